import {
  DECLINED_ALTERNATIVE,
  DECLINED_WORK,
  DECLINES,
  FIRMER_NON_GOALS,
} from '../rules/follow-ups.js';
import { matchesTable, ruleFor } from '../rules/index.js';

/**
 * Follow-ups the built-in writer declines (a translation, a new tone, a section made "stricter"
 * with no change named): one sentence saying what it cannot do and what would do it. The answer
 * is free (kind 'answer') and the PRD stays as it is.
 */

interface Declined {
  /** What it cannot do ("translate the PRD into another language"). */
  work: string;
  /** A concrete change would do it too (a vague rewrite of a section). */
  concrete: boolean;
  /** What the built-in writer can give instead ("ask for an executive summary …"). */
  alternative?: string;
}

/** The declined work a clause of the message asks for, if any. */
export function declinedWork(clauses: readonly string[]): Declined | undefined {
  for (const clause of clauses) {
    const text = clause.replace(/[.!?\s]+$/, '');
    // "Make the non-goals stricter" is done: each non-goal restated firmly (revise-non-goals.ts).
    if (matchesTable(FIRMER_NON_GOALS, text)) continue;
    const rule = ruleFor(DECLINES, text);
    if (rule)
      return {
        work: DECLINED_WORK[rule.name]?.(text) ?? rule.name,
        concrete: rule.name === 'vague section rewrite',
        ...(DECLINED_ALTERNATIVE[rule.name]
          ? { alternative: DECLINED_ALTERNATIVE[rule.name] }
          : {}),
      };
  }
  return undefined;
}

/** The one-sentence answer: what it cannot do, that nothing changed, and what would do it. */
export function declineAnswer(declined: Declined, otherClauses = 0): string {
  const others = otherClauses > 0 ? ' (nor the rest of your message: send it on its own)' : '';
  const instead = declined.concrete
    ? 'name the exact change (such as "add a non-goal: …" or "remove …"), or use an AI model, which an admin can add under AI keys'
    : `an AI model can do it, and an admin can add one under AI keys${declined.alternative ? ` (or ${declined.alternative})` : ''}`;
  return `The built-in writer cannot ${declined.work}, so nothing changed and no upload was used${others}: ${instead}.`;
}
