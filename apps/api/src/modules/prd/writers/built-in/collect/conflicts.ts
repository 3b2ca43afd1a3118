import type { Requirement } from './requirement-types.js';
import { normalise, type Sentence } from '../read/sentences.js';

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

/**
 * Phrases that name the same thing in other words ("stay signed in" and "sessions expire"; "goes
 * live" and "launch"): each becomes one topic word, so two statements about it are compared.
 */
const TOPICS: [string, RegExp][] = [
  [
    'session',
    /\b(?:sign(?:ed|s)? in|log(?:ged|s)? in|log-?ins?|re-?log\w*|sign-?ins?|sessions?)\b/g,
  ],
  [
    'golive',
    /\b(?:go(?:es|ing)? live|went live|launch(?:es|ed|ing)?|release date|ship date|rollout)\b/g,
  ],
  ['validity', /\b(?:valid|validity|expir(?:e|es|ed|y|ation)|time(?:s|d)? out|timeout)\b/g],
];
const DURATION =
  /^(?:s|sec|secs|second|min|mins|minute|h|hr|hrs|hour|day|business day|working day|week|month|year)$/;
const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const FULL_MONTHS =
  'january|february|march|april|june|july|august|september|october|november|december';
// "May 15", "15th of May", "the end of August", "September" ("may" alone is a verb).
const DATE = new RegExp(
  `\\b(?:(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\b|(?:the\\s+)?(?:end|start|beginning|middle) of\\s+(?:${MONTHS})\\b|(?:${FULL_MONTHS})\\b)`,
  'i',
);

function topicsOf(text: string): string {
  let out = text.toLowerCase();
  for (const [topic, pattern] of TOPICS) out = out.replace(pattern, ` ${topic} `);
  return out;
}

function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of normalise(topicsOf(text)).split(' ')) {
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
    // "30 days" and "8 hours" measure the same thing (a duration) in other units.
    if (DURATION.test(unit) && !out.has('duration')) out.set('duration', match[0].trim());
  }
  const date = DATE.exec(text);
  if (date) out.set('date', date[0].trim());
  return out;
}

/** What makes two statements about the same thing: most words shared, or one topic. */
function sameThing(a: Set<string>, b: Set<string>, unit: string): boolean {
  if (overlap(a, b) >= 0.5) return true;
  if (unit === 'date') return a.has('golive') && b.has('golive');
  return unit === 'duration' && TOPICS.some(([topic]) => a.has(topic) && b.has(topic));
}

/** A statement that is no requirement but names a launch date ("we promised it goes live May 15"). */
export function dateStatements(sentences: Sentence[]): Requirement[] {
  return sentences
    .filter((s) => s.text.length <= 400 && DATE.test(s.text) && contentWords(s.text).has('golive'))
    .map((s) => ({
      text: s.text,
      source: s.source,
      priority: 'P1',
      subject: '',
      predicate: s.text,
    }));
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
        for (const [unit, value] of me.values) {
          const theirs = other.values.get(unit);
          if (!theirs || normalise(theirs) === normalise(value)) continue;
          if (sameThing(me.words, other.words, unit)) why = `${theirs} vs ${value}`;
        }
        if (!why && shared >= 0.75 && me.negative !== other.negative && me.words.size >= 2) {
          why = other.negative ? 'must not vs must' : 'must vs must not';
        }
        if (why) {
          out.push({
            earlier,
            later: req,
            why,
            laterWins: conversation && supersedes(earlier, req),
          });
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

/**
 * In a conversation the later statement wins when it is a decision or the same speaker changes
 * their mind; two people (teams) demanding different values is a conflict to decide.
 */
function supersedes(earlier: Requirement, later: Requirement): boolean {
  if (later.stance === 'decision' || earlier.stance === 'proposal') return true;
  const a = earlier.source.locator;
  const b = later.source.locator;
  return !a || !b || a === b;
}

/** "Needs a decision", "we have to decide", "this conflicts with what Sales promised". */
const DECISION_NEEDED =
  /\b(?:needs? (?:a )?decision|need to decide|needs? deciding|(?:to|has to|must) be decided|(?:we|someone) (?:must|has to|have to|need to) decide|conflicts? with|contradicts?)\b/i;
/** How far back the two positions are looked for (statements). */
const LOOK_BACK = 4;

/**
 * Disagreements the input itself flags ("Security won't allow sending from customer domains.
 * Needs a decision."): the flagged statement (or the one just before a bare "Needs a decision")
 * and the nearest earlier statement about the same thing, as a conflict to decide.
 */
export function flaggedConflicts(
  statements: readonly { sentence: Sentence; order: number }[],
): Conflict[] {
  const out: Conflict[] = [];
  const asReq = (s: Sentence): Requirement => ({
    text: s.text,
    source: s.source,
    priority: 'P1',
    subject: '',
    predicate: s.text,
  });
  for (let k = 0; k < statements.length && out.length < 20; k++) {
    const flag = statements[k]!.sentence;
    if (flag.text.length > 400 || !DECISION_NEEDED.test(flag.text)) continue;
    let a = k;
    if (contentWords(flag.text.replace(DECISION_NEEDED, ' ')).size < 3 && k > 0) a = k - 1;
    const later = statements[a]!.sentence;
    const words = contentWords(later.text);
    for (let b = a - 1; b >= Math.max(0, a - LOOK_BACK); b--) {
      const earlier = statements[b]!.sentence;
      const theirs = contentWords(earlier.text);
      let shared = 0;
      for (const w of words) if (theirs.has(w)) shared++;
      if (shared < 2) continue;
      out.push({
        earlier: asReq(earlier),
        later: asReq(later),
        why: 'needs a decision',
        laterWins: false,
      });
      break;
    }
  }
  return out;
}
