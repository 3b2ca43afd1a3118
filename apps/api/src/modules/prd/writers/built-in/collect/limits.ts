import type { SourceChunk } from '../../types.js';

/**
 * How much of the input the offline heuristics read: 1 MB (characters) of message and file text
 * together, the message first, then the file passages in order. That is a long meeting's
 * transcript or a 300-page document; every pass over it is linear (one parse and one
 * classification per line; NLP only on the chosen requirements), so 100 KB drafts in well under
 * a second. The PRD says what was left out (see `truncationNote`).
 */
export const ANALYSED_TEXT_LIMIT = 1024 * 1024;

/**
 * Longest statement kept as one sentence (about 70 words). Longer spans are run-on text
 * (transcripts, pasted tables, one huge line) and are cut at a space into pieces of at most
 * this size, so no pattern ever runs over more than this at once.
 */
const MAX_SENTENCE_CHARS = 400;

/**
 * Most functional requirements in one draft: a long transcript gives a readable PRD, the most
 * important ones (P0 first) chosen, the rest counted in Open questions.
 */
export const MAX_REQUIREMENTS = 40;

/** Most requirement statements read and compared (de-duplication, conflicts) before the cut. */
export const MAX_CANDIDATES = 400;

/** Most quoted statements in any other list of the PRD (goals, risks, questions, ...). */
export const MAX_SECTION_ITEMS = 25;

/** What the heuristics read, and how much of the input they did not. */
interface AnalysedInput {
  message: string;
  chunks: SourceChunk[];
  /** Characters of message and file text left unread (0 when everything was read). */
  skipped: number;
  total: number;
}

/** The message, then the file passages, up to `ANALYSED_TEXT_LIMIT` characters in all. */
export function analysedInput(
  message: string,
  chunks: SourceChunk[],
  limit = ANALYSED_TEXT_LIMIT,
): AnalysedInput {
  let total = message.length;
  for (const chunk of chunks) total += chunk.text.length;
  if (total <= limit) return { message, chunks, skipped: 0, total };
  const kept = message.slice(0, limit);
  let budget = limit - kept.length;
  const keptChunks: SourceChunk[] = [];
  for (const chunk of chunks) {
    if (budget <= 0) break;
    const text = chunk.text.slice(0, budget);
    keptChunks.push(text.length === chunk.text.length ? chunk : { ...chunk, text });
    budget -= text.length;
  }
  return { message: kept, chunks: keptChunks, skipped: total - limit, total };
}

function kb(chars: number): string {
  return `${Math.max(1, Math.round(chars / 1024))} KB`;
}

/** The line the PRD carries when input was left unread (an open question, and in revisions a change). */
export function truncationNote(skipped: number, total: number): string | undefined {
  if (skipped <= 0) return undefined;
  return `Only the first ${kb(ANALYSED_TEXT_LIMIT)} of the ${kb(total)} of text sent were analysed; the remaining ${kb(skipped)} were not read by the built-in writer. Which of it matters most (send it separately, or connect an AI provider)?`;
}

/** Text of at most `MAX_SENTENCE_CHARS`, cut at the last space before the limit when there is one. */
export function boundedPieces(text: string, max = MAX_SENTENCE_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    let end = text.lastIndexOf(' ', start + max);
    if (end <= start) end = start + max;
    pieces.push(text.slice(start, end));
    start = end;
    while (text[start] === ' ') start += 1;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
