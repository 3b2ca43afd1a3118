import { parseValue, type Value } from '../text/values.js';

/**
 * "Going with 20%", "let's make it 14 days", "settled on 3": a value decided on its own, after a
 * statement that weighed another value of the same kind ("25% for walk-ins is too much").
 */
const VALUE_DECISION =
  /^(?:(?:ok(?:ay)?|fine|fair|right|so|then|actually|no|well|hmm)[,.!]?\s+)*(?:(?:we(?:'re| are)|i(?:'m| am)|let'?s)\s+)?(?:go(?:ing)? with|make it|do|say|settled? on|use|stick with|land on)\s+(?=[$€£¥]?\d)/iu;

/** "ok 20 minutes then", "fine, 15 it is": a value agreed to, as a reply. */
const VALUE_AGREED =
  /^(?:ok(?:ay)?|fine|fair enough|right|so|agreed|yes|yep|sure)[,.!]?\s+(?=[$€£¥]?\d)([^,.;!?]{1,30}?)\s+(?:then|it is|it'?s|works|it'?ll be)\b[.!]?\s*$/iu;

/**
 * The value a statement decides, if it decides one: "make it 14 days", "10 days is too long,
 * make it 7" (the decision may follow a clause that weighs the old value), "ok 20 minutes then".
 */
export function decidedIn(text: string): Value | undefined {
  for (const clause of text.split(/\s*(?:[,;:]|\s[–—-])\s+/).slice(0, 6)) {
    const lead = VALUE_DECISION.exec(clause);
    const value = lead ? parseValue(clause.slice(lead[0].length)) : undefined;
    if (value && value.index === 0) return value;
    const agreed = VALUE_AGREED.exec(clause);
    const said = agreed ? parseValue(agreed[1] ?? '') : undefined;
    if (said && said.index === 0) return said;
  }
  return undefined;
}
