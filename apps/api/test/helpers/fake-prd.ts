import { stepOf } from './scripted-model.js';
import type { FakeOpenAiRequest, FakeReply } from './fake-openai.js';

/** The text of a chat request's non-system messages. */
function userPromptOf(request: FakeOpenAiRequest): string {
  const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
  return messages
    .filter((m) => m.role !== 'system')
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : (m.content as { type: string; text?: string }[]).map((p) => p.text ?? '').join('\n'),
    )
    .join('\n');
}

const item = (text: string) => ({ text, basis: 'stated', source: 'your message' });

/**
 * A fake provider for the PRD pipeline: the routing call says "draft", the PRD call answers
 * JSON with `requirements` as FRs (and, with `echo`, the prompt it received as the problem, so
 * tests see what extraction found).
 */
export function prdReply(options: {
  title: string;
  requirements: string[];
  echo?: boolean;
}): FakeReply {
  return (request) => {
    const system = (request.body.messages as { role: string; content: unknown }[])[0]?.content;
    const step = stepOf(typeof system === 'string' ? system : '');
    if (step === 'route') {
      return JSON.stringify({
        intent: 'draft',
        thin: false,
        format: 'none',
        language: 'en',
        reason: 'fake',
      });
    }
    if (step !== 'prd') return 'Fake answer.';
    const list = (n: number) =>
      Array.from({ length: n }, (_, i) => item(`${options.title} item ${i + 1}`));
    return JSON.stringify({
      language: 'en',
      title: options.title,
      tldr: `${options.title} in one line.`,
      problem: options.echo ? userPromptOf(request) : 'The problem.',
      goals: list(1),
      nonGoals: list(1),
      personas: list(1),
      functionalRequirements: options.requirements.map((statement, i) => ({
        id: `FR-${i + 1}`,
        title: statement,
        priority: 'P0',
        statement,
        criteria: [`Given a user, when they ask, then ${statement.toLowerCase()}`],
        basis: 'stated',
        source: 'your message',
      })),
      uxFlow: list(1),
      nfrs: [],
      metrics: [],
      technical: [],
      milestones: [],
      actionItems: [],
      risks: [],
      conflicts: [],
      openQuestions: [],
      sources: [item('The typed brief')],
    });
  };
}
