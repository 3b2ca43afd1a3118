import { describe, expect, it } from 'vitest';
import { draft, frs, section } from '../write/draft-test-helpers.js';
import { splitSplice } from './requirements.js';

const BRIEF = `Tidewatch — tide and swell alerts for small harbour masters.
A harbour master picks a berth, and the app shows the next two high tides for it.
Skippers never need an account, the harbour master adds skippers from the berth list.
When the swell stays above 2 metres for more than 20 minutes, the app sends an alert.`;

describe('a brief written as prose', () => {
  const prd = draft(BRIEF);

  it('takes the line that defines the product as its summary, not as a requirement', () => {
    expect(section(prd, 'TL;DR')).toContain(
      'Tidewatch — tide and swell alerts for small harbour masters.',
    );
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).not.toContain('Tidewatch —');
  });

  it('reads two sentences joined by a comma as two requirements', () => {
    const statements = frs(prd).map((r) => r.statement);
    expect(statements).toContain('Skippers never need an account.');
    expect(statements).toContain('The harbour master adds skippers from the berth list.');
  });

  it('reads "for more than 20 minutes" in a condition as a trigger, not a minimum to enforce', () => {
    const alert = frs(prd).find((r) => /swell/.test(r.statement));
    expect(alert?.criteria).toContain('**then** the app sends an alert');
    expect(alert?.criteria).not.toMatch(/value below|refuses it/);
  });
});

describe('splitSplice', () => {
  it.each([
    ['When X happens, the app sends a note.', 1],
    ['Two days before the due date, the member gets a reminder.', 1],
    ['Someone offers a shift, a colleague claims it.', 1],
    ['Children never need a login, the teacher picks the child from the list.', 2],
    ['Drivers book a bay online, the attendant checks the plate at the gate.', 2],
  ])('%s -> %i part(s)', (text, parts) => {
    expect(splitSplice(text)).toHaveLength(parts);
  });
});

describe('acceptance criteria that do not fit the template', () => {
  it('say "to be agreed" instead of a broken sentence', () => {
    const prd = draft(`Plotbook — bookings for a community garden.
Members who don't visit their bed for 4 weeks get a reminder, and after 8 weeks the committee can give the bed to the next person.
When a bed is free, members can join a waiting list of at most 10 people.`);
    const criteria = frs(prd).map((r) => r.criteria);
    for (const c of criteria) {
      expect(c).not.toMatch(/a members who|don't using|, and, \*\*then|list of is/);
    }
    const waiting = frs(prd).find((r) => /waiting list/.test(r.statement));
    expect(waiting?.criteria).toMatch(
      /^\*\*Given\*\* a member using Plotbook, \*\*when\*\* a bed is free/,
    );
  });

  it('read "No X (reason)" as a non-goal, not a prohibition with a garbled criterion', () => {
    const prd = draft(`Plotbook — bookings for a community garden.
Members book a bed online.
No payments online (the £15 fee is paid in cash at the AGM).`);
    expect(section(prd, 'Non-goals')).toContain('No payments online');
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).not.toContain('No payments');
  });
});

describe('a brief that says what the product does in the present tense', () => {
  const prd = draft(`Shelfwise is the stock tablet for the Elm Road food bank.
Volunteers scan tins as they come in. Anything past its date shows up in red on the volunteers' list.
If the freezer is above -15°C the tablet tells the volunteer to move the food, and the coordinator gets an email.
Nothing is stored on the tablet itself: it lives in a public hall.
We'd also like a public page showing what is in stock.
We're not doing home deliveries. That's the council's job and we don't want to compete with it.`);
  const statements = frs(prd)
    .map((r) => r.statement)
    .join('\n');

  it('makes those statements requirements', () => {
    expect(statements).toMatch(/shows up in red/);
    expect(statements).toMatch(/the tablet tells the volunteer/);
    expect(statements).toMatch(/public page/);
  });

  it('keeps "nothing is stored on the tablet" as a privacy requirement and a reason as no requirement', () => {
    expect(section(prd, 'Non-functional requirements')).toMatch(/Nothing is stored on the tablet/);
    expect(statements).not.toMatch(/council's job/);
  });
});
