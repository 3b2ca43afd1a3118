import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@prd/prd';
import { classifyIntent } from '../intent.js';
import { draftOffline } from '../writer.js';
import { parsePrd } from './prd-lines.js';
import { firmNonGoal } from './revise-non-goals.js';
import type { PrdInput } from '../../types.js';

/**
 * Issue 27's contract for follow-ups, through the writer's reply: each is done exactly as meant
 * (patches with a change list that matches the diff) or declined in one free sentence; a PRD is
 * never damaged by a misunderstood follow-up.
 */

const PRD = `# Gymbook: Product Requirements Document

- **Status:** Draft
- **Version:** 0.2
- **Date:** 2026-01-05

## 1. TL;DR

Gymbook lets members of Riverside Gym book classes from their phone. Launch in Q3.

## 3. Non-goals

- **NG-1:** No personal training bookings. _(stated: your message)_
- **NG-2:** A members' shop in v1. _(stated: your message)_
- **NG-3:** Payments are out of scope. _(stated: your message)_
- **NG-4:** We won't build a native tablet app, and kiosks are not part of this. _(stated: your message)_

## 4. Personas and user stories

- **P-1:** Members: book and cancel classes.

## 5. Functional requirements

### FR-1: Class booking

- **Priority:** P0 (Must)
- **Statement:** Members can book up to 6 classes a week.
- **Acceptance criteria:** Given a member with 6 classes booked this week, when they book another, then Gymbook refuses it and says the limit is 6 classes.
- **Source:** your message

### FR-2: Waiting list

- **Priority:** P1 (Should)
- **Statement:** When a class is full, members can join a waiting list of at most 10 people.
- **Acceptance criteria:** Acceptance criteria to be agreed.
- **Source:** your message

### FR-3: Cancellation window

- **Priority:** P1 (Should)
- **Statement:** How long before a class can members cancel? 12 hours before it starts, without a fee.
- **Source:** your message

### FR-4: Attendance export

- **Priority:** P2 (Could)
- **Statement:** Managers can export attendance as a CSV file.
- **Source:** your message

## 7. Non-functional requirements

- **NFR-1:** Pages load within 2 seconds. _(stated: your message)_

## 10. Milestones

- **MS-1:** Launch: Q3. _(stated: your message)_
`;

function send(message: string, previousPrd = PRD) {
  const reply = draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd,
    previousVersion: 2,
    history: [],
    now: new Date('2026-02-01T10:00:00Z'),
  } satisfies PrdInput);
  const text = reply.chunks.join('');
  return { ...reply, text, parsed: parsePrd(text.split('\n')) };
}

