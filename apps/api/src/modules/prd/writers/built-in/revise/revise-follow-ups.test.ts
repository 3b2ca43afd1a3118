import { describe, expect, it } from 'vitest';
import { parseClause, parseMessage } from './edit-parse.js';
import { classifyIntent } from '../intent.js';
import { parsePrd } from './prd-lines.js';
import { draftOffline } from '../writer.js';
import type { PrdInput } from '../../types.js';

/** Issue 27's follow-ups: declined, criteria for one FR, several edits at once, a second PRD. */

const PRD = `# Hivewatch: Product Requirements Document

- **Status:** Draft
- **Version:** 0.3
- **Date:** 2026-01-05

## 1. TL;DR

Hivewatch: remote monitoring for beekeepers. Pilot in June 2026, launch in Q4.

## 2. Problem and goals

### Goals

- **G-1:** A battery life of at least 120 days. _(stated: your message)_

## 3. Non-goals

- **NG-1:** No queen tracking. _(stated: your message)_

## 4. Personas and user stories

- **P-1:** Beekeepers: see their hives on their phone.

## 5. Functional requirements

### FR-1: Hive weight and temperature

- **Priority:** P1 (Should)
- **Statement:** Beekeepers can see hive weight and temperature on their phone.
- **Acceptance criteria:** Given a beekeeper using Hivewatch, when the beekeeper opens Hivewatch, then the beekeeper sees hive weight and temperature on their phone.
- **Source:** your message

### FR-2: Weight-loss alert

- **Priority:** P0 (Must)
- **Statement:** Beekeepers must get an alert if a hive loses more than 2 kg in a day.
- **Source:** your message

### FR-3: CSV export

- **Priority:** P2 (Could)
- **Statement:** Apiary managers can export readings as CSV.
- **Acceptance criteria:** Given an apiary manager using Hivewatch, when the apiary manager exports readings, then a CSV file of the readings is downloaded.
- **Source:** your message

## 7. Non-functional requirements

- **NFR-1:** The sensor logs a reading every 15 minutes. _(stated: your message)_
- **NFR-2:** Readings sync over LoRaWAN to the cloud. _(stated: your message)_

## 8. Success metrics

- **M-1:** Battery life of at least 120 days per sensor. _(stated: your message)_

## 9. Technical considerations

- **T-1:** Readings sync over LoRaWAN to the cloud. _(stated: your message)_

## 10. Milestones

- **MS-1:** Pilot with five apiaries: June 2026. _(stated: your message)_
- **MS-2:** Public launch: Q4. _(stated: your message)_
`;

function send(message: string, previousPrd: string | undefined = PRD) {
  const reply = draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd,
    previousVersion: previousPrd ? 3 : 0,
    history: [],
    now: new Date('2026-02-01T10:00:00Z'),
  } satisfies PrdInput);
  const text = reply.chunks.join('');
  return { ...reply, text, parsed: parsePrd(text.split('\n')) };
}

