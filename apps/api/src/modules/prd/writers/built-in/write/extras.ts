import type { Conflict } from '../collect/conflicts.js';
import type { Language } from '../text/language.js';
import { cite } from './markdown.js';
import type { Requirement } from '../collect/requirement-types.js';
import { ensurePeriod, type Sentence } from '../read/sentences.js';
import type { Phrases } from './phrase-table.js';
import { ENGLISH } from './phrases.js';

/**
 * The plain statement a non-English brief gets: drafted without an AI model, what was read and
 * what was not (in the brief's language when the writer has a table for it).
 */
export function languageNote(language: Language, p: Phrases = ENGLISH): string | undefined {
  if (!language.name) return undefined;
  if (p.languageNote) return p.languageNote;
  return `_The brief is in ${language.name}; the built-in writer read its structure (lists, headings) but not its sentences' meaning: priorities, people, goals and acceptance criteria need a ${language.name} reader's review._`;
}

function quoted(req: Requirement, ids: Map<Requirement, string>, p: Phrases): string {
  const id = ids.get(req);
  return `${id ? `**${id}** ` : ''}"${req.text.replace(/[.!]+$/, '')}" ${cite(req.source, p)}`;
}

/** The collector's reason in the draft's language ("must vs must not", "12 vs 8"). */
function why(reason: string, p: Phrases): string {
  if (p.english) return reason;
  return p.why[reason] ?? reason;
}

/** "Conflicts and decisions needed": both sides, their sources, and what the draft did. */
export function conflictLines(
  conflicts: Conflict[],
  numbered: { id: string; req: Requirement }[],
  p: Phrases = ENGLISH,
): string[] {
  const ids = new Map(numbered.map((n) => [n.req, n.id]));
  return conflicts.map((c) => {
    const outcome = c.laterWins ? p.laterWins : p.bothListed;
    return `- **${why(c.why, p)}**: ${quoted(c.earlier, ids, p)} ${p.versus} ${quoted(c.later, ids, p)}. ${outcome}`;
  });
}

/** "Sam to send the mock-ups by Friday" as a checklist line with its source. */
export function actionItems(actions: Sentence[], p: Phrases = ENGLISH): string[] {
  return actions.map(
    (a) =>
      `- [ ] ${ensurePeriod(a.text.replace(/^(?:ai|action(?: item)?|todo)\s*[:-]\s*/i, ''))} ${cite(a.source, p)}`,
  );
}
