import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrdWriter } from '../../src/modules/prd/writers/types.js';
import { CASES } from '../cases/index.js';
import { scripted } from '../dev/faithful.js';
import { DEV } from '../dev/index.js';
import { caseSet, runEval, selectCases } from '../harness.js';
import { CONVERSATIONS } from './conversations.js';
import { HELDOUT } from './index.js';

// The held-out set is checked here for its own soundness only: the writer's figures on it are
// reported by `EVAL_SET=heldout npm run eval`, never asserted (README.md).

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

describe('the held-out set', () => {
  it('has first messages and conversations of its own, none of another set', () => {
    const names = HELDOUT.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(28);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => [...CASES, ...DEV].some((c) => c.name === n))).toEqual([]);
    expect(HELDOUT.filter((c) => c.followUps?.length).map((c) => c.name)).toEqual(
      Object.keys(CONVERSATIONS),
    );
  });

  it('is picked by EVAL_SET=heldout, not gated, and refuses an unknown set', () => {
    expect(caseSet(undefined)).toMatchObject({ name: 'golden', cases: CASES, gated: true });
    expect(caseSet('heldout')).toMatchObject({ name: 'heldout', cases: HELDOUT, gated: false });
    expect(selectCases('heldout-jira-ticket', caseSet('heldout').cases)).toHaveLength(1);
    expect(() => caseSet('all')).toThrow('EVAL_SET must be golden, dev or heldout');
  });

  // Fair: a faithful hand-written PRD (a good PM's) passes every case whole, follow-ups too.
  it.each(HELDOUT.map((c) => c.name))('%s is passed in full by a faithful PRD', async (name) => {
    const evalCase = HELDOUT.find((c) => c.name === name)!;
    const build = CONVERSATIONS[name];
    const writer = build ? scripted(build(evalCase, fixture(name))) : fixed(fixture(name));
    const result = await runEval(writer, 'provider', [evalCase]);
    expect(result.scores[0]?.problems).toEqual([]);
    const turns = evalCase.followUps?.length ?? 0;
    expect(result.totals.followUps).toEqual({ found: turns, total: turns });
  });

  // The second part: a stale value, a cut made a requirement, chrome kept, a renumbered table.
  it.each([
    [
      'heldout-fresh-meet-transcript',
      'at most three items per booking',
      'up to five items per booking',
      ['stale: the superseded five-item limit'],
    ],
    [
      'heldout-fresh-slack-thread',
      '### FR-6: Calendar',
      '### FR-7: Parking\n\n- **Statement:** Employees book a parking space with their desk.\n\n### FR-6: Calendar',
      ['other: non-goal made a requirement: parking spaces'],
    ],
    [
      'heldout-fresh-deck-claims',
      'WCAG 2.1 AA.',
      'WCAG 2.1 AA. Confidential – do not distribute 6 / 9',
      ['chatter: the footer', 'chatter: a page number'],
    ],
    [
      'heldout-fresh-pasted-prd-table',
      '(Q4 2026): Launch',
      '(Q3 2026): Launch',
      ['missing fact: launch to all schools in Q4 (Milestones)', 'stale: the old Q3 launch'],
    ],
  ])('%s: catches a wrong edit of its faithful PRD', async (name, from, to, problems) => {
    const evalCase = HELDOUT.find((c) => c.name === name)!;
    const wrong = fixture(name).replace(from, to);
    expect(wrong).not.toBe(fixture(name));
    const [score] = (await runEval(fixed(wrong), 'provider', [evalCase])).scores;
    expect(score?.problems).toEqual(problems);
  });

  it('catches a competitor price as a goal and the card typed into the tablet', async () => {
    const competitor = HELDOUT.find((c) => c.name === 'heldout-competitor-comparison')!;
    const priced = fixture(competitor.name).replace(
      '- **G-2:** Monthly churn',
      '- **G-3:** Price at $29.99/mo like Booksy.\n- **G-2:** Monthly churn',
    );
    const [a] = (await runEval(fixed(priced), 'provider', [competitor])).scores;
    expect(a?.problems).toEqual(["other: a competitor's price as our goal or requirement"]);

    const card = HELDOUT.find((c) => c.name === 'heldout-card-constraint')!;
    const typed = fixture(card.name).replace(
      'the server gets a clear error and the bill stays open.',
      'the server types the card number into the tablet.',
    );
    const [b] = (await runEval(fixed(typed), 'provider', [card])).scores;
    expect(b?.problems).toEqual([
      'missing fact: reader offline: clear error, bill stays open (Functional requirements)',
      'other: the tablet takes the card number',
      'other: typing the card into the tablet as a fallback',
    ]);
  });
});
