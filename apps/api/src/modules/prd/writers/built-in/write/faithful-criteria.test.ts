import { describe, expect, it } from 'vitest';
import { draft, frs, section, title } from './draft-test-helpers.js';

describe('acceptance criteria', () => {
  it('builds criteria from the requirement, grammatical, with the limits as written', () => {
    const prd = draft(`Parkly
Drivers must be able to book a spot for up to 4 hours.
Owners must explicitly approve each booking.
Invoices must be exported as PDF.
We must not send marketing emails.`);
    const list = frs(prd);
    const booking = list.find((f) => f.statement.startsWith('Drivers'));
    expect(booking?.criteria).toContain('**when** the driver books a spot for up to 4 hours');
    expect(booking?.criteria).toContain('the spot is booked');
    expect(booking?.criteria).toMatch(/beyond 4 hours.*refuses it/);
    expect(list.find((f) => f.statement.startsWith('Owners'))?.criteria).toContain(
      'the owner explicitly approves each booking',
    );
    expect(list.find((f) => f.statement.startsWith('Invoices'))?.criteria).toContain(
      'invoices are exported as PDF',
    );
    expect(list.find((f) => f.statement.startsWith('We must not'))?.criteria).toContain(
      'does not send marketing emails',
    );
    for (const f of list) {
      expect(f.criteria).not.toContain('the action succeeds and they see the result');
      expect(f.criteria).not.toMatch(/\b(?:explicitlies|nots|they \w+ies approve)\b/);
    }
  });

  it('makes list items without a modal verb requirements; criteria only where testable', () => {
    const prd = draft(
      'Ledgerly\n\nFeatures:\n- CSV export of invoices\n- Export receipts as PDF\n- Price: $12 per seat per month, max 50 seats',
    );
    const list = frs(prd);
    expect(list.map((f) => f.statement)).toEqual([
      'CSV export of invoices.',
      'Export receipts as PDF.',
      'Price: $12 per seat per month, max 50 seats.',
    ]);
    // "CSV export of invoices" names no condition or result: a template would only restate it.
    expect(list[0]?.criteria).toBe('Acceptance criteria to be agreed.');
    expect(list[1]?.criteria).toContain('exports receipts as PDF');
    expect(list[2]?.criteria).toContain('"$12 per seat per month, max 50 seats"');
  });
});

describe('a labelled requirement that states a condition', () => {
  it('is tested on its condition and outcome, never "shows exactly" its words', () => {
    const prd = draft(
      'Belayly\n\nFeatures:\n- Members book a session online\n- Waitlist for full sessions: when someone cancels, the first person on the waitlist gets an email',
    );
    const waitlist = frs(prd).find((f) => /waitlist/i.test(f.statement));
    expect(waitlist?.criteria).toMatch(
      /\*\*when\*\* someone cancels, \*\*then\*\* the first person on the waitlist gets an email\./,
    );
    expect(waitlist?.criteria).not.toMatch(/shows exactly/);
  });
});

describe('one-line briefs', () => {
  it('turns "an app for kids to track chores" into a working title and a requirement', () => {
    const prd = draft('An app for kids to track their chores and earn pocket money');
    expect(title(prd)).toBe('App for kids');
    expect(frs(prd).map((f) => f.statement)).toEqual([
      'Kids can track their chores and earn pocket money.',
    ]);
    expect(section(prd, 'Personas and user stories')).toContain('### Kids');
  });

  it('reads "I want a tool where clerks can ..." as a description with a capability and a limit', () => {
    const prd = draft(
      'I want a tool where clerks can log returned parcels, max 20 per batch, and print a receipt',
    );
    const list = frs(prd);
    expect(list).toHaveLength(1);
    expect(list[0]?.statement).toBe(
      'Clerks can log returned parcels, max 20 per batch, and print a receipt.',
    );
    expect(list[0]?.criteria).toContain('the limit is 20 per batch');
  });

  it('uses a title-only message as the TL;DR', () => {
    const prd = draft('Parkly – parking spot booking');
    expect(title(prd)).toBe('Parkly');
    expect(section(prd, 'TL;DR')).toContain('Parkly – parking spot booking.');
  });
});

describe('a feature list with prices and limits', () => {
  const prd = draft(`Snapform – feature list v3

Plans
- Free: up to 3 forms, 100 responses per month
- Pro: $12/month, unlimited forms

Features
- File uploads up to 25 MB per response
- Respondents must be able to save a draft and finish later

Limits
- A form may have at most 200 questions.
- Responses are kept for 12 months on Free.`);
  const list = frs(prd);

  it('keeps every value exactly as written in the statements', () => {
    const statements = list.map((f) => f.statement).join('\n');
    for (const value of [
      'up to 3 forms, 100 responses per month',
      '$12/month',
      'up to 25 MB per response',
      'at most 200 questions',
      '12 months',
    ]) {
      expect(statements).toContain(value);
    }
  });

  it('writes criteria that read as English for nouns, facts and limits', () => {
    const by = (start: string) => list.find((f) => f.statement.startsWith(start))?.criteria ?? '';
    expect(by('File uploads')).not.toContain('as described');
    expect(by('File uploads')).toContain('the limit is 25 MB per response');
    expect(by('Respondents')).toContain('**Given** a respondent using Snapform');
    expect(by('Respondents')).toContain('the draft is saved');
    expect(by('A form')).toContain('**then** a form has at most 200 questions');
    expect(by('Responses are kept')).toContain('**then** responses are kept for 12 months on Free');
  });
});

describe('criteria never restate a requirement in a template', () => {
  it('a deadline inside a rule is not read as a speed; a speed is', () => {
    const list = frs(
      draft(
        'Courtly lets members book courts.\n\n- A booking must be released when nobody checks in within 10 minutes of its start.\n- The confirmation email must arrive within 2 minutes of booking.',
      ),
    );
    const by = (needle: string) => list.find((f) => f.statement.includes(needle))?.criteria ?? '';
    expect(by('released')).not.toMatch(/completes within 10 minutes every time/);
    expect(by('arrive within')).toContain('it completes within 2 minutes every time');
    for (const f of list) expect(f.criteria).not.toMatch(/works? as described|sees the outcome of/);
  });
});
