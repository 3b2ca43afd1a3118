import { describe, expect, it } from 'vitest';
import { longTranscript } from '../../../../../../test/fixtures/long-transcript.js';
import { draft, frs, section } from './draft-test-helpers.js';

describe('transcripts', () => {
  const transcript = `Harvest Ledger kickoff

[00:01] Priya: Thanks all for joining.
[00:02] Sam: Farmers must be able to record a sale in under 30 seconds.
[00:03] Priya: yes, must have
[00:04] Dana: Maybe we could add WhatsApp reminders for unpaid invoices.
[00:05] Sam: no, not in v1
[00:06] Dana: Clerks need to export invoices as CSV.
[00:07] Priya: Invoices must be kept for 7 years.
[00:08] Sam: We haven't decided on VAT handling.
[00:09] Dana: Actually invoices must be kept for 10 years, that's the law.
[00:10] Priya: sounds good
[00:11] Sam: I'll send the mockups by Friday.
[00:12] Priya: AI: Dana to check the VAT rules with the accountant.`;
  const prd = draft(transcript);

  it('never makes chatter a requirement and keeps decisions with their speaker', () => {
    const list = frs(prd);
    expect(list.map((f) => f.statement).join('\n')).not.toMatch(/must have|sounds good|Thanks/i);
    expect(list.find((f) => f.statement.startsWith('Farmers must'))?.priority).toBe('P0');
    expect(prd).toContain('your message (Sam)');
  });

  it('puts rejected proposals under Non-goals, open points and action items in their sections', () => {
    expect(section(prd, 'Non-goals')).toMatch(/WhatsApp reminders.*rejected by Sam/);
    expect(section(prd, 'Open questions')).toContain("We haven't decided on VAT handling.");
    const milestones = section(prd, 'Milestones');
    expect(milestones).toContain('### Action items');
    expect(milestones).toContain('Sam will send the mockups by Friday.');
    expect(milestones).toContain('Dana to check the VAT rules with the accountant.');
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/VAT|mockups/);
  });

  it('lists the contradiction under Conflicts, the later statement superseding the earlier', () => {
    const open = section(prd, 'Open questions');
    expect(open.indexOf('### Conflicts and decisions needed')).toBeGreaterThan(0);
    expect(open).toMatch(/7 years.*your message \(Priya\).*10 years.*your message \(Dana\)/s);
    const statements = frs(prd).map((f) => f.statement);
    expect(statements.some((s) => s.includes('10 years'))).toBe(true);
    expect(statements.some((s) => s.includes('7 years'))).toBe(false);
  });
});

describe('conflicts in a brief', () => {
  it('flags incompatible numbers and must vs must not, naming both sources', () => {
    const prd = draft(`Shuttle – airport rides
Riders must be able to cancel a ride up to 24 hours before pickup.
Drivers must see the rider's phone number.
Riders must be able to cancel a ride up to 2 hours before pickup.
Drivers must not see the rider's phone number.`);
    const conflicts =
      section(prd, 'Open questions').split('### Conflicts and decisions needed')[1] ?? '';
    expect(conflicts).toMatch(/24 hours.*2 hours/);
    expect(conflicts).toMatch(/must vs must not/);
  });
});

describe('proportional output', () => {
  it('turns a 100 KB transcript into a readable PRD with at most 40 requirements', () => {
    const started = process.cpuUsage();
    const prd = draft(longTranscript(100 * 1024));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
    expect(frs(prd).length).toBeLessThanOrEqual(40);
    expect(frs(prd).length).toBeGreaterThan(5);
    expect(prd.length).toBeLessThan(80 * 1024);
    expect(prd).toMatch(/more statements? matched a section but/);
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/must have|sounds good/);
  });
});

describe('decisions in a meeting', () => {
  it('puts a decided value into the statement it answers and lists what it replaced', () => {
    const prd = draft(`QuickServe sync
**Ana:** The order window should be 15 minutes before we auto-cancel.
**Tom:** I'd say 10 minutes, 15 is too long.
**Maria:** Let's go with 10 minutes then.
**Ana:** Decision: managers can void an order only with a PIN.
**Tom:** Let's go with Go for the backend.`);
    const list = frs(prd);
    expect(list.find((f) => f.statement.includes('order window'))).toMatchObject({
      priority: 'P0',
      statement: 'The order window should be 10 minutes before we auto-cancel.',
    });
    expect(list.map((f) => f.statement).join('\n')).not.toContain('15 minutes');
    expect(list.find((f) => f.statement.startsWith('Managers can void'))?.priority).toBe('P0');
    expect(section(prd, 'Open questions')).toMatch(/15 minutes vs 10 minutes.*supersedes/);
    expect(section(prd, 'Problem and goals')).not.toContain("I'd say");
  });
});
