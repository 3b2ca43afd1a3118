import { describe, expect, it } from 'vitest';
import { draft, frs, section } from './draft-test-helpers.js';

const statements = (prd: string) =>
  frs(prd)
    .map((f) => f.statement)
    .join('\n');

describe('what a brief states in plain sentences lands in its section', () => {
  const prd = draft(`Toolshed – a tool library for Harbour Street

Members borrow tools for a small yearly fee.
At the counter, a volunteer scans the tool's tag and the member's card.
Three days before the return date, the borrower gets a reminder by text.
A typical member borrows something four times a year.
Every loan and return gets logged with the volunteer's name.
Members must be able to reserve a tool for up to 2 days.
We need to go live before the spring fair: the target is 12 April.
Member records stay in the UK.
Login with the council's Azure AD (SSO), no new passwords.`);

  it('reads one person acting, with the setting that opens the sentence, as a requirement', () => {
    const list = frs(prd);
    const scan = list.find((f) => /a volunteer scans the tool's tag/.test(f.statement));
    expect(scan?.statement).toBe(
      "At the counter, a volunteer scans the tool's tag and the member's card.",
    );
    expect(scan?.criteria).toBe(
      "**Given** a volunteer using Toolshed, **when** the volunteer is at the counter, **then** a volunteer scans the tool's tag and the member's card.",
    );
    const reminder = list.find((f) => /gets a reminder by text/.test(f.statement));
    expect(reminder?.criteria).toContain(
      '**when** it is three days before the return date, **then** the borrower gets a reminder by text.',
    );
  });

  it('does not make a description of a typical person a requirement', () => {
    expect(statements(prd)).not.toMatch(/typical member/);
  });

  it('reads "every X gets logged" as a rule of the product', () => {
    expect(statements(prd)).toMatch(/Every loan and return gets logged/);
  });

  it('puts a launch date under Milestones, not among the requirements', () => {
    expect(section(prd, 'Milestones')).toMatch(/target is 12 April/);
    expect(statements(prd)).not.toMatch(/12 April|go live/);
  });

  it('puts data residency and single sign-on among the non-functional requirements', () => {
    const nfr = section(prd, 'Non-functional requirements');
    expect(nfr).toMatch(/\*\*Privacy\*\*[\s\S]*Member records stay in the UK/);
    expect(nfr).toMatch(/\*\*Security\*\*[\s\S]*Azure AD \(SSO\)/);
  });

  it('keeps a plan that includes SAML a functional requirement', () => {
    const plans = draft(`Formly – plans
- Team plan at $19 per month
- Business plan at $49 with SAML`);
    expect(statements(plans)).toMatch(/Business plan at \$49 with SAML/);
  });
});

describe('what describes today or the people is not a requirement', () => {
  const prd = draft(`Seedbank – seed swap for allotments
Around 20% of growers prefer paper and come to the shed.

## Problem
Growers cannot see which seeds other plots have without asking around.
Last season we gave out 300 packets and 40 were never sown.

## Who it's for
Site coordinators run the swap days and keep the stock list.

## Requirements
- Growers must be able to list the seeds they can spare.
- Seed packets must not be listed without a sowing date.
- Every swap gets logged with both plot numbers.`);
  const list = statements(prd);

  it('reads "cannot" under Problem and "never" in a past event as description', () => {
    expect(list).not.toMatch(/cannot see which seeds|never sown/);
    expect(section(prd, 'Problem and goals')).toMatch(/Growers cannot see which seeds/);
    expect(list).toMatch(/must not be listed without a sowing date/);
  });

  it('does not make a share of the people a rule', () => {
    expect(list).not.toMatch(/20% of growers/);
  });

  it('knows coordinators are people', () => {
    expect(section(prd, 'Personas and user stories')).toMatch(/### Site coordinators/);
  });
});

describe('people named by trade', () => {
  it('reads "The foreman photographs the receipt" and "Foremen choose the job site" as what they do', () => {
    const prd = draft(
      'Tallyho receipts\n\nThe foreman photographs the receipt in the app right after paying. Foremen choose the job site for each expense from a dropdown.',
    );
    const statements = frs(prd)
      .map((f) => f.statement)
      .join('\n');
    expect(statements).toMatch(/photographs the receipt/);
    expect(statements).toMatch(/Foremen (?:can )?choose the job site/);
    expect(section(prd, 'Personas and user stories')).toMatch(/Foremen/);
  });
});
