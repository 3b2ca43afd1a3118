// The JSON a provider answers the PRD pipeline's structured calls with
// (apps/api/src/modules/prd/writers/provider/schema.ts), for the scripts' fake providers.

/** A stated item of a PRD list. */
export const item = (text) => ({ text, basis: 'stated', source: 'your message' });

/** The routing call's answer: draft a PRD. */
export const ROUTE = {
  intent: 'draft',
  thin: false,
  format: 'none',
  language: 'en',
  reason: 'fake',
};

/** A PRD with one P0 requirement per statement (and optional user-flow steps and sources). */
export function prdJson({
  title,
  tldr,
  statements,
  uxFlow = [],
  sources = [item('The typed brief')],
}) {
  return {
    language: 'en',
    title,
    tldr,
    problem: 'Answers must be quick.',
    goals: [item('Answer quickly')],
    nonGoals: [],
    personas: [item('Busy teams')],
    functionalRequirements: statements.map((statement, i) => ({
      id: `FR-${i + 1}`,
      title: `Requirement ${i + 1}`,
      priority: 'P0',
      statement,
      criteria: [`Given requirement ${i + 1}, when it is used, then it works`],
      basis: 'stated',
      source: 'your message',
    })),
    uxFlow,
    nfrs: [],
    metrics: [],
    technical: [],
    milestones: [],
    actionItems: [],
    risks: [],
    conflicts: [],
    openQuestions: [],
    sources,
  };
}
