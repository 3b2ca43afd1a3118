import { describe, expect, it } from 'vitest';
import { draft, frs, section } from './draft-test-helpers.js';

const criterionOf = (prd: string, words: RegExp) =>
  frs(prd).find((f) => words.test(f.statement))?.criteria ?? '';

describe('criteria for rules stated as plain sentences', () => {
  const prd = draft(`Kiteshop – rentals

Renters must be able to book a kite for a whole day.
If a renter returns a kite damaged, they pay a £40 repair fee.
Once a booking is paid, the instructor gets a text within 10 minutes.
Deposits go back to the card within 3 business days of the return.
Wetsuits come in five sizes from XS to XL.`);

  it('turns a leading condition into the "when" and the outcome into the "then"', () => {
    expect(criterionOf(prd, /repair fee/)).toBe(
      '**Given** a renter using Kiteshop, **when** a renter returns a kite damaged, **then** they pay a £40 repair fee.',
    );
    expect(criterionOf(prd, /instructor gets a text/)).toMatch(
      /\*\*when\*\* a booking is paid, \*\*then\*\* the instructor gets a text within 10 minutes\./,
    );
  });

  it('checks a stated fact as written, with the whole unit of its limit', () => {
    const deposits = criterionOf(prd, /Deposits go back/);
    expect(deposits).toContain(
      '**then** deposits go back to the card within 3 business days of the return.',
    );
    expect(deposits).not.toMatch(/\buses deposits|works as described/);
    expect(deposits).not.toMatch(/within 3 business(?! days)/);
  });

  it('never reads the condition word as the actor', () => {
    for (const f of frs(prd)) expect(f.criteria).not.toMatch(/\ban? (?:if|once) /i);
  });
});

describe('criteria read past a label', () => {
  it('takes the subject after "Hard requirement from IT:" and leaves no space before a comma', () => {
    const list = frs(
      draft(
        'Shelfscan\n\n- Hard requirement from IT: scanners have to print a label when the stock runs low, then sync the count.',
      ),
    );
    const criteria = list.map((f) => f.criteria).join('\n');
    expect(criteria).toContain('scanners print a label');
    expect(criteria).not.toMatch(/scanners prints|hard requirement from IT: scanners| ,/i);
  });

  it('reads "keep working when the Wi-Fi drops" as a quality, not a feature', () => {
    const prd = draft(
      'Shelfscan\n\n- Hard requirement from IT: scanners have to keep working when the Wi-Fi drops, queue the scans and sync later.',
    );
    expect(section(prd, 'Non-functional requirements')).toContain('scanners have to keep working');
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toContain('keep working');
  });
});
