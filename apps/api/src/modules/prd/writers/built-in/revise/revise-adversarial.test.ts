import { describe, expect, it } from 'vitest';
import { adversarialShapes } from '@prd/documents/testing/adversarial-text';
import { PARKLY_PRD } from '../../../../../../test/fixtures/parkly-prd.js';
import { draftOffline } from '../writer.js';
import type { PrdInput } from '../../types.js';

const base: PrdInput = {
  message: '',
  files: [],
  chunks: [],
  images: [],
  notes: [],
  previousPrd: PARKLY_PRD,
  history: [],
  now: new Date('2026-02-01T10:00:00Z'),
};

/** CPU milliseconds (the machine is shared: waiting for a core is not our cost), best of `runs`. */
function cpu(run: () => unknown, runs = 2): number {
  let best = Infinity;
  for (let n = 0; n < runs; n += 1) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** A PRD with `n` FR blocks in the shared conventions (a big previous version). */
function bigPrd(n: number): string {
  const blocks = Array.from(
    { length: n },
    (_, i) =>
      `### FR-${i + 5}: Export report ${i + 1}\n\n- **Priority:** P1 (Should)\n- **Statement:** Users should export report ${i + 1} within 15 minutes for $3.\n- **Acceptance criteria:** **Given** a user, **when** they export, **then** it takes under 15 minutes.\n- **Source:** your message\n`,
  );
  const flow = Array.from({ length: n }, (_, i) => `${i + 1}. The user exports (**FR-${i + 5}**).`);
  const sources = Array.from({ length: n }, (_, i) => `- **FR-${i + 5}:** your message`);
  return PARKLY_PRD.replace(/## 5\. Functional requirements\n/, `$&\n${blocks.join('\n')}\n`)
    .replace(/## 6\. User experience flow\n/, `$&\n${flow.join('\n')}\n`)
    .replace(/## 13\. Sources\n/, `$&\n${sources.join('\n')}\n`);
}

// The assertions are on CPU time and ratios; the wall-clock limit only stops a hang. A busy
// machine (CI beside other work, load 8) waits for a core far longer than the work takes.
const HANG_MS = 240_000;

describe('revisions stay linear on hostile input', () => {
  const small = adversarialShapes(32 * 1024);
  const large = adversarialShapes(256 * 1024);

  it(
    'classifies and revises 256 KB shapes linearly, with a previous PRD',
    () => {
      for (const [n, shape] of large.entries()) {
        const big = cpu(() => draftOffline({ ...base, message: shape.text }), 2);
        const little = cpu(() => draftOffline({ ...base, message: small[n]?.text ?? '' }), 2);
        expect(big, shape.name).toBeLessThan(4000);
        // Linear is 8x, quadratic 64x; a 25 ms floor keeps GC and timer noise out of the ratio.
        expect(big / Math.max(little, 25), shape.name).toBeLessThan(24);
      }
    },
    HANG_MS,
  );

  it(
    'crafted instructions against each edit pattern stay fast',
    () => {
      for (const message of [
        'change the x from '.repeat(20000),
        'a instead of '.repeat(20000),
        `make ${'FR-1 '.repeat(30000)}P0`,
        `set the ${'a '.repeat(60000)}to 5`,
        'the limit is now 5 '.repeat(12000),
        '$1. '.repeat(60000),
        '1-1-1-1 '.repeat(30000),
        'rename FR-1 to '.repeat(15000),
        `remove ${'FR-1, '.repeat(40000)}`,
        `x is out of scope and `.repeat(12000),
        `what ${'does '.repeat(50000)}?`,
        'Drivers now pay $4. '.repeat(12000),
      ]) {
        expect(
          cpu(() => draftOffline({ ...base, message }), 1),
          message.slice(0, 30),
        ).toBeLessThan(2000);
      }
    },
    HANG_MS,
  );

  it(
    'edits a PRD with 1,000 FRs in time linear in its size',
    () => {
      const prd1 = bigPrd(125);
      const prd8 = bigPrd(1000);
      const message =
        'change the window from 15 to 10 minutes, set the price to $4; remove FR-7 and make FR-9 P0. Rename the product to SpotOn. Users should archive reports.';
      const little = cpu(() => draftOffline({ ...base, message, previousPrd: prd1 }));
      const big = cpu(() => draftOffline({ ...base, message, previousPrd: prd8 }));
      expect(big).toBeLessThan(3000);
      expect(big / Math.max(little, 25)).toBeLessThan(24);
      const revised = draftOffline({ ...base, message, previousPrd: prd8 }).chunks.join('');
      expect(revised).not.toMatch(/### FR-7:/);
      expect(revised).toContain('### FR-1005:');
      expect(revised.slice(revised.indexOf('## 1.'))).not.toContain('15 minutes');
    },
    HANG_MS,
  );

  it('refuses a vague removal that matches many requirements', () => {
    const reply = draftOffline({
      ...base,
      message: 'remove the export reports',
      previousPrd: bigPrd(40),
    });
    expect(reply.kind).toBe('answer');
    expect(reply.chunks.join('')).toMatch(
      /matches \d+ requirements .*name the ones to remove by id/,
    );
  });
});