/** The document without its change list (which names the old values on purpose). */
const body = (text: string) => text.replace(/## Changes in this version[\s\S]*?(?=\n## 1\.)/, '');

const block = (text: string, id: string) => {
  const start = text.indexOf(`### ${id}:`);
  const end = text.indexOf('\n### ', start + 1);
  return text.slice(start, end < 0 ? text.indexOf('\n## ', start) : end);
};

describe('declined follow-ups: one free sentence, nothing changed', () => {
  it.each([
    'translate this to German',
    'Please translate the PRD into Portuguese.',
    'make it more persuasive',
    'rewrite it in the voice of a pirate',
    'make the risks stronger',
    'tighten the success metrics',
  ])('%s', (message) => {
    const r = send(message);
    expect(r.kind).toBe('answer');
    expect(r.model).toBeUndefined();
    expect(r.changes).toBeUndefined();
    expect(r.chunks).toHaveLength(1);
    const text = r.text;
    expect(text).not.toContain('\n');
    expect(text.split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(1);
    expect(text).toMatch(/cannot/);
    expect(text).toMatch(/AI model/);
    expect(text).toMatch(/AI keys/);
    expect(text).toMatch(/nothing changed/);
  });

  it('names the translation it cannot do', () => {
    expect(send('translate this to German').text).toMatch(/translate/);
  });

  it('still applies edits that only look alike', () => {
    expect(classifyIntent('make FR-2 a could', { hasPreviousPrd: true, files: [] })).toBe('revise');
    expect(classifyIntent('make it shorter', { hasPreviousPrd: true, files: [] })).toBe('format');
    const r = send('add a non-goal: no translation into other languages');
    expect(r.kind).toBe('prd');
  });
});

describe('acceptance criteria for one requirement', () => {
  it('adds the stated criterion to that FR as Given/When/Then, never a new FR', () => {
    const r = send(
      'add acceptance criteria to FR2: when a hive loses 3 kg overnight, the beekeeper gets a push alert within 10 minutes',
    );
    expect(r.kind).toBe('prd');
    expect(r.parsed.frs.map((f) => f.id)).toEqual(['FR-1', 'FR-2', 'FR-3']);
    expect(block(r.text, 'FR-2')).toMatch(
      /\*\*Acceptance criteria:\*\* \*\*Given\*\* a beekeeper using Hivewatch, \*\*when\*\* a hive loses 3 kg overnight, \*\*then\*\* the beekeeper gets a push alert within 10 minutes\./,
    );
    expect(r.changes).toEqual([expect.stringMatching(/^FR-2: acceptance criteria added/)]);
    // The other requirements stay as they were.
    expect(block(r.text, 'FR-3')).toBe(block(PRD, 'FR-3'));
  });

  it('builds criteria from the statement when none are given and the FR has none', () => {
    const r = send('please add acceptance criteria to FR-2');
    expect(r.kind).toBe('prd');
    const criteria = /\*\*Acceptance criteria:\*\* (.+)/.exec(block(r.text, 'FR-2'))?.[1] ?? '';
    expect(criteria).toMatch(/Given/);
    expect(criteria).toMatch(/2 kg/);
    expect(criteria).toMatch(/then/i);
    expect(r.parsed.frs).toHaveLength(3);
  });

  it('keeps an FR whose criteria already follow from its words, and says how to add one', () => {
    const prd = PRD.replace(
      '- **Statement:** Beekeepers must get an alert if a hive loses more than 2 kg in a day.\n',
      '- **Statement:** Beekeepers must get an alert if a hive loses more than 2 kg in a day.\n- **Acceptance criteria:** To be agreed.\n',
    );
    const first = send('add acceptance criteria to FR-2', prd);
    expect(first.kind).toBe('prd');
    const again = send('add acceptance criteria to FR-2', first.text);
    expect(again.kind).toBe('answer');
    expect(again.text).toMatch(/FR-2 already has acceptance criteria/);
  });

  it('for all requirements: only those without criteria, and never a new requirement', () => {
    const r = send('add acceptance criteria to all requirements');
    expect(r.kind).toBe('prd');
    expect(r.parsed.frs).toHaveLength(3);
    expect(r.changes).toEqual([expect.stringMatching(/^FR-2: acceptance criteria added/)]);
    expect(block(r.text, 'FR-1')).toBe(block(PRD, 'FR-1'));
  });

  it('finds the requirement its words name', () => {
    const r = send('add acceptance criteria to the weight-loss alert requirement');
    expect(r.kind).toBe('prd');
    expect(r.changes).toEqual([expect.stringMatching(/^FR-2: acceptance criteria added/)]);
    const none = send('add acceptance criteria to the swarm warning requirement');
    expect(none.kind).toBe('answer');
    expect(none.text).toMatch(/Could not find a requirement about "swarm warning"/);
  });

  it('says so when the FR does not exist, and changes nothing', () => {
    const r = send('add acceptance criteria to FR-9');
    expect(r.kind).toBe('answer');
    expect(r.text).toMatch(/Could not find "FR-9"/);
  });
});

describe('several edits in one message', () => {
  it('a removal becomes a non-goal and a moved date replaces the old one', () => {
    const r = send('update it: we dropped LoRaWAN sync, the pilot moved to September 2026');
    expect(r.kind).toBe('prd');
    const text = body(r.text);
    expect(text).not.toMatch(/June 2026/);
    expect(text).toMatch(/Pilot with five apiaries: September 2026/);
    expect(r.parsed.nfrs.map((n) => n.text).join(' ')).not.toMatch(/LoRaWAN/);
    expect(text).toMatch(/Non-goals[\s\S]*LoRaWAN sync is out of scope/);
    expect(text).not.toMatch(/T-1:\*\* Readings sync over LoRaWAN/);
    expect(r.changes?.join('\n')).toMatch(/June 2026.*September 2026/);
    expect(r.changes?.join('\n')).toMatch(/LoRaWAN/);
    expect(text).toMatch(/Public launch: Q4/);
  });

  it('two values, each on its own item, each listed', () => {
    const r = send('change the battery target to 180 days and the logging interval to 10 minutes');
    expect(r.kind).toBe('prd');
    const text = body(r.text);
    expect(text).toMatch(/at least 180 days/);
    expect(text).not.toMatch(/120 days/);
    expect(text).toMatch(/a reading every 10 minutes/);
    expect(r.changes).toEqual([
      expect.stringMatching(/"120 days" to "180 days"/),
      expect.stringMatching(/"15 minutes" to "10 minutes"/),
    ]);
  });

  it('a value whose subject is not in the PRD touches nothing else and says so', () => {
    const r = send('change the battery target to 180 days and the upload timeout to 5 minutes');
    expect(r.kind).toBe('prd');
    const text = body(r.text);
    expect(text).toMatch(/a reading every 15 minutes/);
    expect(text).toMatch(/at least 180 days/);
    expect(r.changes?.join('\n')).toMatch(/Could not find "upload timeout/);
    expect(r.changes?.join('\n')).not.toMatch(/15 minutes/);
  });

  it('splits at "and" only when both sides are edits', () => {
    const r = send('Launch moved to Q1 2027 and CSV export is dropped');
    expect(r.changes).toEqual([
      expect.stringMatching(/"Q4" to "Q1 2027"/),
      'Non-goal NG-2 added: CSV export is out of scope.',
      'FR-3 removed: CSV export',
    ]);
    expect(parseMessage('remove the export and import feature').ops).toEqual([
      { type: 'remove', target: 'export and import' },
    ]);
  });

  it('a vague head with a named change applies the change', () => {
    const r = send('make the non-goals stricter: no swarm prediction');
    expect(r.kind).toBe('prd');
    expect(r.changes).toEqual(['Non-goal NG-2 added: No swarm prediction.']);
  });

  it('reads the parts of one clause as separate edits', () => {
    expect(parseMessage('we dropped SSO, launch moved to Q3').ops).toEqual([
      { type: 'non-goal', target: 'SSO', text: 'SSO is out of scope' },
      { type: 'set-date', subject: 'launch', date: 'Q3' },
    ]);
    expect(parseMessage('add acceptance criteria to FR3').ops).toEqual([
      { type: 'criteria', ids: ['FR-3'], text: '' },
    ]);
    expect(parseMessage('add acceptance criteria to FR-2 and FR-4').ops).toEqual([
      { type: 'criteria', ids: ['FR-2', 'FR-4'], text: '' },
    ]);
    expect(
      parseMessage('FR-2 needs acceptance criteria: when it rains, the walk is moved').ops,
    ).toEqual([{ type: 'criteria', ids: ['FR-2'], text: 'when it rains, the walk is moved' }]);
    expect(parseMessage('add acceptance criteria to all requirements').ops).toEqual([
      { type: 'criteria', ids: ['*'], text: '' },
    ]);
    expect(parseClause('the beta moves to 26 May 2025')).toEqual({
      type: 'set-date',
      subject: 'beta',
      date: '26 May 2025',
    });
    expect(parseClause('Launch is now in Q4 2026')).toMatchObject({
      type: 'set-date',
      date: 'Q4 2026',
    });
    // A month inside a statement is no date move.
    expect(parseClause('send reminders to March attendees')).toBeUndefined();
    // A list of ids stays one removal.
    expect(parseMessage('remove FR-2, FR-3 and FR-4').ops).toEqual([
      { type: 'remove', target: 'FR-2, FR-3 and FR-4' },
    ]);
  });
});

describe('a moved date', () => {
  it('replaces the milestone the subject names, and only that one', () => {
    const r = send('the public launch slips to Q1 2027');
    expect(r.kind).toBe('prd');
    const text = body(r.text);
    expect(text).toMatch(/Public launch: Q1 2027/);
    expect(text).toMatch(/Pilot with five apiaries: June 2026/);
    expect(r.changes).toEqual([expect.stringMatching(/"Q4" to "Q1 2027"/)]);
  });

  it('says it found nothing when no date is stated for the subject', () => {
    const prd = PRD.replace(/- \*\*MS-[\s\S]*$/, '- **MS-1:** Pilot with five apiaries.\n');
    const r = send(
      'the hardware review moved to March',
      prd.replace('Pilot in June 2026, launch in Q4.', ''),
    );
    expect(r.kind).toBe('answer');
    expect(r.text).toMatch(/Could not find "a date for hardware review"/);
  });
});

describe('a second PRD for another thing', () => {
  it.each([
    'now write a second PRD for the honey shop: buyers order jars online and collect them at the farm gate',
    'A separate PRD for the honey shop, please',
  ])('%s', (message) => {
    expect(classifyIntent(message, { hasPreviousPrd: true, files: [] })).toBe('replace');
    const r = send(message);
    expect(r).toMatchObject({ kind: 'prd', intent: 'replace' });
    expect(r.parsed.product).toMatch(/^honey shop$/i);
    const text = body(r.text);
    expect(text).not.toMatch(/Hivewatch|hive weight|LoRaWAN|queen/i);
    expect(r.changes?.[0]).toMatch(/separate document/);
  });
});
