import { answer, prd, revision, swap, type Reply } from '../dev/faithful.js';
import type { EvalCase } from '../types.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

const messages = (c: EvalCase) => c.followUps!.map((t) => t.message);

const printdrop: Build = (c, v1) => {
  const [limit, criteria, french] = messages(c);
  const v2 = revision(v1, 2, ['FR-1: files per job 10 → 20.'], (s) =>
    swap(s, 'up to 10 files per job', 'up to 20 files per job'),
  );
  const v3 = revision(v2.text, 3, ['FR-2: acceptance criteria added.'], (s) =>
    swap(
      s,
      'is deleted if nobody releases it.\n',
      'is deleted if nobody releases it.\n- **Acceptance criteria:** Given a job not released within 24 hours, when the 24 hours are up, then it is deleted and the student is not charged anything for it.\n',
    ).replace('1. What are the acceptance criteria for a job that expires?', '1. _None._'),
  );
  return new Map([
    [c.input.message, prd(v1)],
    [limit!, v2],
    [criteria!, v3],
    [
      french!,
      answer(
        "I can't translate the PRD into French here: translation needs an AI model, and none is configured. The PRD is unchanged.",
        'format',
      ),
    ],
  ]);
};

/** The faithful replies of the second part's conversations, by case. */
export const FRESH_CONVERSATIONS: Record<string, Build> = {
  'heldout-fresh-conv-print': printdrop,
};
