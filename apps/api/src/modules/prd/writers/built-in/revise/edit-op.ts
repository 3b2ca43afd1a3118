export type Level = 'P0' | 'P1' | 'P2';

/** One edit a message asks for. Targets are FR/NFR ids or words to find in the PRD. */
export type EditOp =
  | { type: 'remove'; target: string }
  | { type: 'rename-product'; to: string }
  | { type: 'rename'; from: string; to: string }
  | { type: 'priority'; target: string; level?: Level; step?: 1 | -1; fallback?: string }
  | { type: 'non-goal'; target: string; text: string }
  | { type: 'replace-value'; from: string; to: string; subject: string }
  | { type: 'set-value'; subject: string; value: string; explicit: boolean; clause: string }
  | { type: 'add'; statement: string }
  /** "Add acceptance criteria to FR-3[: when …, then …]": those requirements' criteria (`*`: all). */
  | { type: 'criteria'; ids: string[]; text: string; target?: string }
  /** "Launch moved to Q3": the date stated for the subject replaced. */
  | { type: 'set-date'; subject: string; date: string }
  /** "Make the non-goals stricter": every stated non-goal restated firmly, none added or lost. */
  | { type: 'firm-non-goals' }
  /** "Offline mode is back in": out of the non-goals, a requirement again. */
  | { type: 'back-in'; target: string }
  /** "Customers pay in store, not online": the old words replaced where the PRD says them. */
  | { type: 'not-that'; said: string; old: string; clause: string }
  /** "FR-2 should say: …": that requirement's statement replaced (restate.ts). */
  | { type: 'restate'; id: string; text: string; loose: boolean };

const LEVEL_WORDS: [RegExp, Level][] = [
  [
    /^(?:p0|must(?:[- ]have)?|critical|top priority|high(?:est)? priority|blocker|essential|required|mandatory)$/i,
    'P0',
  ],
  [/^(?:p1|should(?:[- ]have)?|medium priority|important)$/i, 'P1'],
  [/^(?:p2|could(?:[- ]have)?|nice[- ]to[- ]have|optional|low(?:est)? priority|later)$/i, 'P2'],
];
export const LEVEL =
  '(p[012]|must(?:[- ]have)?|should(?:[- ]have)?|could(?:[- ]have)?|nice[- ]to[- ]have|optional|critical|essential|required|mandatory|top priority|(?:high|highest|medium|low|lowest) priority)';

export function level(word: string): Level | undefined {
  return LEVEL_WORDS.find(([p]) => p.test(word.trim()))?.[1];
}
