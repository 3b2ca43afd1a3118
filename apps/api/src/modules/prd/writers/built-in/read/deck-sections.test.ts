import { describe, expect, it } from 'vitest';
import { draft, frs, section } from '../write/draft-test-helpers.js';

// A deck exported as text: a title per slide, plain lines, a footer on every page.
const DECK = `Parcelnest
Smart parcel lockers for apartment blocks
Board update
Internal · 1/8

Why now
Residents miss 1 in 5 deliveries because nobody is home

How it works
Courier scans the locker code and drops the parcel
Resident gets a one-time PIN by text
Internal · 2/8

Not doing
No refrigerated compartments
Internal · 3/8

Buyers
Property managers who run 50+ flats

Targets
Missed deliveries down from 20% to 5% by month 3
Internal · 4/8

Safety
Doors stay locked during a power cut
Internal · 5/8`;

describe('a slide deck as text', () => {
  const prd = draft(DECK);

  it('ends a section at the next slide title, even one the tables do not name', () => {
    const nonGoals = section(prd, 'Non-goals');
    expect(nonGoals).toContain('No refrigerated compartments');
    expect(nonGoals).not.toMatch(/Property managers|Missed deliveries|Doors stay locked/);
  });

  it('reads "How it works", "Buyers", "Targets" and "Safety" as the sections they are', () => {
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).toMatch(/Courier scans the locker code/);
    expect(section(prd, 'Personas and user stories')).toMatch(/Property managers/);
    expect(section(prd, 'Problem and goals')).toMatch(/down from 20% to 5% by month 3/);
    expect(section(prd, 'Non-functional requirements')).toContain(
      'Doors stay locked during a power cut.',
    );
  });

  it('keeps footers and slide titles out of the requirements', () => {
    const statements = frs(prd)
      .map((r) => r.statement)
      .join('\n');
    expect(statements).not.toMatch(/Internal|Why now|Targets|Buyers/);
  });
});

// A long brief with plain section titles, one of them ending in a word that usually goes on.
const BRIEF = `Coldtrack — temperature logging for pharmacy fridges

What Coldtrack is
A sensor in each fridge reports the temperature every 5 minutes. Pharmacists see every fridge on one screen.

People
- Pharmacists: about 40 across 9 branches.
- Area managers: review the weekly report.

Non-functional
- Readings kept in the sensor for at least 12 hours when the network is down.

Success
- Spoiled vaccine stock down from £30,000 to under £5,000 a year.`;

describe('a brief with plain section titles', () => {
  const prd = draft(BRIEF);

  it('does not join a title line to the sentence under it', () => {
    expect(prd).not.toContain('What Coldtrack is A sensor');
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).toMatch(/^A sensor in each fridge/m);
  });

  it('reads People as personas, Non-functional as qualities and Success as the measure', () => {
    expect(section(prd, 'Personas and user stories')).toMatch(/Area managers/);
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).not.toMatch(/Pharmacists: about 40|12 hours|£5,000/);
    expect(section(prd, 'Non-functional requirements')).toContain('at least 12 hours');
    expect(section(prd, 'Problem and goals')).toContain('under £5,000 a year');
    expect(section(prd, 'Success metrics')).not.toContain('at least 12 hours');
  });
});