/** The document without its change list, version and date (what an edit may not touch). */
const body = (text: string) =>
  text
    .replace(/## Changes in this version[\s\S]*?(?=## 1\.)/, '')
    .replace(/\*\*(Version|Date):\*\* .*/g, '')
    .replace(/\n{3,}/g, '\n\n');

const block = (text: string, id: string) => {
  const start = text.indexOf(`### ${id}:`);
  const end = text.indexOf('\n### ', start + 1);
  return text.slice(start, end < 0 ? text.indexOf('\n## ', start) : end);
};

const section = (text: string, heading: string) => {
  const start = text.indexOf(`## ${heading}`);
  return text.slice(start, text.indexOf('\n## ', start + 1));
};

/** Everything but one FR block stays as it was. */
function onlyChanged(after: string, id: string) {
  expect(body(after).replace(block(after, id), '')).toBe(body(PRD).replace(block(PRD, id), ''));
}

describe('acceptance criteria asked for one requirement', () => {
  it.each([
    'add acceptance criteria to FR-2',
    'write acceptance criteria for FR2',
    'FR-2 needs acceptance criteria',
    'acceptance criteria for FR-2',
    'can you write ACs for FR-2?',
    'give FR-2 acceptance criteria',
    'criteria for the waiting list requirement',
    'add acceptance criteria for the waiting list',
    'the waiting list needs acceptance criteria',
  ])('%s: testable criteria from its statement, on that FR only', (message) => {
    expect(classifyIntent(message, { hasPreviousPrd: true, files: [] })).toBe('revise');
    const r = send(message);
    expect(r).toMatchObject({ kind: 'prd', intent: 'revise' });
    expect(r.parsed.frs.map((f) => f.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4']);
    const criteria = r.parsed.frs.find((f) => f.id === 'FR-2')!.criteria;
    expect(criteria).toMatch(/\bGiven\b.*\bwhen\b.*\bthen\b/i);
    expect(criteria).toMatch(/waiting list/);
    expect(criteria).not.toMatch(/to be agreed/i);
    expect(r.text).not.toMatch(/supports? (?:acceptance criteria|acs)/i);
    expect(r.changes).toEqual(['FR-2: acceptance criteria added ("Waiting list").']);
    onlyChanged(r.text, 'FR-2');
  });

  it('uses the criterion the message supplies, with the condition the FR states', () => {
    const r = send('add acceptance criteria to FR-2: the member is told their place in the queue');
    expect(r.kind).toBe('prd');
    const criteria = r.parsed.frs.find((f) => f.id === 'FR-2')!.criteria;
    expect(criteria).toMatch(/\bwhen\b[^,]*class is full/i);
    expect(criteria).toMatch(/\bthen\b the member is told their place in the queue\./);
    expect(r.changes).toEqual([expect.stringMatching(/^FR-2: acceptance criteria added/)]);
    onlyChanged(r.text, 'FR-2');
  });

  it('never replaces criteria already stated: it says so and changes nothing', () => {
    const r = send('write acceptance criteria for FR-1');
    expect(r.kind).toBe('answer');
    expect(r.model).toBeUndefined();
    expect(r.text).toMatch(/FR-1 already has acceptance criteria/);
    expect(r.text).toMatch(/add acceptance criteria to FR-1: when/);
  });

  it('a requirement it cannot find is named, and no requirement is added', () => {
    const r = send('add acceptance criteria for the loyalty points');
    expect(r.kind).toBe('answer');
    expect(r.text).toMatch(/Could not find a requirement about "loyalty points"/);
  });
});

describe('stricter non-goals', () => {
  it.each([
    'make the non-goals stricter',
    'tighten the scope',
    "be more explicit about what's out",
    'Firm up the non-goals, please',
  ])('%s: each non-goal restated firmly, all kept, nothing else touched', (message) => {
    expect(classifyIntent(message, { hasPreviousPrd: true, files: [] })).toBe('revise');
    const r = send(message);
    expect(r).toMatchObject({ kind: 'prd', intent: 'revise' });
    expect(r.changes).toEqual(['Non-goals: made explicit (4).']);
    const goals = parseMarkdown(r.text).nonGoals.map((g) => g.text);
    expect(goals).toEqual([
      'Out of scope for this release: Personal training bookings. It will not be built or promised.',
      "Out of scope for this release: A members' shop. It will not be built or promised.",
      'Out of scope for this release: Payments. It will not be built or promised.',
      "Out of scope for this release: We won't build a native tablet app, and kiosks are not part of this. None of this will be built or promised.",
    ]);
    expect(section(r.text, '3. Non-goals')).toMatch(/NG-4:\*\* .*_\(stated: your message\)_/);
    expect(body(r.text).replace(section(r.text, '3. Non-goals'), '')).toBe(
      body(PRD).replace(section(PRD, '3. Non-goals'), ''),
    );
  });

  it('says when they are already firm, and changes nothing', () => {
    const once = send('make the non-goals stricter');
    const again = send('make the non-goals stricter', once.text);
    expect(again.kind).toBe('answer');
    expect(again.text).toMatch(/already says plainly/);
  });

  it('a named change after the request is that change', () => {
    const r = send('make the non-goals stricter: no video classes');
    expect(r.kind).toBe('prd');
    expect(parseMarkdown(r.text).nonGoals.map((g) => g.text)).toContain('No video classes.');
  });

  it.each([
    ['No queen tracking', 'Queen tracking'],
    ['Offline mode is not part of v1', 'Offline mode'],
    ['Not in v1: client portal', 'client portal'],
    ['SSO, for now', 'SSO'],
  ])('firmNonGoal(%s) names %s', (text, thing) => {
    expect(firmNonGoal(text)).toBe(
      `Out of scope for this release: ${thing.charAt(0).toUpperCase()}${thing.slice(1)}. It will not be built or promised.`,
    );
  });
});

describe('declined in one free sentence', () => {
  it.each([
    ['translate this to French', /translate/],
    ['translate this to Spanish', /translate/],
    ['Translate the PRD into German please', /translate/],
    ['make it sound more professional', /tone/],
    ['summarise for executives in prose', /prose/],
    ['rewrite it as an email to the board', /prose/],
  ])('%s', (message, work) => {
    const r = send(message);
    expect(r.kind).toBe('answer');
    expect(r.model).toBeUndefined();
    expect(r.changes).toBeUndefined();
    expect(r.text).not.toContain('\n');
    expect(r.text.split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(1);
    expect(r.text).toMatch(/^The built-in writer cannot/);
    expect(r.text).toMatch(work);
    expect(r.text).toMatch(/AI model.*AI keys/);
  });

  it('a summary for executives without prose is the executive summary', () => {
    expect(classifyIntent('summarise it for the board', { hasPreviousPrd: true, files: [] })).toBe(
      'format',
    );
  });
});

describe('a value changed by its number and unit', () => {
  it('"cap it at 4 instead of 6": the FR stating 6 classes, statement and criteria', () => {
    const r = send('cap it at 4 instead of 6');
    expect(r.kind).toBe('prd');
    const fr1 = block(r.text, 'FR-1');
    expect(fr1).not.toMatch(/\b6\b/);
    expect(fr1).toMatch(/up to 4 classes a week/);
    expect(fr1).toMatch(/limit is 4 classes/);
    expect(r.changes).toEqual(['Changed "6" to "4" in FR-1.']);
    onlyChanged(r.text, 'FR-1');
  });

  it('an answer given to a question in the FR is the value changed', () => {
    const r = send('change the cancellation window to 24 hours');
    expect(r.kind).toBe('prd');
    expect(block(r.text, 'FR-3')).toMatch(/24 hours before it starts/);
    expect(block(r.text, 'FR-3')).not.toMatch(/\b12\b/);
    expect(r.changes).toEqual(['Changed "12 hours" to "24 hours" in FR-3.']);
    onlyChanged(r.text, 'FR-3');
  });

  it.each([
    ['the waiting list should hold 15 people, not 10', '15 people'],
    ['limit the waiting list to 5', '5 people'],
  ])('%s: a bare number takes the unit the FR gives it', (message, value) => {
    const r = send(message);
    expect(r.kind).toBe('prd');
    expect(r.parsed.frs).toHaveLength(4);
    expect(block(r.text, 'FR-2')).toContain(`at most ${value}`);
    expect(block(r.text, 'FR-2')).not.toMatch(/\b10 people\b/);
    expect(r.changes).toEqual([`Changed "10 people" to "${value}" in FR-2.`]);
  });

  it('a number two FRs state is not guessed: the answer names them', () => {
    const prd = PRD.replace('at most 10 people', 'at most 6 people');
    const r = send('make it 4 instead of 6', prd);
    expect(r.kind).toBe('answer');
    expect(r.text).toMatch(/"6" is stated in FR-1, FR-2; nothing changed/);
  });
});
