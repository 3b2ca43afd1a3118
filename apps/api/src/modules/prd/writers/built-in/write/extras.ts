import type { Conflict } from '../collect/conflicts.js';
import type { Language } from '../text/language.js';
import { cite } from './markdown.js';
import type { Requirement } from '../collect/requirements.js';
import { ensurePeriod, type Sentence } from '../read/sentences.js';

/** The plain statement a non-English brief gets: what was read, and what was not. */
export function languageNote(language: Language): string | undefined {
  if (!language.name) return undefined;
  return `_The brief is in ${language.name}; the built-in writer read its structure (lists, headings) but not its sentences' meaning: priorities, people, goals and acceptance criteria need a ${language.name} reader's review._`;
}

function quoted(req: Requirement, ids: Map<Requirement, string>): string {
  const id = ids.get(req);
  return `${id ? `**${id}** ` : ''}"${req.text.replace(/[.!]+$/, '')}" ${cite(req.source)}`;
}

/** "Conflicts and decisions needed": both sides, their sources, and what the draft did. */
export function conflictLines(
  conflicts: Conflict[],
  numbered: { id: string; req: Requirement }[],
): string[] {
  const ids = new Map(numbered.map((n) => [n.req, n.id]));
  return conflicts.map((c) => {
    const outcome = c.laterWins
      ? 'The later statement supersedes the earlier one in this draft; confirm.'
      : 'Both are listed; decide which applies.';
    return `- **${c.why}**: ${quoted(c.earlier, ids)} versus ${quoted(c.later, ids)}. ${outcome}`;
  });
}

/** "Sam to send the mock-ups by Friday" as a checklist line with its source. */
export function actionItems(actions: Sentence[]): string[] {
  return actions.map(
    (a) =>
      `- [ ] ${ensurePeriod(a.text.replace(/^(?:ai|action(?: item)?|todo)\s*[:-]\s*/i, ''))} ${cite(a.source)}`,
  );
}
