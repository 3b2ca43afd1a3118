import type { Requirement } from './requirements.js';
import { normalise } from './sentences.js';

/** Two statements that cannot both hold: same subject, other number or value, or must vs must not. */
export interface Conflict {
  earlier: Requirement;
  later: Requirement;
  /** "4 hours" vs "2 hours", or "must" vs "must not". */
  why: string;
  /** In a conversation the later statement supersedes the earlier one. */
  laterWins: boolean;
}

const STOP = new Set(
  'a an the and or of to for in on at by with from as is are be been must shall should could would may might can cannot not never no will need needs needed have has had do does it its this that these those they them their we our us you your i my me he she his her able also only all any each every more less than up most least per into via so if when then there here what which who'.split(
    ' ',
  ),
);
const VALUE = /(\$|€|£)?(\d[\d,.]*)\s*(%|[a-z]+)?/gi;
const NEGATIVE =
  /\b(?:must not|mustn'?t|may not|shall not|should not|cannot|can'?t|never|not allowed|no)\b/i;
/** Most statements one word may point to (so the comparison stays linear). */
const POSTINGS = 40;

function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of normalise(text).split(' ')) {
    if (word.length < 3 || STOP.has(word) || /\d/.test(word)) continue;
    words.add(word.replace(/(?:es|s)$/, ''));
  }
  return words;
}

function values(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of text.matchAll(VALUE)) {
    const unit = (match[1] ?? match[3] ?? '').toLowerCase().replace(/s$/, '');
    if (!unit || /^(?:am|pm|st|nd|rd|th)$/.test(unit)) continue;
    if (!out.has(unit)) out.set(unit, match[0].trim());
  }
  return out;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Contradictory requirements, each pair once, in input order. Statements are compared only with
 * those sharing a content word, through posting lists of bounded length: linear in the input.
 */
export function findConflicts(requirements: Requirement[], conversation: boolean): Conflict[] {
  const info = requirements.map((r) => ({
    words: contentWords(r.text),
    values: values(r.text),
    negative: r.prohibition === true || NEGATIVE.test(r.text),
  }));
  const postings = new Map<string, number[]>();
  const out: Conflict[] = [];
  const paired = new Set<number>();
  for (const [i, req] of requirements.entries()) {
    const me = info[i];
    if (!me) continue;
    const seen = new Set<number>();
    for (const word of me.words) {
      const list = postings.get(word) ?? [];
      for (const j of list) {
        if (seen.has(j) || paired.has(j)) continue;
        seen.add(j);
        const other = info[j];
        const earlier = requirements[j];
        if (!other || !earlier) continue;
        const shared = overlap(me.words, other.words);
        let why: string | undefined;
        if (shared >= 0.5) {
          for (const [unit, value] of me.values) {
            const theirs = other.values.get(unit);
            if (theirs && normalise(theirs) !== normalise(value)) why = `${theirs} vs ${value}`;
          }
        }
        if (!why && shared >= 0.75 && me.negative !== other.negative && me.words.size >= 2) {
          why = other.negative ? 'must not vs must' : 'must vs must not';
        }
        if (why) {
          out.push({ earlier, later: req, why, laterWins: conversation });
          paired.add(j);
          break;
        }
      }
      if (list.length < POSTINGS) {
        list.push(i);
        postings.set(word, list);
      }
    }
  }
  return out;
}
