import { describe, expect, it } from 'vitest';
import { classify } from './classify.js';
import { rejection } from './rejection.js';
import { draft, frs, section } from '../write/draft-test-helpers.js';

const spoken = { conversation: true, english: true };
const written = { conversation: false, english: true };

describe('a rejected idea, however it is phrased', () => {
  it.each([
    ['We agreed not to build an Android app for the pilot.', 'build an Android app'],
    ["OK so let's drop the loyalty points.", 'the loyalty points'],
    ['Fine, offline mode is off the table.', 'offline mode'],
    ['No to dark mode for now.', 'dark mode'],
    ['Auto-approval is out then.', 'Auto-approval'],
    ["Right, we're not doing a referral scheme.", 'a referral scheme'],
    ['We decided against a public API.', 'a public API'],
    ["Let's not send weekly digests.", 'send weekly digests'],
    ['Gift cards are a no-go in v1.', 'Gift cards'],
    ['Multi-currency: off the table.', 'Multi-currency'],
  ])('reads %j as rejecting %j, a non-goal and never a decision', (text, idea) => {
    expect(rejection(text)?.idea).toBe(idea);
    expect(classify(text, false, undefined, spoken).role).toBe('nongoal');
    expect(classify(text, false, undefined, written).role).toBe('nongoal');
  });

  it.each(["Let's drop that.", "Yeah, that's off the table.", 'OK, the idea is out then.'])(
    'reads %j as a reply that rejects the statement before it',
    (text) => {
      expect(rejection(text)?.back).toBe(true);
      expect(classify(text, false, undefined, spoken)).toEqual({
        role: 'chatter',
        reply: 'reject',
      });
    },
  );

  it.each([
    'Drivers drop off parcels at the depot before 9am.',
    'Customers must be able to drop a pin on the map.',
    "Let's move on to the next item.",
    'We agreed to launch the pilot in 3 stores.',
    'The app must show which items are out of stock.',
    'Payments over £500 are held for review.',
    'Drivers get a reminder when the car is parked.',
    'Show a badge when the item is out.',
    'Car status: parked.',
    "Let's not forget the CSV export for finance.",
  ])('does not read %j as a rejection', (text) => {
    expect(rejection(text)).toBeUndefined();
    expect(classify(text, false, undefined, spoken).role).not.toBe('nongoal');
  });
});

describe('rejected ideas in a transcript land under Non-goals', () => {
  const transcript = `Planning call – Lockerly (parcel lockers for apartment blocks)

Ana: Residents must be able to open their locker with a one-time code.
Ben: what if couriers could also leave parcels at the concierge desk?
Cleo: No, the concierge desks are not staffed at night and we can't track those parcels.
Ana: Couriers must get a notification when a locker is full.
Ben: I'd also like a resident rating for couriers.
Cleo: honestly, let's drop that.
Ana: And SMS alerts?
Ben: We agreed not to send SMS alerts, residents get push notifications instead.
Cleo: Fine. Locker reservations in advance are off the table too.
Ana: no to a paid express tier for now.
Ben: Residents should see a history of their deliveries.`;
  const prd = draft(transcript);
  const nonGoals = section(prd, 'Non-goals');
  const statements = frs(prd)
    .map((f) => f.statement)
    .join('\n');

  it('keeps each rejected idea under Non-goals with its wording', () => {
    expect(nonGoals).toMatch(/concierge desk\?.*rejected by Cleo/);
    expect(nonGoals).toMatch(/resident rating for couriers.*rejected by Cleo/);
    expect(nonGoals).toContain('We agreed not to send SMS alerts');
    expect(nonGoals).toContain('Locker reservations in advance are off the table too.');
    expect(nonGoals).toMatch(/[Nn]o to a paid express tier for now/);
  });

  it('makes none of them a requirement, and keeps the real requirements', () => {
    expect(statements).not.toMatch(/concierge desk|rating|SMS|reservations|express tier/i);
    expect(statements).toMatch(/one-time code/);
    expect(statements).toMatch(/locker is full/);
    expect(statements).toMatch(/history of their deliveries/);
  });

  it('reads the reason after "No," on its own, without the "No"', () => {
    expect(prd).not.toMatch(/\bNo, the concierge desks/);
  });
});

describe('rejected ideas in a written brief', () => {
  it('puts "we agreed not to…" and "X is off the table" under Non-goals, not requirements', () => {
    const prd = draft(`Pantrypal – food bank stock tracker

Volunteers must be able to log a donation in under a minute.
Coordinators should see which items run low each week.
We agreed not to track individual clients' visits.
Barcode scanning is off the table for the first release.`);
    const nonGoals = section(prd, 'Non-goals');
    expect(nonGoals).toContain("We agreed not to track individual clients' visits.");
    expect(nonGoals).toContain('Barcode scanning is off the table for the first release.');
    const statements = frs(prd)
      .map((f) => f.statement)
      .join('\n');
    expect(statements).not.toMatch(/clients' visits|barcode/i);
    expect(statements).toMatch(/log a donation/);
  });
});

describe('rejections with a reason or a label, in a timestamped call', () => {
  const prd = draft(`Roadmap review – Pawpost (pet-sitting bookings)

[00:01] **Dana:** hi everyone
[00:02] **Sam:** Owners must be able to book a sitter for a date range.
[00:03] **Lee:** could we also offer live GPS tracking of walks?
[00:04] **Dana:** GPS tracking is off the table for now, too costly.
[00:05] **Sam:** Sitters should upload a photo after each visit.
[00:08] **Sam:** We agreed not to handle payments in the app this year.
[00:09] **Lee:** insurance claims: no to that for now.
[00:10] **Dana:** Video calls with the sitter? We said no to video calls.
[00:11] **Sam:** ok thanks all`);

  it('lists each under Non-goals, reason and all, and none as a requirement', () => {
    const nonGoals = section(prd, 'Non-goals');
    expect(nonGoals).toContain('GPS tracking is off the table for now, too costly.');
    expect(nonGoals).toContain('We agreed not to handle payments in the app this year.');
    expect(nonGoals).toMatch(/Insurance claims: no to that for now\./);
    expect(nonGoals).toContain('We said no to video calls.');
    const statements = frs(prd)
      .map((f) => f.statement)
      .join('\n');
    expect(statements).not.toMatch(/GPS|payments|insurance|video/i);
    expect(statements).toMatch(/book a sitter/);
    expect(statements).toMatch(/upload a photo/);
  });
});
