import { describe, expect, it } from 'vitest';
import type { PrdWriter } from '../src/modules/prd/writers/types.js';
import { CASES } from './cases/index.js';
import { runEval } from './harness.js';
import { formatSideBySide } from './report-side.js';

/** A writer whose every reply is the same short, faithful-looking answer. */
const oneLine = (name: string, text: string): PrdWriter => ({
  name,
  async *reply() {
    yield { type: 'plan', kind: 'prd', intent: 'draft' };
    yield { type: 'text', delta: text };
  },
});

const cases = CASES.filter((c) => ['conflicts', 'prohibitions'].includes(c.name));

describe('the side-by-side report', () => {
  it("puts each writer's totals and bar in its own columns, then what each missed", async () => {
    const a = await runEval(
      oneLine('a', '# Fleetly: Product Requirements Document\n'),
      'offline',
      cases,
    );
    const b = await runEval(oneLine('b', 'Hello!'), 'provider', cases);
    const report = formatSideBySide('golden', [
      { label: 'built-in', result: a },
      { label: 'provider (x, y)', result: b },
    ]);
    const lines = report.split('\n');
    expect(lines[0]).toBe(
      'Evaluation on the golden set (2 cases): built-in beside provider (x, y)',
    );
    // The cells of the table row whose first cell is `label`.
    const cells = (label: string) =>
      lines
        .map((l) => l.split('|').map((c) => c.trim()))
        .find((row) => row.length > 1 && row[0] === label)!;
    expect(cells('')).toEqual(['', 'built-in', 'bar', 'provider (x, y)', 'bar']);
    expect(cells('facts in the right section')).toEqual([
      'facts in the right section',
      `0/${a.totals.facts.total} (0%)`,
      '>= 85%',
      `0/${b.totals.facts.total} (0%)`,
      '>= 90%',
    ]);
    expect(cells('slowest case (ms)').slice(2)).toEqual([
      '<= 5000',
      String(b.totals.maxCaseMillis),
      '<= 600000',
    ]);
    expect(cells('shape failures')[3]).toBe('conflicts, prohibitions');
    // Each writer's missed thresholds, in words, on its own line.
    expect(a.missed.length).toBeGreaterThan(0);
    expect(lines).toContain(`built-in: MISSED: ${a.missed.join('; ')}`);
    expect(lines).toContain(`provider (x, y): MISSED: ${b.missed.join('; ')}`);
    // One line per case with both writers, then each writer's problems.
    expect(cells('conflicts')).toEqual([
      'conflicts',
      `facts 0/${a.scores[0]!.facts.total}, follow-ups -, ${a.scores[0]!.problems.length} missed`,
      `facts 0/${b.scores[0]!.facts.total}, follow-ups -, ${b.scores[0]!.problems.length} missed`,
    ]);
    expect(report).toContain('What each case missed (provider (x, y)):');
    expect(report).toContain(`    ${b.scores[1]!.problems[0]}`);
  });

  it('says PASSED for a writer that meets every threshold', async () => {
    const a = await runEval(oneLine('a', 'Hi'), 'offline', cases);
    const passed = { ...a, missed: [] };
    const report = formatSideBySide('dev', [
      { label: 'one', result: passed },
      { label: 'two', result: a },
    ]);
    expect(report).toContain('one: PASSED: every threshold is met.');
    expect(report).toContain('two: MISSED: ');
  });
});
