import { describe, expect, it } from 'vitest';
import { draftOffline } from '../writer.js';
import { inputOf } from '../write/draft-test-helpers.js';
import { parseMessage } from './edit-parse.js';
import { parsePrd } from './prd-lines.js';
import { splitSplice } from '../collect/requirements.js';
import { stem } from '../text/words.js';

function send(message: string, previousPrd?: string) {
  const reply = draftOffline(
    inputOf(message, { previousPrd, previousVersion: previousPrd ? 1 : 0 }),
  );
  const text = reply.chunks.join('');
  return { ...reply, text, parsed: parsePrd(text.split('\n')) };
}

const SHOP = send(`Print shop app.
- Customers upload their files and pay online
- Staff check every file before printing, and the customer gets a text when the order is ready
- Residents rate the print quality after each order
- Customers order rush jobs for same-day pickup`);

const statements = (r: { parsed: ReturnType<typeof parsePrd> }) =>
  r.parsed.frs.map((f) => f.statement).join('\n');

describe('follow-ups said the way people say them', () => {
  it('splits a sentence that goes on with a new person, not one that goes on with the same thing', () => {
    expect(statements(SHOP)).toMatch(/^The customer gets a text when the order is ready\.$/m);
    expect(
      splitSplice(
        'Rangers must be able to file an incident report offline, and the report syncs when back in coverage.',
      ),
    ).toHaveLength(1);
  });

  it.each([
    ['actually drop the texts', /gets a text/],
    ['no more rush jobs', /rush jobs/],
    ["residents don't need to rate the print quality anymore, take that out", /rate the print/],
    ['Rating is out of scope for v1.', /rate the print/],
  ])('"%s" takes the requirement out', (message, gone) => {
    const r = send(message, SHOP.text);
    expect(r.kind).toBe('prd');
    expect(statements(r)).not.toMatch(gone);
    expect(r.parsed.frs.length).toBe(SHOP.parsed.frs.length - 1);
  });

  it('reads "no more than 5" as a limit, never as a removal', () => {
    expect(parseMessage('no more than 5 files per order').ops).toEqual([]);
  });

  it('says an id that is not there is not there, and adds nothing', () => {
    const r = send('FR-9 is a must', SHOP.text);
    expect(r.kind).toBe('answer');
    expect(r.text).toMatch(/FR-9/);
    expect(r.text).not.toMatch(/^#/m);
  });

  it('adds what someone "also" does as a capability', () => {
    const r = send('staff also print a job ticket for each order', SHOP.text);
    expect(statements(r)).toMatch(/^Staff can also print a job ticket for each order\.$/m);
  });

  it('replaces words said with "not" where the PRD says them', () => {
    const first = send(`Print shop app.
- Customers upload their files and pay online
- Customers get a reminder by SMS the day before pickup`);
    const paid = send('Customers pay in store, not online', first.text);
    expect(statements(paid)).toMatch(/^Customers upload their files and pay in store\.$/m);
    expect(paid.changes?.join('\n')).toMatch(/"pay online" to "pay in store"/);
    const reminded = send('reminders go by email, not SMS', paid.text);
    expect(statements(reminded)).toMatch(
      /^Customers get a reminder by email the day before pickup\.$/m,
    );
    expect(parseMessage('Reminders go by email, not SMS').ops[0]).toMatchObject({
      type: 'not-that',
    });
    expect(parseMessage('15 people, not 10').ops[0]).toMatchObject({ type: 'replace-value' });
  });

  it('stems a word and its -ing form alike', () => {
    expect(stem('rating')).toBe(stem('rate'));
    expect(stem('stored')).toBe(stem('store'));
    expect(stem('booking')).toBe(stem('book'));
  });
});
