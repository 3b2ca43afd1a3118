import type { Context } from './contexts.js';
import { escapeMarkdown } from '../text/escape.js';
import { boundedPieces } from '../collect/limits.js';

/** Where a statement came from: a file and locator, or the user's typed message. */
export interface Source {
  file: string | undefined;
  locator: string | undefined;
}

export interface Sentence {
  text: string;
  source: Source;
  /** A list item of the input. */
  item?: boolean;
  /** Who said or wrote it (a transcript's speaker, an email's sender). */
  speaker?: string;
  /** Written in an email of a thread: a value stated there is meant (unlike talk in a call). */
  mailed?: boolean;
  /** The heading or label it sits under ("goals", "personas"...). */
  context?: Context;
}

export const MESSAGE_SOURCE: Source = { file: undefined, locator: undefined };

export function sourceLabel(source: Source): string {
  if (!source.file)
    return source.locator ? `your message (${escapeMarkdown(source.locator)})` : 'your message';
  const file = escapeMarkdown(source.file);
  return source.locator ? `${file}, ${escapeMarkdown(source.locator)}` : file;
}

const BULLET = /^\s*(?:[-*•▪–]|\d{1,3}[.)]|[a-z][.)]|\[[ x]\])\s+/i;
// A sentence ends at . ! ? followed by space and a capital, digit or quote (keeps "e.g. x", "2.5").
const SENTENCE_END = /(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])/;
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|approx|incl|Mr|Mrs|Ms|Dr|St|No)\.$/i;

const LIST_HEADING =
  /^(must[- ]haves?|should[- ]haves?|could[- ]haves?|nice[- ]to[- ]haves?|optional|out of scope|non-goals)\s*(?::\s*)?$/i;
const MODAL_WORD = /\b(?:must|shall|should|could|may|need|needs|required|nice to have)\b/i;

function listLabel(heading: string): string {
  const lower = heading.toLowerCase();
  if (lower.startsWith('must')) return 'Must have';
  if (lower.startsWith('should')) return 'Should have';
  if (lower.startsWith('out') || lower.startsWith('non')) return 'Out of scope';
  return 'Nice to have';
}

/** Splits free text (a message or a file chunk) into trimmed sentences, bullets kept apart. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let list: string | undefined;
  let listed = 0;
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = rawLine
      .replace(BULLET, '')
      .replace(/^#+\s*/, '')
      .trim();
    if (!line) {
      // A blank line after the items ends a "Must have:" list (not one right after its heading).
      if (listed) list = undefined;
      continue;
    }
    // "Must have:" followed by bullets: each bullet is a must-have statement.
    const heading = LIST_HEADING.exec(line);
    if (heading) {
      list = listLabel(heading[1] ?? '');
      listed = 0;
      continue;
    }
    if (!BULLET.test(rawLine)) list = undefined;
    else if (list && !MODAL_WORD.test(line)) {
      line = `${list}: ${line}`;
      listed++;
    }
    let pending = '';
    for (const part of line.split(SENTENCE_END)) {
      pending = pending ? `${pending} ${part}` : part;
      // Only the end can be an abbreviation ("approx." and the character before it).
      if (ABBREVIATION.test(pending.slice(-9))) continue;
      out.push(pending);
      pending = '';
    }
    if (pending) out.push(pending);
  }
  return (
    out
      .flatMap((s) => s.split(/;\s+/))
      .flatMap((s) => boundedPieces(s))
      .map((s) => capitalise(s.replace(/\s+/g, ' ').trim()))
      // Bare headings ("Overview", "Constraints") are not statements.
      .filter((s) => /[a-z]{2,}/i.test(s) && (s.split(/\s+/).length >= 3 || /\?$/.test(s)))
  );
}

/** Lower-case words only, for de-duplication. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

export function ensurePeriod(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
