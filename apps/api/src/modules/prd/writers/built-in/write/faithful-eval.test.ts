import { describe, expect, it } from 'vitest';
import { draft, frs, section, title } from './draft-test-helpers.js';

/** Numbers in the output come from the input (or sit on an _Assumption_ line). */
function numbersNotIn(prd: string, input: string): string[] {
  const body = prd.replace(/^- \*\*(?:Version|Date):\*\*.*$/gm, '');
  return [...body.matchAll(/\d+(?:\.\d+)?/g)]
    .map((m) => m[0])
    .filter((n) => !input.includes(n))
    .filter((n) => !new RegExp(`_Assumption:?_.*\\b${n}\\b`).test(prd));
}

describe('the built-in writer stays faithful', () => {
  it('does not invent a percentage in a time-limit criterion', () => {
    const input =
      'Tidepool\nSkippers must be able to cancel a booking within 2 hours of making it.';
    const fr = frs(draft(input)).find((f) => f.statement.includes('cancel'));
    expect(fr?.criteria).toContain('within 2 hours');
    expect(fr?.criteria).not.toMatch(/%/);
    expect(numbersNotIn(fr?.criteria ?? '', input)).toEqual([]);
  });

  it('reads a non-goal heading with a release qualifier and a trailing remark', () => {
    const prd = draft(`Fernlog — scope

In this release
- Log a plant's watering date
- Remind owners when a plant is due

Not doing in v1 - we agreed to keep this tight
- Social sharing of plant photos
- Selling seeds in the app`);
    const nonGoals = section(prd, 'Non-goals');
    expect(nonGoals).toMatch(/social sharing/i);
    expect(nonGoals).toMatch(/selling seeds/i);
    const statements = frs(prd).map((f) => f.statement);
    expect(statements.join('\n')).not.toMatch(/social sharing|selling seeds/i);
    expect(statements.some((s) => /watering date/.test(s))).toBe(true);
  });

  it('lists two teams demanding different durations or launch dates as conflicts', () => {
    const prd = draft(`Harbourline – ferry ticketing

Ops (Ravi): tickets must stay valid for 3 days after purchase.
Finance (Mei): each ticket must expire after 12 hours, auditors insist.
Marketing (Ola): we told the council that Harbourline launches on June 3.
Legal (Ben): Harbourline cannot launch before the accessibility review, which ends in October.`);
    const conflicts = section(prd, 'Open questions').split('### Conflicts and decisions needed')[1];
    expect(conflicts).toMatch(/3 days.*12 hours|12 hours.*3 days/);
    expect(conflicts).toMatch(/June 3/);
    expect(conflicts).toMatch(/October/);
    expect(conflicts).toContain('decide which applies');
    // Different teams: neither side silently wins, both stay in the draft.
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join(' ') + section(prd, 'Non-functional requirements'),
    ).toMatch(/3 days[\s\S]*12 hours|12 hours[\s\S]*3 days/);
  });

  it('makes what people do (no modal verb) requirements, one per actor clause', () => {
    const prd = draft(
      'Sitterly, a babysitting app. Parents request a sitter for an evening (3 to 6 hours), drivers are vetted by the agency, and the parent can rate each sitter afterwards.',
    );
    const statements = frs(prd).map((f) => f.statement);
    expect(statements).toContain('Parents can request a sitter for an evening (3 to 6 hours).');
    expect(statements).toContain('Drivers are vetted by the agency.');
    expect(statements).toContain('The parent can rate each sitter afterwards.');
  });

  it('reads a bare verb after a plural actor even when it doubles as a noun', () => {
    const statements = frs(draft('Ferrydesk\nPatients order repeat prescriptions in the app.')).map(
      (f) => f.statement,
    );
    expect(statements).toContain('Patients can order repeat prescriptions in the app.');
  });

  it('keeps a request made only in a quoted earlier email', () => {
    const prd = draft(`From: Noor Haddad <noor@example.com>
Sent: Tuesday, 3 March 2026 11:00
Subject: RE: Bikeshed app

Agreed, we call it Spokehub.

> From: Lee Park
> Sent: Monday, 2 March 2026 09:00
> Riders must be able to lock a bike from the app.
> Agreed, we call it Spokehub.`);
    const statements = frs(prd).map((f) => f.statement);
    expect(statements).toContain('Riders must be able to lock a bike from the app.');
  });

  it('takes the product name after a meeting label in a transcript title', () => {
    const prd = draft(`Design review — Tidewatch (harbour tide alerts)
Ana: skippers must get an alert two hours before low tide.
Bo: agreed.`);
    expect(title(prd)).toBe('Tidewatch');
  });

  it("in a call, a speaker's own need is no requirement and '- Name: task' is an action", () => {
    const prd = draft(`Dockside sync
Ana: drivers must see their loading bay on arrival.
Bo: cool. lol I'll need a bigger monitor for this.
Ana: wrap up.
- Bo: check the gate API limits
- Cy: send the bay map to ops`);
    const statements = frs(prd)
      .map((f) => f.statement)
      .join('\n');
    expect(statements).toMatch(/loading bay/);
    expect(statements).not.toMatch(/monitor|gate API|bay map/);
    const actions = section(prd, 'Milestones');
    expect(actions).toMatch(/check the gate API limits/);
    expect(actions).toMatch(/send the bay map to ops/);
  });

  it('keeps the line above a list with each short item (a plan and its limits)', () => {
    const statements = frs(
      draft(`Gardenly – tiers

Seedling – €4 a month
- 2 gardens
- Weekly tips

Orchard – €9 a month
- Unlimited gardens`),
    ).map((f) => f.statement);
    expect(statements).toContain('Seedling – €4 a month: 2 gardens.');
    expect(statements).toContain('Orchard – €9 a month: Unlimited gardens.');
  });

  it('reads what people do after the dash of a one-line brief', () => {
    const statements = frs(
      draft('Lendly – tenants borrow tools from each other and return them within a week'),
    ).map((f) => f.statement);
    expect(statements).toContain(
      'Tenants can borrow tools from each other and return them within a week.',
    );
  });
});
