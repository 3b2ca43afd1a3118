import type { PrdDocument } from './document.js';
import { findSection, parsePrd } from './prd-lines.js';
import { normalise } from '../read/sentences.js';

/**
 * "Story: As a customer, I want to upload … (FR-2)": a story told from a requirement, on a line
 * of its own ("- **Story:** … _(FR-2)_") or inside a persona's one line, as the document model
 * renders it ("Customers: Who: "…" Story: … (FR-1) Story: … (FR-2)").
 */
const TOLD_FROM =
  /\s*(?:[-*]\s+)?(?:\*\*)?Story:(?:\*\*)?\s+As an?\s+[^,]{1,60},\s+I want(?: to)?\s+([^()]{1,600}?)\.?\s+_?\((FR-\d{1,5})\)_?/g;

/** The words a story and its requirement share, as the story tells them ("my" for "their"). */
const told = (text: string) =>
  normalise(text.replace(/\btheir\b/gi, 'my').replace(/\bthem\b/gi, 'me'));

/**
 * After a revision, each user story told from a requirement still says what the requirement
 * says: one whose requirement is gone, or whose words (past the first, its verb) the
 * requirement no longer says, is taken out; a story never keeps what the document changed.
 */
export function dropStaleStories(doc: PrdDocument): void {
  const parsed = parsePrd(doc.lines);
  const section = findSection(parsed, 'Personas and user stories');
  if (!section) return;
  const statements = new Map(parsed.frs.map((f) => [f.id, told(f.statement)]));
  const stale = (words: string, id: string) => {
    const statement = statements.get(id);
    const rest = told(words).split(' ').slice(1).join(' ');
    return statement === undefined || (rest !== '' && !statement.includes(rest));
  };
  for (let i = section.end - 1; i >= section.start; i -= 1) {
    const line = doc.lines[i] ?? '';
    if (!line.includes('Story')) continue;
    const kept = line.replace(TOLD_FROM, (all, words: string, id: string) =>
      stale(words, id) ? '' : all,
    );
    if (kept === line) continue;
    // A story on a line of its own goes with its line.
    if (!kept.trim()) doc.lines.splice(i, 1);
    else doc.lines[i] = kept;
  }
}
