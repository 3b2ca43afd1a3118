import { describe, expect, it } from 'vitest';
import { draftOffline } from '../writer.js';
import { inputOf } from '../write/draft-test-helpers.js';
import { parseMessage } from './edit-parse.js';
import { parsePrd } from './prd-lines.js';
import { restatementIn } from './restate.js';

function send(message: string, previousPrd?: string) {
  const reply = draftOffline(
    inputOf(message, { previousPrd, previousVersion: previousPrd ? 1 : 0 }),
  );
  const text = reply.chunks.join('');
  return { ...reply, text, parsed: parsePrd(text.split('\n')) };
}

/** The document without its change list (which names the old values on purpose). */
const body = (text: string) => text.replace(/## Changes in this version[\s\S]*?(?=\n## 1\.)/, '');

const BRIEF = `Ride share app for the volunteer driver scheme.
- Drivers see the rides within 5 miles and claim one
- Residents book a ride up to 14 days ahead
- Drivers log mileage after each ride`;

describe('a requirement said again in other words', () => {
  it.each([
    ['FR-2 should say: residents book a ride up to 30 days ahead', 'FR-2'],
    ["change FR-3's statement to read drivers log mileage once a week", 'FR-3'],
    ['reword FR-1 as: drivers see open rides near their home', 'FR-1'],
    ['FR-2 statement: residents book by phone or online', 'FR-2'],
    ['replace FR-1 with "drivers see every open ride on a map"', 'FR-1'],
    ['FR-2 now reads residents book up to 21 days ahead', 'FR-2'],
    ['CS-04: members see court availability on the clubhouse screen', 'CS-04'],
  ])('%s', (line, id) => expect(restatementIn(line)?.id).toBe(id));

  it.each([
    'FR-1: make it 8 miles',
    'FR-2: must',
    'FR-3: P0',
    'FR-1: what does this cover?',
    'FR-2: remove it',
    'FR-2 is a must',
  ])('is not read in "%s"', (line) => {
    const restated = restatementIn(line);
    expect(restated === undefined || !/^(?:make|must|P0|what|remove)/i.test(restated.text)).toBe(
      true,
    );
    expect(parseMessage(line).ops.some((o) => o.type === 'restate')).toBe(false);
  });

  it('replaces the statement, title and built criteria of that requirement only', () => {
    const first = send(BRIEF);
    const r = send(
      'FR-2 should say: residents book a ride up to 30 days ahead by phone',
      first.text,
    );
    const fr2 = r.parsed.frs.find((f) => f.id === 'FR-2');
    expect(fr2?.statement).toBe('Residents book a ride up to 30 days ahead by phone.');
    expect(fr2?.title).not.toMatch(/14/);
    expect(fr2?.criteria).toMatch(/30 days/);
    expect(fr2?.criteria).not.toMatch(/14 days/);
    expect(r.parsed.frs).toHaveLength(first.parsed.frs.length);
    expect(r.parsed.frs.find((f) => f.id === 'FR-1')?.statement).toBe(
      first.parsed.frs.find((f) => f.id === 'FR-1')?.statement,
    );
    expect(r.text).not.toMatch(/should say|FR-\d+ statement/i);
    expect(r.changes?.join('\n')).toMatch(/FR-2 reworded/);
    // The story told from the old words is not left behind.
    expect(body(r.text).split('## 5.')[0]).not.toMatch(/Story:.*14 days/);
  });

  it('adds the words as a new requirement when the id is not in the PRD', () => {
    const first = send(BRIEF);
    const r = send('FR-9: Janet can cancel any ride on behalf of a resident', first.text);
    expect(r.parsed.frs).toHaveLength(first.parsed.frs.length + 1);
    expect(r.parsed.frs.at(-1)?.statement).toMatch(/^Janet .*cancel any ride/);
    expect(r.text).not.toMatch(/FR-9/);
  });
});

describe('user stories told from requirements', () => {
  it('are written for a persona whose requirement has no modal verb', () => {
    const r = send(BRIEF);
    expect(r.text).toMatch(/As a driver, I want to see the rides within 5 miles and claim one\./);
    expect(r.text).toMatch(/As a resident, I want to book a ride up to 14 days ahead\./);
  });

  it('follow a value changed in the requirement and go when it goes', () => {
    const first = send(BRIEF);
    const changed = send('In FR-2, make it 21 days instead of 14', first.text);
    expect(changed.text).toMatch(/As a resident, I want to book a ride up to 21 days ahead/);
    expect(body(changed.text)).not.toMatch(/Story:.*14 days/);
    const removed = send('remove FR-3', changed.text);
    expect(body(removed.text)).not.toMatch(/log mileage/);
  });
});
