import { describe, expect, it } from 'vitest';
import { PARKLY_PRD } from '../../../../../../test/fixtures/parkly-prd.js';
import { draftOffline } from '../writer.js';
import { parseMessage } from './edit-parse.js';
import { parsePrd } from './prd-lines.js';
import { parseValue } from '../text/values.js';

const ops = (message: string) => parseMessage(message).ops;

describe('follow-ups typed in passing', () => {
  it.each([
    [
      'cap is 3 bookings a week now (was 2), people were queuing',
      { type: 'replace-value', from: '2', to: '3 bookings' },
    ],
    ['cancellation window is 24h now, not 48', { type: 'replace-value', from: '48', to: '24h' }],
    [
      'change 2 weeks to 10 days for the low stock alert',
      { type: 'replace-value', from: '2 weeks', to: '10 days' },
    ],
    [
      'actually offline mode is back in, the basement has no signal',
      { type: 'back-in', target: 'offline mode' },
    ],
    ['new req: facilities see a live board of chargers in use', { type: 'add' }],
    [
      'were not doing course payments in v1, ppl pay at the desk',
      { type: 'non-goal', target: 'course payments' },
    ],
    [
      'pilot now starts 1 july (mews sandbox was late)',
      { type: 'set-date', subject: 'pilot', date: '1 july' },
    ],
    [
      'export is a must-have now, accountant wont budge',
      { type: 'priority', target: 'export', level: 'P0' },
    ],
    ['ACs for the waitlist pls', { type: 'criteria', target: 'waitlist' }],
  ])('%s', (message, op) => expect(ops(message)[0]).toMatchObject(op));

  it('two edits in one message, the value cut from the words after it', () => {
    expect(
      ops('bump the session cap to 50 now the new wall is open, and reminder 1h before not 24h'),
    ).toMatchObject([
      { type: 'set-value', subject: 'session cap', value: '50' },
      { type: 'replace-value', from: '24h', to: '1h' },
    ]);
  });

  it('reads "24h", "1h" and "40k" as the values they are', () => {
    expect(parseValue('24h')).toMatchObject({ text: '24h', unit: 'hour', kind: 'duration' });
    expect(parseValue('40k')).toMatchObject({ text: '40k' });
    expect(parseValue('2, people')).toMatchObject({ text: '2', kind: 'number' });
  });

  it('a non-goal back in scope leaves the non-goals and is a requirement again', () => {
    const prd = PARKLY_PRD.replace(
      /(## 3\. Non-goals\n\n)/,
      '$1- **NG-9:** No offline mode in v1.\n',
    );
    const r = draftOffline({
      message: 'actually offline mode is back in, the garages have no signal',
      files: [],
      chunks: [],
      images: [],
      notes: [],
      previousPrd: prd,
      previousVersion: 2,
      history: [],
      now: new Date('2026-02-01T10:00:00Z'),
    });
    const text = r.chunks.join('');
    expect(r.kind).toBe('prd');
    const parsed = parsePrd(text.split('\n'));
    expect(text.slice(text.indexOf('## 3.'), text.indexOf('## 4.'))).not.toMatch(/offline/i);
    expect(
      [...parsed.frs.map((f) => f.statement), ...parsed.nfrs.map((n) => n.text)].join('\n'),
    ).toMatch(/offline mode/i);
    expect(r.changes?.join('\n')).toMatch(/NG-9 removed/);
  });
});

describe('removals asked in German, French and Spanish', () => {
  it.each([
    ['Bitte Anforderung A-4 streichen', 'A-4'],
    ["supprimer l'exigence E-3", 'E-3'],
    ['elimina el requisito R-2', 'R-2'],
    ['drop 4.5', '4.5'],
  ])('%s', (message, target) => expect(ops(message)[0]).toEqual({ type: 'remove', target }));
});
