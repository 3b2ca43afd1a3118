/**
 * Rules as data: each family of phrasings the built-in writer recognises is a table of rules,
 * each with the pattern and the sentences it must and must not match. One test
 * (rules.test.ts) runs every table, so a new phrasing is a row with its example, and a rule that
 * starts catching what it should not fails with the sentence it caught.
 */
export interface Rule {
  name: string;
  pattern: RegExp;
  /** Sentences the rule matches. */
  examples: string[];
  /** Sentences no rule of the table may match (product content that looks alike). */
  counterExamples: string[];
}

export interface RuleTable {
  name: string;
  /** What a match means, for the reader of the test's failures. */
  means: string;
  rules: Rule[];
}

/** Longer texts are never matched whole (every pattern's cost stays bounded per line). */
export const MAX_RULE_TEXT = 400;

/** The first rule of the table the text matches, if any. */
export function ruleFor(table: RuleTable, text: string): Rule | undefined {
  const line = text.trim();
  if (!line || line.length > MAX_RULE_TEXT) return undefined;
  return table.rules.find((rule) => rule.pattern.test(line));
}

export const matchesTable = (table: RuleTable, text: string): boolean =>
  ruleFor(table, text) !== undefined;

/** Whether the text matches the table's rule of this name (one rule, not the whole table). */
export function matchesRule(table: RuleTable, name: string, text: string): boolean {
  const line = text.trim();
  if (!line || line.length > MAX_RULE_TEXT) return false;
  const rule = table.rules.find((r) => r.name === name);
  if (!rule) throw new Error(`No rule "${name}" in the table of ${table.name}.`);
  return rule.pattern.test(line);
}
