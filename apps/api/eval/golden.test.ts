import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrdWriter } from '../src/modules/prd/writers/types.js';
import { CASES } from './cases/index.js';
import { runEval } from './harness.js';

/** A writer that returns a hand-written PRD: the faithful answer a case expects. */
function fixed(markdown: string): PrdWriter {
  return {
    name: 'fixture',
    async *reply() {
      yield { type: 'plan', kind: 'prd', intent: 'draft' };
      yield { type: 'text', delta: markdown };
    },
  };
}

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.prd.md`), 'utf8');

// One per case (a conversation's replacement PRD beside it, "<case>-replacement").
const FIXTURES = readdirSync(path.join(import.meta.dirname, 'fixtures')).map((f) =>
  f.replace(/\.prd\.md$/, ''),
);

it('has a faithful PRD for every case', () => {
  expect(CASES.every((c) => FIXTURES.includes(c.name))).toBe(true);
});

// The cases ask for what a faithful PRD has, no more: hand-written PRDs pass them whole (the
// provider's bar: Spanish in Spanish), and lose exactly the points of what is taken out.
describe.each(CASES.filter((c) => !c.followUps?.length).map((c) => c.name))(
  'the %s case',
  (name) => {
    const evalCase = CASES.find((c) => c.name === name)!;

    it('is passed in full by a faithful PRD', async () => {
      const result = await runEval(fixed(fixture(name)), 'provider', [evalCase]);
      expect(result.scores[0]?.problems).toEqual([]);
      expect(result.missed).toEqual([]);
    });
  },
);

describe('a faithful PRD with faults put in', () => {
  it('loses the non-goal, gains chatter and a stale date', async () => {
    const evalCase = CASES.find((c) => c.name === 'meeting-transcript')!;
    const broken = fixture('meeting-transcript')
      .replace('- SMS notifications (not in this release).\n', '')
      .replace('### FR-3: Push notifications', '### FR-3: Tom: sounds good')
      .replace('1. Pilot on April 20 in 3 restaurants.', '1. Ship on March 30.');
    const [score] = (await runEval(fixed(broken), 'provider', [evalCase])).scores;
    expect(score?.problems).toEqual([
      'missing non-goal: no SMS in this release (Non-goals)',
      'missing fact: pilot on April 20 in 3 restaurants (Milestones)',
      'chatter: "sounds good"',
      'stale: the superseded March 30 date as the plan',
      'chatter: a speaker label in a requirement',
    ]);
  });
});
