import { describe, expect, it } from 'vitest';
import { PARKLY_PRD } from '../../../../../../test/fixtures/parkly-prd.js';
import { draftOffline } from '../writer.js';
import type { PrdInput } from '../../types.js';

function reply(message: string, extra: Partial<PrdInput> = {}) {
  const r = draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: PARKLY_PRD,
    history: [],
    now: new Date('2026-02-01T10:00:00Z'),
    ...extra,
  });
  return { ...r, text: r.chunks.join('') };
}

describe('questions about the PRD are answered in chat, citing FR ids', () => {
  it('what an FR covers, and why it has its priority', () => {
    const what = reply('What does FR-3 cover?');
    expect(what).toMatchObject({ kind: 'answer', intent: 'question' });
    expect(what.text).toContain('**FR-3** (Pay per hour) says: Drivers should pay $3 per hour');
    expect(what.text).toContain('P1 (Should)');
    const why = reply('why is FR-2 a P0?');
    expect(why.text).toContain('**FR-2** (Cancel a booking)');
    expect(why.text).toContain('It is P0 (Must) because its statement says "must"');
    expect(reply('What about FR-9?').text).toContain('The PRD has no **FR-9**');
    expect(reply('What does NFR-1 say?').text).toBe(
      '**NFR-1** (P0) says: Search results load in under 2 seconds.',
    );
  });

  it('which requirements mention a topic', () => {
    const r = reply('Which requirements mention cancelling?');
    expect(r.text).toContain('**FR-2** (Cancel a booking)');
    expect(r.text).not.toContain('**FR-1**');
    const card = reply('what do we say about card payments?');
    expect(card.text).toContain('**FR-3** (Pay per hour)');
  });

  it('yes/no questions: covered, not mentioned, or a non-goal', () => {
    expect(reply('Does it support exporting earnings?').text).toMatch(/^Yes: .*\n\n- \*\*FR-4\*\*/);
    const offline = reply('does it work offline?');
    expect(offline.text).toContain('No: the PRD does not mention "offline"');
    const moved = reply('Exporting earnings is out of scope').text;
    expect(reply('Is exporting earnings in scope?', { previousPrd: moved }).text).toContain(
      'No: the PRD lists it as a non-goal',
    );
  });

  it('section questions list the section', () => {
    const r = reply('What are the risks?');
    expect(r.text).toContain('**Risks** in the PRD:');
    expect(r.text).toContain('- Cities may regulate private parking rentals.');
    expect(reply('How many requirements are there?').text).toContain(
      '**4 functional requirements** (P0: 2, P1: 1, P2: 1)',
    );
  });

  it("quotes the session's files when they say something about it", () => {
    const r = reply('Does the brief say anything about weekend pricing?', {
      sessionChunks: [
        {
          file: 'brief.docx',
          locator: 'paragraph 7',
          text: 'Weekend pricing is double. Owners are paid monthly.',
        },
      ],
    });
    expect(r.text).toContain('"Weekend pricing is double." (brief.docx, paragraph 7)');
  });

  it('matches the same idea in other words (a no-show, a missed booking)', () => {
    const r = reply('What does the brief say about drivers who miss bookings?', {
      sessionChunks: [
        {
          file: 'brief.docx',
          locator: 'paragraph 9',
          text: 'Drivers who do not show up twice must prepay.',
        },
      ],
    });
    expect(r.text).toContain(
      '"Drivers who do not show up twice must prepay." (brief.docx, paragraph 9)',
    );
  });

  it('costs nothing: no new version and no change list', () => {
    const r = reply('Which requirements mention booking?');
    expect(r.changes).toBeUndefined();
    expect(r.text).not.toContain('Version');
  });
});

