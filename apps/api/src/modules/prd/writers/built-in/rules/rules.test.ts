import { describe, expect, it } from 'vitest';
import { MAX_RULE_TEXT, ruleFor } from './rule.js';
import { stripChrome, TABLES } from './index.js';

// Every table's rules with their examples: a rule matches each of its examples, and no rule of
// the table matches any counter-example of the table (product content that looks alike).
describe.each(TABLES.map((t) => [t.name, t] as const))('rule table: %s', (_name, table) => {
  it('has named rules, each with examples and counter-examples', () => {
    const names = table.rules.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of table.rules) {
      expect(rule.examples.length, rule.name).toBeGreaterThan(0);
      expect(rule.counterExamples.length, rule.name).toBeGreaterThan(0);
      expect(rule.pattern.global || rule.pattern.sticky, rule.name).toBe(false);
    }
  });

  it.each(table.rules.flatMap((r) => r.examples.map((e) => [r.name, e] as const)))(
    '%s matches "%s"',
    (name, example) => {
      const rule = table.rules.find((r) => r.name === name)!;
      expect(rule.pattern.test(example.trim()), `${name}: ${example}`).toBe(true);
    },
  );

  it.each(table.rules.flatMap((r) => r.counterExamples.map((e) => [r.name, e] as const)))(
    'no rule matches the counter-example "%2$s"',
    (_rule, counter) => {
      expect(ruleFor(table, counter)?.name, counter).toBeUndefined();
    },
  );

  it('reads no text longer than its limit (each match costs a bounded amount)', () => {
    const example = table.rules[0]!.examples[0]!;
    expect(ruleFor(table, `${example}${' x'.repeat(MAX_RULE_TEXT)}`)).toBeUndefined();
  });
});

describe('stripChrome', () => {
  it.each([
    ['Shift swaps go live on Monday :tada: :tada:', 'Shift swaps go live on Monday'],
    ['- 🎯 Managers approve swaps 👍', '- Managers approve swaps'],
    ['Offers expire after 15 minutes (edited)', 'Offers expire after 15 minutes'],
    ['  - indented item :rocket:', '  - indented item'],
    ['[crosstalk] — sorry, go on.', ' — sorry, go on.'],
    ['Yes (laughs) we need the export', 'Yes we need the export'],
  ])('%s', (line, expected) => {
    expect(stripChrome(line)).toBe(expected);
  });

  it('keeps times, ratios and labels', () => {
    for (const line of ['Start at 10:30:45', 'Ratio 3:1:2', 'Note: keep it', 'Plan (v2) costs $5'])
      expect(stripChrome(line)).toBe(line);
  });
});
