import { describe, expect, it } from 'vitest';
import { draft, frs, section } from './draft-test-helpers.js';

describe('what a call decides becomes requirements, what it tells does not', () => {
  const prd = draft(`Standup – Slotbox (click-and-collect for a garden centre)

Mira: Last spring a pickup was agreed by phone and nobody wrote it down.
Olu: the basic flow is: a customer picks a collection slot, pays, and gets a QR code.
Mira: yes, that's the must-have.
Kofi: We should also offer gift wrapping.
Mira: that's a nice-to-have.
Olu: An order only ships after the payment clears.
Kofi: for reminders I'd say email.
Olu: email lands in spam half the time.
Mira: SMS reminders then.
Kofi: I said we could open in May, but the till integration pushes it.
Olu: Customers must be able to cancel a slot up to 2 hours before.
Mira: can we refund in store credit? Legal needs to confirm that.
Mira: action items then.
- Kofi: ask the till vendor for API docs`);
  const list = frs(prd);
  const find = (words: RegExp) => list.find((f) => words.test(f.statement));

  it('promotes a statement a reply ranks (that is the must-have, a nice-to-have)', () => {
    expect(find(/collection slot, pays/)?.priority).toBe('P0');
    expect(find(/gift wrapping/)?.priority).toBe('P2');
    expect(list.map((f) => f.statement).join('\n')).not.toMatch(/must-have|nice-to-have/i);
  });

  it('keeps a choice made at the end of a discussion ("SMS reminders then")', () => {
    expect(find(/^SMS reminders\.$/)?.priority).toBe('P0');
    expect(list.map((f) => f.statement).join('\n')).not.toMatch(/action items/i);
  });

  it('reads a rule stated without a modal ("only ships after …")', () => {
    expect(find(/only ships after the payment clears/)).toBeDefined();
  });

  it('leaves reported speech, past events and owed answers out of the requirements', () => {
    const statements = list.map((f) => f.statement).join('\n');
    expect(statements).not.toMatch(/I said|open in May|agreed by phone|Legal needs/);
    expect(section(prd, 'Milestones')).toMatch(/Legal needs to confirm that/);
    expect(find(/cancel a slot up to 2 hours/)?.priority).toBe('P0');
  });
});

describe('what a call names as the core of the product', () => {
  it('is a P0 requirement in its own words, without the lead-in', () => {
    const prd = draft(`Tablo sync

Dev: morning all
Rosa: so the heart of Tablo: diners reserve a table from the restaurant's page, staff confirm it, the guest gets a reminder.
Dev: and the owner sees tonight's covers on one screen, right?
Rosa: yes.`);
    const core = frs(prd).find((f) => /diners reserve a table/i.test(f.statement));
    expect(core?.priority).toBe('P0');
    expect(core?.statement).toBe(
      "Diners reserve a table from the restaurant's page, staff confirm it, the guest gets a reminder.",
    );
    expect(core?.criteria).toContain("the diner reserves a table from the restaurant's page");
  });
});

describe('what only looks like a decision', () => {
  it('keeps "perfect then" chatter and a shipping rule with a date a requirement', () => {
    const prd = draft(`Crateful call

Ana: Sellers must ship orders placed before 1 December within 2 days.
Ben: perfect then.
Ana: the first version goes live on 3 March.`);
    const statements = frs(prd)
      .map((f) => f.statement)
      .join('\n');
    expect(statements).toMatch(/Sellers must ship orders placed before 1 December/);
    expect(statements).not.toMatch(/Perfect/i);
    expect(section(prd, 'Milestones')).toMatch(/goes live on 3 March/);
  });
});
