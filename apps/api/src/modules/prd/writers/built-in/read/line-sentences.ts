import { GERMAN_MONTH } from '../classify/keywords.js';
import { boundedPieces } from '../collect/limits.js';
import { runOnClauses } from './run-on.js';

// A sentence ends at . ! ? followed by space and a capital, digit or quote (keeps "e.g. x", "2.5").
// "morning! kicking off the locker thing. idea: …": chat writes new sentences in lower case too.
// "morning! kicking off the locker thing. idea: …": chat writes new sentences in lower case too,
// after "!", or as a label after a full stop ("bulk printing? one job, …" stays one thought).
const SENTENCE_END =
  /(?<=[.!?])\s+(?=["'“(]?[\p{Lu}\d¿¡])|(?<=\p{L}{3}!)\s+(?=\p{Ll}{2})|(?<=\p{L}{3}\.)\s+(?=\p{Ll}{2,20}:\s)/u;
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|approx|incl|Mr|Mrs|Ms|Dr|St|No)\.$/i;
const DATE_MONTH = new RegExp(`^${GERMAN_MONTH}\\b`, 'i');

/** Sentences of one line: split at sentence ends and "; ", each at most MAX_SENTENCE_CHARS. */
export function lineSentences(line: string): string[] {
  const out: string[] = [];
  let pending = '';
  const parts = line.split(SENTENCE_END);
  for (const [i, part] of parts.entries()) {
    pending = pending ? `${pending} ${part}` : part;
    if (ABBREVIATION.test(pending.slice(-9))) continue;
    // "am 1. Oktober 2026": a German date's day, not a sentence's end.
    if (/\s\d{1,2}\.$/.test(pending.slice(-4)) && DATE_MONTH.test(parts[i + 1] ?? '')) continue;
    out.push(pending);
    pending = '';
  }
  if (pending) out.push(pending);
  return out
    .flatMap((s) => s.split(/;\s+/))
    .flatMap(runOnClauses)
    .flatMap((s) => boundedPieces(s))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}/u.test(s));
}
