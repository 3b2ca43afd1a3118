import { describe, expect, it } from 'vitest';
import { runOnClauses } from './run-on.js';

/** CPU milliseconds, best of two (the machine is shared: waiting for a core is not our cost). */
function cpu(run: () => unknown): number {
  let best = Infinity;
  for (let n = 0; n < 2; n += 1) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('a run-on sentence', () => {
  it('is cut where a new thought opens, without its openers', () => {
    const memo =
      'so the app lets volunteers sign up for a clean, um and they need to tick the safety briefing before the day, and then on the day the leader checks people in on their phone, no paper forms, oh and we are not doing donations in the app, timeline I would like to pilot it in May';
    expect(runOnClauses(memo)).toEqual([
      'The app lets volunteers sign up for a clean',
      'They need to tick the safety briefing before the day',
      'On the day the leader checks people in on their phone, no paper forms',
      'We are not doing donations in the app',
      'Timeline: I would like to pilot it in May',
    ]);
  });

  it('stays linear on a hostile run of openers with nothing after them', () => {
    const shape = (n: number) => `a, b, c, d, e${', and then oh and um so'.repeat(n)}`;
    const little = cpu(() => runOnClauses(shape(1_000)));
    const big = cpu(() => runOnClauses(shape(8_000)));
    // 8x the input: linear is 8x, quadratic 64x; a 25 ms floor keeps timer and GC noise out.
    expect(big / Math.max(little, 25)).toBeLessThan(24);
    expect(big).toBeLessThan(4000);
  });
});
