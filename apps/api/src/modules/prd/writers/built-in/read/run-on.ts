/**
 * Words that open a new thought in spoken, run-on text. Single words and fixed phrases, none the
 * start of another, so a run of them is read one way only.
 */
const OPENER =
  'and|oh|um+|uh+|erm|so|but|actually|plus|then|also|what else|right|okay|ok|yeah|because|no wait|no hang on|hang on|wait|basically';

/** Where a run-on sentence goes on to a new thought: ", and then", ", oh and", ", um so". */
const JOINT = new RegExp(String.raw`,\s+(?=(?:${OPENER})[\s,]|(?:timeline|deadline)\s)`, 'gi');
/** The openers a thought starts with, at most four ("um and then so"). */
const LEAD = new RegExp(String.raw`^(?:(?:${OPENER})[\s,]+){1,4}`, 'i');
/** "timeline I'd like to pilot in May": a spoken label. */
const SPOKEN_LABEL = /^(timeline|deadline|risk|problem|open question)\s+(?=\S)/i;

/**
 * A voice memo's one long sentence ("volunteers sign up for a clean, um and they need to tick
 * the briefing, and then on the day the leader checks people in, …"): its thoughts, each on its
 * own (a sentence over 240 characters with at least four commas). Linear: each comma looks at
 * the one or three words after it, each thought's start at most four openers.
 */
export function runOnClauses(sentence: string): string[] {
  if (sentence.length <= 240 || (sentence.match(/,/g)?.length ?? 0) < 4) return [sentence];
  const out: string[] = [];
  let start = 0;
  for (const m of sentence.matchAll(JOINT)) {
    out.push(sentence.slice(start, m.index));
    start = m.index + m[0].length;
  }
  out.push(sentence.slice(start));
  return out
    .map((clause) => clause.replace(LEAD, '').trim().replace(SPOKEN_LABEL, '$1: '))
    .filter((clause) => clause.split(/\s+/).length >= 3)
    .map((clause) => clause.charAt(0).toUpperCase() + clause.slice(1));
}