describe('length and format requests', () => {
  it('a one-pager is the one-page summary of @prd/prd: title, summary, goals, every FR by statement, no version bump', () => {
    const r = reply('make it shorter');
    expect(r).toMatchObject({ kind: 'prd', intent: 'format' });
    expect(r.text.split('\n')[0]).toBe('# Parkly: One-pager');
    expect(r.text).toContain('Parkly lets commuters book a parking spot before they leave home.');
    expect(r.text).toContain('- Drivers find a spot in under 2 minutes.');
    // Every requirement by its statement, the musts first: the values stay ("15-minute window").
    const fr = r.text.split('\n').filter((l) => l.startsWith('- **FR-'));
    expect(fr.slice(0, 3)).toEqual([
      '- **FR-1** (P0) Drivers must be able to book a spot up to 7 days in advance.',
      '- **FR-2** (P0) Drivers must be able to cancel a booking within a 15-minute window at no charge.',
      '- **FR-3** (P1) Drivers should pay $3 per hour, charged by card.',
    ]);
    expect(r.text).not.toContain('Acceptance criteria');
    expect(r.text.length).toBeLessThan(PARKLY_PRD.length / 2);
    expect(r.changes).toBeUndefined();
    expect(r.model).toBeUndefined();
  });

  it("a short form's own words hold no number that the PRD does not ('One-pager' reads as 1)", () => {
    const numbers = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)?/g) ?? []);
    const known = numbers(PARKLY_PRD);
    for (const ask of ['give me a one-pager', 'Executive summary please']) {
      const text = reply(ask).text;
      expect(text.split('\n')[0]).toBe('# Parkly: One-pager');
      for (const n of numbers(text)) expect(known.has(n), `${ask}: ${n}`).toBe(true);
    }
  });

  it('an executive summary is the same one page; "full version" gives the PRD back', () => {
    const summary = reply('Executive summary please');
    expect(summary.intent).toBe('format');
    expect(summary.text).toBe(reply('make it shorter').text);
    const full = reply('show me the full version');
    expect(full).toMatchObject({ kind: 'prd', intent: 'format' });
    expect(full.text).toBe(PARKLY_PRD);
  });
});

describe('small talk', () => {
  it('answers thanks and how are you briefly, with or without a PRD', () => {
    for (const message of ['thanks!', 'how are you?', 'great', 'Hello!']) {
      for (const previousPrd of [PARKLY_PRD, undefined]) {
        const r = reply(message, { previousPrd });
        expect(r, message).toMatchObject({ kind: 'answer', intent: 'smalltalk' });
        expect(r.text.length).toBeLessThan(300);
        expect(r.text).not.toContain('# ');
      }
    }
    expect(reply('how are you?').text).toMatch(/^I'm doing well/);
    expect(reply('what can you do?', { previousPrd: undefined })).toMatchObject({
      kind: 'answer',
      intent: 'question',
    });
  });
});

describe('a replacement brief', () => {
  const newBrief =
    'Use this brief instead: Harvest Ledger is a bookkeeping app for small farmers. Farmers must be able to record sales from a phone. Clerks should export a monthly report.';

  it('drafts from the new input only, as the next version', () => {
    const r = reply(newBrief);
    expect(r).toMatchObject({ kind: 'prd', intent: 'replace' });
    expect(r.text).toContain('- **Version:** 0.4');
    expect(r.text).toContain('Farmers must be able to record sales from a phone.');
    const body = r.text.slice(r.text.indexOf('## 1.'));
    for (const old of ['Parkly', 'Drivers', 'Book a spot', 'Stripe', '$3'])
      expect(body).not.toContain(old);
    expect(r.text).not.toContain('Use this brief instead');
    expect(r.changes?.[0]).toMatch(/^Replaced the previous PRD \("Parkly"\) with a new draft/);
  });

  it('"start over" alone asks for the new brief and writes nothing', () => {
    const r = reply('Start over');
    expect(r).toMatchObject({ kind: 'answer', intent: 'replace' });
    expect(r.text).toMatch(/^Send the new brief/);
  });

  it('a file of statements about people is an addendum, not another product', () => {
    const r = reply('', {
      files: [{ name: 'addendum.docx', kind: 'document' }],
      chunks: [
        {
          file: 'addendum.docx',
          locator: 'paragraph 1',
          text: 'Owners can reply to driver reviews. Owners must be able to reply within 48 hours.',
        },
      ],
    });
    expect(r.intent).toBe('revise');
    expect(r.text).toContain('# Parkly: Product Requirements Document');
  });

  it('a new file that describes another product replaces too', () => {
    const r = reply('', {
      files: [{ name: 'ledger.docx', kind: 'document' }],
      chunks: [
        {
          file: 'ledger.docx',
          locator: 'paragraph 1',
          text: 'Product name: Harvest Ledger. Harvest Ledger is a bookkeeping app for small farmers. Farmers must be able to record sales.',
        },
      ],
    });
    expect(r.intent).toBe('replace');
    expect(r.text.slice(r.text.indexOf('## 1.'))).not.toContain('Parkly');
  });
});
