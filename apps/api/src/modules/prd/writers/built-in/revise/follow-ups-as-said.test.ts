import { describe, expect, it } from 'vitest';
import { draftOffline } from '../writer.js';
import { parseMessage } from './edit-parse.js';
import { parsePrd } from './prd-lines.js';
import { splitSplice } from '../collect/requirements.js';
import { stem } from '../text/words.js';
import type { PrdInput } from '../../types.js';

function send(message: string, previousPrd?: string) {
  const reply = draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd,
    previousVersion: previousPrd ? 1 : 0,
    history: [],
    now: new Date('2026-02-01T10:00:00Z'),
  } satisfies PrdInput);
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

  it('stems a word and its -ing form alike', () => {
    expect(stem('rating')).toBe(stem('rate'));
    expect(stem('stored')).toBe(stem('store'));
    expect(stem('booking')).toBe(stem('book'));
  });
});
