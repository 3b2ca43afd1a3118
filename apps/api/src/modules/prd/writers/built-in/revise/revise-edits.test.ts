import { describe, expect, it } from 'vitest';
import { PARKLY_PRD } from '../../../../../../test/fixtures/parkly-prd.js';
import { draftOffline } from '../writer.js';
import type { PrdInput } from '../../types.js';
import { parsePrd } from './prd-lines.js';

function revise(message: string, extra: Partial<PrdInput> = {}) {
  const reply = draftOffline({
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
  const text = reply.chunks.join('');
  return { ...reply, text, parsed: parsePrd(text.split('\n')) };
}

/** The body of a "## n. Name" section. */
function section(text: string, name: string): string {
  const start = text.indexOf(`. ${name}\n`);
  expect(start, name).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The document without its change list (which names the old values on purpose). */
function body(text: string): string {
  return text.replace(changeSection(text), '');
}

function changeSection(text: string): string {
  return text.slice(text.indexOf('## Changes in this version'), text.indexOf('## 1. TL;DR'));
}

describe('revisions as edits on the parsed PRD', () => {
  it('applies several edits of one message, in place, with a computed change list', () => {
    const r = revise(
      'change the cancellation window from 15 to 10 minutes and make FR-3 P0; remove the export feature',
    );
    expect(r).toMatchObject({ kind: 'prd', intent: 'revise' });
    // The edits in their own words, then the one differ's changes (@prd/prd diffPrd).
    expect(r.changes).toEqual([
      'Changed "15 minutes" to "10 minutes" in FR-2, User experience flow, Success metrics.',
      'FR-4 removed: Export earnings',
      expect.stringMatching(/^FR-3 \(.+\) changed: .*; priority P1 → P0$/),
    ]);
    for (const change of r.changes ?? []) expect(changeSection(r.text)).toContain(`- ${change}`);
    // The value is changed everywhere, never added beside the old one.
    expect(body(r.text)).not.toMatch(/15[- ]minute/);
    expect(r.text).toContain('within a 10-minute window at no charge');
    expect(section(r.text, 'User experience flow')).toContain('cancels within 10 minutes');
    expect(section(r.text, 'Success metrics')).toContain('**10 minutes**');
    // The priority and the statement's verb follow.
    const fr3 = r.parsed.frs.find((f) => f.id === 'FR-3');
    expect(fr3).toMatchObject({
      priority: 'P0',
      statement: 'Drivers must pay $3 per hour, charged by card.',
    });
    // The removal cascades: no FR-4 anywhere, its persona and flow step gone, lists renumbered.
    expect(body(r.text)).not.toMatch(/FR-4\b/);
    expect(r.text).not.toContain('### Owners');
    expect(section(r.text, 'User experience flow')).not.toContain('4.');
    expect(section(r.text, 'Milestones')).toContain('the P0 requirements (FR-1, FR-2, FR-3)');
    expect(section(r.text, 'Milestones')).toContain('the P2 requirements (none yet)');
    expect(section(r.text, 'TL;DR')).toContain(
      '**3 functional requirements** (P0: 3, P1: 0, P2: 0)',
    );
    expect(r.text).toContain('- **Version:** 0.4');
    expect(r.text).toContain('- **Date:** 2026-02-01');
    expect(r.text.match(/## Changes in this version/g)).toHaveLength(1);
  });

  it('reads edits written as a list', () => {
    const r = revise('Changes:\n- make FR-3 P0\n- remove FR-4\n2. rename the product to SpotOn');
    expect(r.changes).toEqual([
      'Product name changed: Parkly → SpotOn',
      'FR-4 removed: Export earnings',
      expect.stringMatching(/^FR-3 \(.+\) changed: .*; priority P1 → P0$/),
    ]);
  });

  it('uses previousVersion for the bump when the caller knows it', () => {
    expect(revise('make FR-3 P0', { previousVersion: 7 }).text).toContain('- **Version:** 0.8');
  });

  it('replaces a price for the same item instead of adding a second one', () => {
    for (const message of [
      'Set the price to $4 per hour',
      'Drivers now pay $4 per hour.',
      'Drivers pay $4 per hour, not $3',
    ]) {
      const r = revise(message);
      expect(r.changes, message).toEqual(['Changed "$3" to "$4" in FR-3, Success metrics.']);
      expect(body(r.text)).not.toContain('$3');
      expect(r.parsed.frs).toHaveLength(4);
    }
  });

  it('changes a limit stated as "is now" or as a plain new statement', () => {
    for (const message of [
      'the booking limit is now 14 days',
      'Drivers can book up to 14 days ahead',
    ]) {
      const r = revise(message);
      expect(r.changes, message).toEqual(['Changed "7 days" to "14 days" in FR-1.']);
      expect(r.parsed.frs.find((f) => f.id === 'FR-1')?.statement).toBe(
        'Drivers must be able to book a spot up to 14 days in advance.',
      );
    }
  });

  it('reads suggestions and bare numbers with the subject they belong to', () => {
    // The title is the drafter's; the id, priority and statement are the edit's.
    const waiting = revise('How about adding a waiting list?');
    expect(waiting.changes).toEqual([expect.stringMatching(/^FR-5 added: .+/)]);
    expect(waiting.parsed.frs.find((f) => f.id === 'FR-5')).toMatchObject({
      priority: 'P1',
      statement: 'Parkly should support a waiting list.',
    });
    const r = revise('increase the booking limit from 7 to 10');
    expect(r.changes).toEqual(['Changed "7" to "10" in FR-1.']);
    expect(r.text).toContain('book a spot up to 10 days in advance');
  });

  it('reads a list of changes with a preface, and "goes up to"', () => {
    const r = revise(
      'Three changes: the hourly price goes up to $4, add a waiting list, and make FR-4 P0.',
    );
    expect(r.changes).toEqual([
      'Changed "$3" to "$4" in FR-3, Success metrics.',
      expect.stringMatching(/^FR-4 \(.+\) changed: .*; priority P2 → P0$/),
      expect.stringMatching(/^FR-5 added: .*waiting list/i),
    ]);
    expect(r.parsed.frs.find((f) => f.id === 'FR-5')).toMatchObject({
      priority: 'P1',
      statement: 'Parkly should support a waiting list.',
    });
  });

  it('"add what this file says" merges the file, never the words as a requirement', () => {
    const r = revise('Add what this file says.', {
      files: [{ name: 'addendum.docx', kind: 'document' }],
      chunks: [
        {
          file: 'addendum.docx',
          locator: 'paragraph 1',
          text: 'Owners must be able to reply to driver reviews.',
        },
      ],
    });
    expect(r.kind).toBe('prd');
    expect(r.text).not.toMatch(/support what this file says/i);
    expect(r.parsed.frs.at(-1)).toMatchObject({
      id: 'FR-5',
      statement: 'Owners must be able to reply to driver reviews.',
      source: 'addendum.docx, paragraph 1',
    });
  });

  it('reads "X can Y" sentences of an addendum as capabilities when nothing else is found', () => {
    const r = revise('Add what this file says.', {
      files: [{ name: 'waiting.docx', kind: 'document' }],
      chunks: [
        {
          file: 'waiting.docx',
          locator: 'paragraph 1',
          text: 'Drivers can join a waiting list and get a text message when a spot frees up.',
        },
      ],
    });
    expect(r.kind).toBe('prd');
    expect(r.parsed.frs.at(-1)).toMatchObject({
      id: 'FR-5',
      statement: 'Drivers can join a waiting list and get a text message when a spot frees up.',
      source: 'waiting.docx, paragraph 1',
    });
    expect(r.text.match(/waiting\.docx \(document\)/g)).toHaveLength(1);
  });

  it('renames the product everywhere, and an FR by its id', () => {
    const product = revise('Call it SpotOn');
    expect(product.changes).toEqual(['Product name changed: Parkly → SpotOn']);
    expect(body(product.text)).not.toContain('Parkly');
    expect(product.text.split('\n')[0]).toBe('# SpotOn: Product Requirements Document');
    expect(section(product.text, 'User experience flow')).toContain('opens SpotOn');
    const fr = revise('rename FR-2 to "Cancel or change a booking"');
    expect(fr.changes).toEqual([
      'FR-2 (Cancel or change a booking) changed: Cancel a booking → Cancel or change a booking',
    ]);
    expect(fr.text).toContain('### FR-2: Cancel or change a booking');
  });

  it('adds a requirement as the next FR with its fields and source', () => {
    const r = revise('add a requirement: owners can block dates as a must');
    expect(r.changes).toEqual(['FR-5 added: Block dates']);
    const fr5 = r.parsed.frs.find((f) => f.id === 'FR-5');
    expect(fr5).toMatchObject({ priority: 'P0', statement: 'Owners must be able to block dates.' });
    expect(fr5?.criteria).toContain('Parkly');
    expect(section(r.text, 'Sources')).toContain('- **FR-5:** your message');
    expect(section(r.text, 'Milestones')).toContain('the P0 requirements (FR-1, FR-2, FR-5)');
  });

  it('never reuses the id of a removed FR, in the same or the next revision', () => {
    const r = revise('Remove FR-4. Owners should be able to see a payout history.');
    expect(r.parsed.frs.map((f) => f.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-5']);
    const removed = revise('Remove FR-4.');
    const next = revise('Owners should be able to see a payout history.', {
      previousPrd: removed.text,
    });
    expect(next.parsed.frs.map((f) => f.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-5']);
  });

  it('moves a feature to the non-goals', () => {
    const r = revise('Exporting earnings is out of scope for now');
    expect(r.changes).toEqual([
      'Non-goal NG-1 added: Exporting earnings is out of scope for now.',
      'FR-4 removed: Export earnings',
    ]);
    expect(section(r.text, 'Non-goals')).not.toContain('_Assumption:_');
  });

  it('reprioritises by words as well as by id', () => {
    expect(revise('Lower the priority of pay per hour').changes).toEqual([
      expect.stringMatching(/^FR-3 \(.+\) changed: .*; priority P1 → P2$/),
    ]);
    expect(revise('Cancelling a booking can wait').changes).toEqual([
      expect.stringMatching(/^FR-2 \(.+\) changed: .*; priority P0 → P2$/),
    ]);
    expect(revise('Export earnings is a must-have').changes).toEqual([
      expect.stringMatching(/^FR-4 \(.+\) changed: .*; priority P2 → P0$/),
    ]);
  });

  it('reprioritises and removes non-functional requirements, named in the change list', () => {
    expect(revise('make NFR-1 P1').changes).toEqual([
      'NFR-1 (Search results load in under 2 seconds) changed: priority P0 → P1',
    ]);
    const removed = revise('remove NFR-1');
    expect(removed.changes).toEqual(['NFR-1 removed: Search results load in under 2 seconds']);
    expect(body(removed.text)).not.toContain('NFR-1');
    expect(section(removed.text, 'TL;DR')).toContain('**0 non-functional requirements**');
  });

  it('replaces words with "X instead of Y" and removes several FRs by id', () => {
    expect(revise('Use PayPal instead of Stripe').text).toContain(
      'Payments by card through PayPal.',
    );
    const r = revise('remove FR-1 and FR-2');
    expect(r.parsed.frs.map((f) => f.id)).toEqual(['FR-3', 'FR-4']);
    expect(section(r.text, 'Personas and user stories')).not.toContain('### Drivers');
    expect(section(r.text, 'Milestones')).toContain('the P0 requirements (none yet)');
  });

  it('does not append a question of a revision message as an open question', () => {
    const r = revise('Make FR-3 a must. Should owners set their own prices too?');
    expect(r.text).not.toContain('Should owners set their own prices');
    expect(section(r.text, 'Open questions')).toBe(section(PARKLY_PRD, 'Open questions'));
  });

  it('says what it could not find instead of guessing', () => {
    const r = revise('Make FR-3 P0 and remove the teleport feature');
    expect(r.kind).toBe('prd');
    expect(r.changes).toEqual([
      expect.stringMatching(/^FR-3 \(.+\) changed: .*; priority P1 → P0$/),
      'Could not find "teleport" in the PRD; nothing changed for it.',
    ]);
  });

  it('answers instead of writing a new version when nothing could be applied', () => {
    for (const message of [
      'Remove the teleport feature',
      'hmm',
      'change the colour from blue to green',
    ]) {
      const r = revise(message);
      expect(r, message).toMatchObject({ kind: 'answer', intent: 'revise' });
      expect(r.changes).toBeUndefined();
      expect(r.text).toContain('stays at version 0.3');
      expect(r.text).not.toContain('## Changes in this version');
    }
    expect(revise('Remove the teleport feature').text).toContain(
      'Could not find "teleport" in the PRD; nothing changed for it.',
    );
  });
});
