/** Word-level helpers for matching a message against a PRD: content words, stems, synonyms. */

const STOPWORDS = new Set(
  `a an the and or but of to in on for with by at from as into onto about over under up down out
  it its it's this that these those there here is are was were be been being am do does did done
  has have had will would shall should can could may might must need needs i me my we us our you
  your they them their he she his her what which who whom whose why how when where whether if then
  than so too very also just only any all some each every no not yes please now still again more
  most less least much many few one same such own other another new old
  feature features requirement requirements functionality ability option options section part
  thing things stuff item items prd document mention mentions mentioned say says said cover covers
  covered tell explain list show give does include includes included support supports supported
  about regarding`.split(/\s+/),
);

/** A light stem: "payments" -> "payment", "booking" -> "book", "cancelled" -> "cancel". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  // "cancell" -> "cancel", "shipp" -> "ship".
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  // "rate" and "rating", "store" and "stored": a silent e goes, so both forms meet.
  else if (w.length > 3 && /[^aeiouy]e$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words people use for the same thing in a PRD (keyed by their stems below). */
const SYNONYM_WORDS: Record<string, string> = {
  cost: 'price',
  fee: 'price',
  charge: 'price',
  pricing: 'price',
  priced: 'price',
  pay: 'payment',
  paid: 'payment',
  checkout: 'payment',
  appointment: 'booking',
  book: 'booking',
  reservation: 'booking',
  reserve: 'booking',
  max: 'limit',
  maximum: 'limit',
  cap: 'limit',
  minimum: 'limit',
  min: 'limit',
  timeout: 'window',
  period: 'window',
  deadline: 'window',
  customer: 'user',
  signin: 'login',
  'sign-in': 'login',
  log: 'login',
};
const SYNONYMS: Record<string, string> = Object.fromEntries(
  Object.entries(SYNONYM_WORDS).map(([word, same]) => [stem(word), same]),
);

/** "do not show up", "miss an appointment", "no-shows": one concept for matching. */
const NO_SHOW =
  /\b(?:(?:do(?:es)?n'?t|do(?:es)? not|did(?: not|n'?t)|fail(?:s|ed)? to|never) (?:show|turn) up|no[- ]shows?|miss(?:es|ed|ing)? (?:an? |the |their |his |her )?(?:appointments?|bookings?|sessions?|visits?))\b/gi;

/** Lower-case tokens of letters and digits (Unicode aware), in order. */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
}

/** The content words of a text as stems with synonyms folded (stopwords and short words out). */
export function contentStems(text: string, max = 400): string[] {
  const out: string[] = [];
  for (const token of tokens(text.slice(0, 4000).replace(NO_SHOW, ' noshow '))) {
    const word = token.replace(/'s$/, '').replace(/-+$/, '');
    if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    const s = stem(word);
    out.push(SYNONYMS[s] ?? s);
    if (out.length >= max) break;
  }
  return out;
}

const STEM_CACHE = new Map<string, Set<string>>();
const STEM_CACHE_SIZE = 20_000;

/** The content stems of a line as a set, remembered (PRD lines are matched against many edits). */
export function stemSet(text: string): Set<string> {
  let set = STEM_CACHE.get(text);
  if (set) return set;
  set = new Set(contentStems(text));
  if (STEM_CACHE.size >= STEM_CACHE_SIZE) STEM_CACHE.clear();
  STEM_CACHE.set(text, set);
  return set;
}

/** How many of `wanted` occur among `have` (both stems). */
export function overlap(wanted: string[], have: Set<string>): number {
  let n = 0;
  for (const w of new Set(wanted)) if (have.has(w)) n += 1;
  return n;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern for `phrase` as whole words (not inside another word or number). */
export function wholeWords(phrase: string, flags = 'giu'): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}]|\\d[.,])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}]|[.,]\\d)`,
    flags,
  );
}

/** How many words of a text hold a letter ("8 am" counts 1). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}
