import { EXCLUSIONS, INSTRUCTIONS, matchesTable, NON_PRODUCT } from '../../built-in/rules/index.js';
import { CONSTRAINTS, PAST_EVENTS, TABLE_HEADERS } from './rules.js';

/**
 * What one text the model wrote is, read by the rule tables (the built-in's and the guard's):
 * product content to keep, something that is no product content (dropped), a question (an open
 * question), an exclusion (a non-goal) or a constraint (a non-functional requirement).
 */
export type Verdict =
  'keep' | 'instruction' | 'chatter' | 'past event' | 'question' | 'exclusion' | 'constraint';

/** Verdicts that take an item out of the PRD. */
export const DROPPED: ReadonlySet<Verdict> = new Set(['instruction', 'chatter', 'past event']);

/** The verdict on one line of text (a requirement's statement or title, an item). */
export function verdictOf(text: string, options: { pastEvents?: boolean } = {}): Verdict {
  const line = text.trim();
  if (!line) return 'chatter';
  if (matchesTable(INSTRUCTIONS, line)) return 'instruction';
  if (matchesTable(NON_PRODUCT, line) || matchesTable(TABLE_HEADERS, line)) return 'chatter';
  if (options.pastEvents && matchesTable(PAST_EVENTS, line)) return 'past event';
  if (/\?\s*\)?$/.test(line)) return 'question';
  if (matchesTable(CONSTRAINTS, line)) return 'constraint';
  if (matchesTable(EXCLUSIONS, line)) return 'exclusion';
  return 'keep';
}

const TIME = String.raw`\[?\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s?[aApP][mM])?\]?`;
const LABEL = String.raw`(\p{Lu}[\p{L}'’.-]{0,30}(?:\s\p{Lu}[\p{L}'’.-]{0,30})?)\s*(?:\([^)\n]{1,30}\))?\s*:`;
const INPUT_LABEL = new RegExp(
  String.raw`^[ \t]*(?:${TIME}[ \t]*[-–]?[ \t]*)?${LABEL}[ \t]+\S`,
  'gmu',
);
const LEADING_TIME = new RegExp(String.raw`^${TIME}\s*[-–]?\s*`, 'u');
const LEADING_LABEL = new RegExp(String.raw`^${LABEL}\s*`, 'u');

/** The speaker labels of the inputs: "Tom" for lines that begin "Tom: …" or "[10:42] Tom: …". */
export function speakersOf(texts: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const m of text.slice(0, 200_000).matchAll(INPUT_LABEL))
      counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  // A speaker speaks more than once; a single "Note: …" line is a label of the text itself.
  return new Set([...counts].filter(([, n]) => n >= 2).map(([name]) => name));
}

/** The text without a leading timestamp and a speaker label the inputs use ("Tom: …"). */
export function withoutSpeaker(text: string, speakers: ReadonlySet<string>): string {
  let out = text.trim();
  const time = LEADING_TIME.exec(out);
  if (time && /[:.]\d{2}/.test(time[0])) out = out.slice(time[0].length);
  const label = LEADING_LABEL.exec(out);
  if (label && speakers.has(label[1]!)) out = out.slice(label[0].length);
  out = out.trim();
  return out === text.trim() ? text : out.charAt(0).toUpperCase() + out.slice(1);
}

export const TO_BE_AGREED = 'Acceptance criteria to be agreed.';

/** A criterion that tests nothing: "Given the feature, when used, then it works as described". */
const EMPTY_CRITERION =
  /\b(?:works?|functions?|behaves?|performs?|operates?)\s+(?:as\s+(?:described|expected|specified|intended|designed|required|stated)|correctly|properly|fine)\b|\b(?:requirement|feature|functionality|story|capability)\s+(?:is|has been|are|have been)\s+(?:met|implemented|satisfied|delivered|done|completed?|available)\b|\bmeets?\s+(?:the|all|its|this)\s+(?:requirements?|specifications?|acceptance criteria)\b|\bas\s+(?:described|specified|stated)\s+(?:above|in the (?:requirement|statement))\b|^(?:given|when|then)\s+(?:the\s+)?(?:feature|requirement|functionality)\b[^.]{0,40}$/i;

const FILLER = new Set(
  'given when then and or the a an is are be been it its this that they them their of to in on for with as at by can must should shall will may able user users system app feature used use'.split(
    ' ',
  ),
);

const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(?:ing|ed|es|s)$/, '');

const words = (text: string) =>
  (text.match(/[\p{L}\d]+/gu) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => !FILLER.has(w))
    .map(stem);

/**
 * Whether a criterion only restates its requirement: a stock phrase that tests nothing, or
 * nothing but the requirement's own words (no condition, action or outcome of its own).
 */
export function restates(criterion: string, requirement: string): boolean {
  if (EMPTY_CRITERION.test(criterion)) return true;
  const own = new Set(words(requirement));
  const its = words(criterion);
  return its.length >= 2 && its.every((w) => own.has(w));
}
