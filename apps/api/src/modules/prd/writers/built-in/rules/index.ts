import { FOLLOW_UP_TABLES } from './follow-ups.js';
import { INSTRUCTIONS } from './instructions.js';
import { NAME_STATEMENTS } from './names.js';
import { NON_PRODUCT } from './non-product.js';
import { PRODUCT_RULES } from './product.js';
import { PROSE } from './prose.js';
import type { RuleTable } from './rule.js';
import { EXCLUSIONS, THEIR_NUMBERS } from './scope.js';
import { TALK } from './talk.js';

export { matchesRule, matchesTable, ruleFor, type RuleTable } from './rule.js';
export { statedName } from './names.js';
export { stripChrome } from './non-product.js';
export { withoutRequest } from './instructions.js';
export { EXCLUSIONS, INSTRUCTIONS, NON_PRODUCT, PRODUCT_RULES, PROSE, TALK, THEIR_NUMBERS };

/** Every table, for the one test that runs them all. */
export const TABLES: RuleTable[] = [
  INSTRUCTIONS,
  NON_PRODUCT,
  EXCLUSIONS,
  THEIR_NUMBERS,
  NAME_STATEMENTS,
  TALK,
  PROSE,
  PRODUCT_RULES,
  ...FOLLOW_UP_TABLES,
];
