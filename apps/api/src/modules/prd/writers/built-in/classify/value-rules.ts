import nlp from 'compromise';
import { deliveryDate, findTargets, GOAL, MILESTONE, PROBLEM } from './keywords.js';
import type { Candidate } from '../collect/requirements.js';
import type { Sentence } from '../read/sentences.js';

/** "€2.90", "£6", "$14", "12 EUR", "3 pounds": an amount of money. */
const PRICE = /[€£$¥]\s?\d|\b\d[\d,.]*\s?(?:eur|euros?|gbp|pounds?|usd|dollars?|pence|cents?)\b/i;
/** Facts about the team or the money behind it, not a rule of the product. */
const NOT_A_RULE =
  /\b(?:budget|funding|funded|headcount|team of|developers?|engineers?|salar(?:y|ies)|revenue|invest\w*|we|i)\b/i;
/** "Our team has 4 people", "my estimate is 3 weeks": about us; "…reaching our warehouse" is not. */
const ABOUT_US = /^(?:\W*)(?:our|my|us)\b/i;
/** "Around 15% of members prefer…", "About 60 active volunteers": how many people, not a rule. */
const HEADCOUNT =
  /\b(?:around|about|roughly|approximately|nearly|almost|some|over|more than)\s+(?:\d[\d,.]*\s*%\s+of\b|\d[\d,.]*\s+(?:\w+\s+)?(?:members|users|customers|people|volunteers|staff|students|residents|visitors)\b)/i;
const APPROXIMATE = /(?:\b(?:about|around|roughly|approximately|nearly|almost)\s+|~\s?)[$€£]?\d/i;
/** Most plain statements read (a brief states few rules this way). */
const MAX_READ = 40;
const MAX_CHARS = 400;

/**
 * Whether a plain statement ("The shop holds an order for 15 minutes", "Home delivery costs €2.90
 * within 5 km") sets a value the product must keep: a number with a unit or a price, a verb, and
 * no goal, problem, plan or team in it.
 */
/** "X said", "they told us", "Sam thinks": a view reported, in the past or the present. */
const REPORTED =
  /\b(?:said|says|told (?:us|me|them)|thinks?|thought|feels?|felt|complained|mentioned|suggested|argued|reckons?)\b/i;

export function statesValueRule(sentence: Sentence): boolean {
  const text = sentence.text;
  // Talk in a call states values in passing; an email (like a brief) states them on purpose.
  if (text.length > MAX_CHARS || sentence.context || (sentence.speaker && !sentence.mailed))
    return false;
  if (!PRICE.test(text) && !findTargets(text).length) return false;
  if (GOAL.test(text) || PROBLEM.test(text) || MILESTONE.test(text) || deliveryDate(text))
    return false;
  if (NOT_A_RULE.test(text) || ABOUT_US.test(text) || HEADCOUNT.test(text)) return false;
  // "Organisers said 25% for walk-ins is too much": someone's view of a value, not the rule.
  if (REPORTED.test(text)) return false;
  // "Finance chases about 120 missing receipts a month": a figure measured today, not a rule.
  if (APPROXIMATE.test(text)) return false;
  return nlp(text).has('#Verb');
}

/** Plain statements with a value, as requirements (P1): the product keeps the value. */
export function valueRules(sentences: Sentence[], firstOrder: number): Candidate[] {
  const out: Candidate[] = [];
  for (const sentence of sentences.slice(0, MAX_READ)) {
    if (statesValueRule(sentence))
      out.push({ sentence, priority: 'P1', order: firstOrder + out.length });
  }
  return out;
}
