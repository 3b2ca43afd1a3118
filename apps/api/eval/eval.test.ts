import { describe, expect, it } from 'vitest';
import { createOfflineWriter } from '../src/modules/prd/writers/built-in/writer.js';
import { CASES } from './cases/index.js';
import { runEval, selectCases } from './harness.js';
import { formatReport } from './report.js';
import { belowFloor, missedThresholds, OFFLINE_FLOOR, THRESHOLDS } from './thresholds.js';

describe('the golden set', () => {
  it('has at least 14 varied first messages and the follow-ups of every intent', () => {
    const names = CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CASES.length).toBeGreaterThanOrEqual(14);
    const intents = new Set(
      CASES.flatMap((c) => c.followUps ?? []).flatMap((t) => [t.expect.intent].flat()),
    );
    expect([...intents].sort()).toEqual(['format', 'question', 'replace', 'revise', 'smalltalk']);
    const long = CASES.find((c) => c.name === 'long-transcript')!;
    expect(long.input.message.length).toBeGreaterThanOrEqual(100_000);
    expect(CASES.filter((c) => c.input.chunks?.length && !c.input.message)).toHaveLength(2);
    const nonGoals = CASES.flatMap((c) => c.expect.facts).filter((f) => f.kind === 'non-goal');
    expect(nonGoals.length).toBeGreaterThanOrEqual(15);
  });

  it('runs only the cases asked for, and refuses unknown ones', () => {
    expect(selectCases('one-liner,conflicts').map((c) => c.name)).toEqual([
      'one-liner',
      'conflicts',
    ]);
    expect(() => selectCases('nope')).toThrow('Unknown eval cases: nope');
  });
});

describe('the built-in writer', () => {
  // The writer meets every threshold of docs/eval.md; CI also holds it to today's measured floor
  // (higher than some thresholds) so that no change makes it worse, and checks the report names
  // any threshold missed, so `npm run eval` tells the truth.
  it('meets every threshold and scores at least its floor', async () => {
    const result = await runEval(createOfflineWriter(), 'offline');
    const report = formatReport(
      'offline',
      result.scores,
      result.totals,
      THRESHOLDS.offline,
      result.missed,
    );
    expect(belowFloor(result.totals, OFFLINE_FLOOR), report).toEqual([]);
    expect(result.missed).toEqual(missedThresholds(result.totals, THRESHOLDS.offline));
    for (const miss of result.missed) expect(report).toContain(miss);
    expect(result.missed, report).toEqual([]);
  });
});
