import { describe, expect, it } from 'vitest';
import { CASES } from '../cases/index.js';
import { caseSet, runEval, selectCases } from '../harness.js';
import { HELDOUT } from '../heldout/index.js';
import type { EvalCase } from '../types.js';
import { DEV } from './index.js';
import { fixed, readFixture, scripted, swap } from './faithful.js';
import { CONVERSATIONS } from './conversations.js';

// The dev set is checked here for its own soundness only: the writer's figures on it are
// reported by `EVAL_SET=dev npm run eval`, never asserted.

const fixture = (name: string) => readFixture(import.meta.dirname, name);
const named = (name: string) => DEV.find((c) => c.name === name)!;

/** A faithful run of a case: its hand-written PRD, then its follow-ups' hand-written replies. */
function faithful(c: EvalCase) {
  const v1 = fixture(c.name);
  const build = CONVERSATIONS[c.name];
  return build ? scripted(build(c, v1)) : fixed(v1);
}

describe('the dev set', () => {
  it('has cases of its own, none of the golden or held-out sets', () => {
    const names = DEV.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(41);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => [...CASES, ...HELDOUT].some((c) => c.name === n))).toEqual([]);
    expect(DEV.filter((c) => c.followUps?.length).map((c) => c.name)).toEqual(
      Object.keys(CONVERSATIONS),
    );
  });

  it('is picked by EVAL_SET=dev, not gated', () => {
    expect(caseSet('dev')).toMatchObject({ name: 'dev', cases: DEV, gated: false });
    expect(selectCases('dev-call-transcript', caseSet('dev').cases)).toHaveLength(1);
    expect(() => caseSet('all')).toThrow('EVAL_SET must be golden, dev or heldout');
  });

  // Fair: a faithful hand-written PRD (a good PM's) passes every case whole, follow-ups too.
  it.each(DEV.map((c) => c.name))('%s is passed in full by a faithful PRD', async (name) => {
    const c = named(name);
    const result = await runEval(faithful(c), 'provider', [c]);
    expect(result.scores[0]?.problems).toEqual([]);
    expect(result.totals.followUps).toEqual({
      found: c.followUps?.length ?? 0,
      total: c.followUps?.length ?? 0,
    });
  });

  it('catches a cut made a requirement, a stale value and chatter', async () => {
    const cuts = named('dev-scope-cuts');
    const desktop = swap(
      fixture(cuts.name),
      '## 6. ',
      '### FR-5: Desktop app\n\n- **Priority:** P2 (Could)\n- **Statement:** A desktop app for Windows and macOS.\n\n## 6. ',
    ).replace('- A desktop app.\n', '');
    const [a] = (await runEval(fixed(desktop), 'provider', [cuts])).scores;
    expect(a?.problems).toEqual([
      'missing non-goal: no desktop app (Non-goals)',
      'other: non-goal made a requirement: desktop app',
    ]);

    const slack = named('dev-slack-export');
    const stale = swap(
      fixture(slack.name),
      'One trolley picks up to 4 orders at once.',
      'One trolley picks up to 6 orders at once.\n- **Acceptance criteria:** [Jakub Nowak 10:10] yes, up to 6 orders per trolley',
    );
    const [b] = (await runEval(fixed(stale), 'provider', [slack])).scores;
    expect(b?.problems).toEqual([
      'stale: the superseded 6 orders per trolley',
      'chatter: a timestamp',
    ]);
  });

  it('catches a translation done instead of declined, and an uploaded table renumbered', async () => {
    const scope = named('dev-conv-scope');
    const replies = CONVERSATIONS[scope.name]!(scope, fixture(scope.name));
    const translate = scope.followUps![2]!.message;
    replies.set(translate, { ...replies.get(scope.followUps![1]!.message)!, changes: [] });
    const [a] = (await runEval(scripted(replies), 'provider', [scope])).scores;
    expect(a?.problems).toEqual([
      'follow-up 3 "translate this to Spanish": intent revise, expected format|question|smalltalk; kind prd, expected answer; the reply is a PRD; 2213 characters, expected at most 600; does not mention /spanish|español|translat/',
    ]);

    const uploaded = named('dev-uploaded-prd');
    const renumbered = fixture(uploaded.name).replace(/### CS-0(\d)/g, '### FR-$1');
    const run = scripted(CONVERSATIONS[uploaded.name]!(uploaded, fixture(uploaded.name)));
    const first = (await runEval(fixed(renumbered), 'provider', [{ ...uploaded, followUps: [] }]))
      .scores[0];
    expect(first?.problems).toContain('raw Markdown has: the table ids renumbered as FR-n');
    expect(first?.problems).toContain(
      'missing fact: CS-02 kept: at most 2 future bookings, Must (Anywhere)',
    );
    expect((await runEval(run, 'provider', [uploaded])).scores[0]?.problems).toEqual([]);
  });

  it('catches, in the later cases, a superseded value, a competitor feature, a High made Low and SMS left in', async () => {
    const zoom = named('dev-more-zoom-transcript');
    const fourHours = swap(
      fixture(zoom.name),
      'Shifts are three hours at most.',
      'Shifts are four hours.',
    ).replace('set up longer than three hours', 'set up longer than four hours');
    const [a] = (await runEval(fixed(fourHours), 'provider', [zoom])).scores;
    expect(a?.problems).toEqual([
      'missing fact: shifts are three hours at most (Functional requirements | Non-functional requirements)',
      'stale: the superseded four-hour shifts',
    ]);

    const interviews = named('dev-more-interview-summary');
    const translate = swap(
      fixture(interviews.name),
      '## 6. ',
      '### FR-9: Message translation\n\n- **Priority:** P2 (Could)\n- **Statement:** A translate button on every message, as HelloTalk has (P3).\n\n## 6. ',
    );
    const [b] = (await runEval(fixed(translate), 'provider', [interviews])).scores;
    expect(b?.problems).toEqual([
      'other: non-goal made a requirement: message translation',
      'chatter: a participant tag',
    ]);

    const table = named('dev-more-word-table');
    const low = swap(
      fixture(table.name),
      /(### REQ-03: Accept by reply\n\n- \*\*Priority:\*\*) P0 \(High\)/,
      '$1 P2 (Low)',
    );
    const [c] = (await runEval(fixed(low), 'provider', [table])).scores;
    expect(c?.problems).toEqual([
      'missing fact: REQ-03 kept: 20 minutes to reply YES, High (Anywhere)',
    ]);

    const vets = named('dev-more-conv-reminders');
    const replies = CONVERSATIONS[vets.name]!(vets, fixture(vets.name));
    const [hours, sms] = vets.followUps!.map((t) => t.message);
    replies.set(sms!, { ...replies.get(hours!)!, changes: ['Removed the SMS requirement.'] });
    const [d] = (await runEval(scripted(replies), 'provider', [vets])).scores;
    expect(d?.problems[0]).toMatch(
      /^follow-up 2 "remove the SMS requirement": .*still there: SMS still required/,
    );
  });
});
