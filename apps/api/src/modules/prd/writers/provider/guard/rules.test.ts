import { describe, expect, it } from 'vitest';
import { MAX_RULE_TEXT, ruleFor } from '../../built-in/rules/rule.js';
import { GUARD_TABLES } from './rules.js';

// The guard's own rows, checked like the built-in's tables: each rule matches its examples and
// no rule of the table matches a counter-example.
describe.each(GUARD_TABLES.map((t) => [t.name, t] as const))(
  'guard rule table: %s',
  (_n, table) => {
    it.each(table.rules.flatMap((r) => r.examples.map((e) => [r.name, e] as const)))(
      '%s matches "%s"',
      (name, example) => {
        const rule = table.rules.find((r) => r.name === name)!;
        expect(rule.pattern.test(example), `${name}: ${example}`).toBe(true);
      },
    );

    it.each(table.rules.flatMap((r) => r.counterExamples.map((e) => [r.name, e] as const)))(
      'no rule matches the counter-example "%2$s"',
      (_rule, counter) => {
        expect(ruleFor(table, counter)?.name, counter).toBeUndefined();
      },
    );

    it('has examples and counter-examples for every rule, and reads no overlong text', () => {
      for (const rule of table.rules) {
        expect(rule.examples.length * rule.counterExamples.length, rule.name).toBeGreaterThan(0);
        expect(rule.pattern.global, rule.name).toBe(false);
      }
      const example = table.rules[0]!.examples[0]!;
      expect(ruleFor(table, `${example}${' x'.repeat(MAX_RULE_TEXT)}`)).toBeUndefined();
    });
  },
);
