import { parseMarkdown } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import type { SourceChunk } from '../../../../../platform/ai/types.js';
import { readPastedPrd, readUploadedPrd } from '../read/uploaded-prd.js';
import { cellPerLine, input, model, reqs } from './uploaded-prd-test-helpers.js';
import { draftOffline } from '../writer.js';

// PRDs as they arrive in other shapes: pasted into the message, id-led lines, a German table,
// a Confluence page exported as PDF.

describe('a PRD pasted into the message', () => {
  const PASTED = [
    "Here's our current PRD, tidy it into your format:",
    '',
    '# Stockroom PRD',
    '',
    '## Problem',
    'Café owners run out of milk because stock is counted on paper.',
    '',
    '## Requirements',
    '| Requirement ID | Requirement | MoSCoW priority |',
    '| --- | --- | --- |',
    '| ST-7 | Staff count stock on a phone at closing. | Must |',
    '| ST-8 | The owner gets a reorder list by 7 am. | Should |',
    '',
    '## Out of scope',
    '- Supplier ordering',
    '',
    '## Timeline',
    '- Pilot: 4 May 2026',
  ].join('\n');

  it('is read as a PRD, its ids and priorities kept; the words before it ask for nothing', () => {
    const pasted = readPastedPrd(PASTED);
    expect(pasted?.lead).toBe("Here's our current PRD, tidy it into your format:");
    const prd = model(PASTED, []);
    expect(prd.product).toBe('Stockroom');
    expect(reqs(prd)).toEqual([
      ['ST-7', 'P0', 'Staff count stock on a phone at closing.'],
      ['ST-8', 'P1', 'The owner gets a reorder list by 7 am.'],
    ]);
    expect(prd.nonGoals.map((g) => g.text)).toEqual(['Supplier ordering']);
    expect(prd.milestones.map((m) => m.date)).toEqual(['4 May 2026']);
    expect(prd.requirements[0]!.sources[0]).toMatchObject({ kind: 'message' });
  });

  it('a typed brief with a title and a heading or two is drafted, not read as a PRD', () => {
    const brief =
      'Stockroom PRD\n\nGoals\nCafés stop running out of milk.\n\nRequirements\n- Staff must count stock on a phone.\n- The owner should get a reorder list.';
    expect(readPastedPrd(brief)).toBeNull();
    expect(model(brief, []).requirements.length).toBeGreaterThanOrEqual(2);
  });
});

describe('PRDs written other ways', () => {
  it('reads requirements led by their ids with the priority in brackets, and applies the update', () => {
    const chunks = cellPerLine('Harbourside requirements.docx', [
      'Harbourside – Requirements',
      'Marina Co-op · Version 0.3 · Owner: Ines Duarte',
      '1. Background',
      'Berth holders book the crane by phone.',
      '2. Functional requirements',
      'HR-01 (Must) Berth holders book a crane slot online.',
      'HR-02 (Should) Berth holders get a reminder the day before.',
      'HR-03 (Could) The harbour master exports the week as CSV.',
      '3. Non-functional requirements',
      'NFR-01 Pages load in under 3 seconds on 4G.',
      '4. Timeline',
      'Trial: 01.06.2026',
    ]);
    const prd = model(
      'update it: HR-02 is a Must now and drop HR-03 – nobody asked for it',
      chunks,
    );
    expect(prd.product).toBe('Harbourside');
    expect(reqs(prd)).toEqual([
      ['HR-01', 'P0', 'Berth holders book a crane slot online.'],
      ['HR-02', 'P0', 'Berth holders get a reminder the day before.'],
    ]);
    expect(prd.nfrs.map((n) => n.id)).toEqual(['NFR-01']);
    expect(prd.milestones.map((m) => m.date)).toEqual(['01.06.2026']);
    expect(JSON.stringify(prd)).not.toMatch(/Ines Duarte|Version 0\.3/);
  });

  it('changes a priority and a date in a German PRD in its own words', () => {
    const chunks: SourceChunk[] = [
      {
        file: 'Regio.docx',
        locator: 'paragraphs 1-3',
        text: [
          'Produktanforderungsdokument: Feldkiste',
          '',
          'Anforderungen',
          '',
          '| ID | Anforderung | Priorität |',
          '| --- | --- | --- |',
          '| FK-01 | Kunden bestellen eine Kiste im Wochenabo. | Muss |',
          '| FK-02 | Kunden schließen bis zu 3 Sorten aus. | Kann |',
          '',
          'Meilensteine',
          '',
          'Pilot mit 80 Haushalten: 01.09.2026',
        ].join('\n'),
      },
    ];
    const previousPrd = draftOffline(input('', chunks)).chunks.join('');
    expect(previousPrd).toMatch(/^# Feldkiste: Produktanforderungsdokument$/m);
    const reply = draftOffline(
      input('FK-02 is now a Should, and the pilot moves to 1 October 2026', [], {
        previousPrd,
        previousVersion: 1,
      }),
    );
    expect(reply.kind).toBe('prd');
    const text = reply.chunks.join('');
    expect(text).toMatch(/### FK-02[^\n]*\n\n- \*\*Priorität:\*\* P1 \(Soll\)/);
    expect(text).toMatch(/\(1 October 2026\): Pilot mit 80 Haushalten/);
    expect(reply.changes?.join('\n')).toMatch(/FK-02[\s\S]*P2 → P1/);
  });
});

describe('a Confluence page exported as PDF', () => {
  it('joins a wrapped cell into its row, and keeps page properties out of the summary', () => {
    const chunks: SourceChunk[] = [
      {
        file: 'Tidepool.pdf',
        locator: 'page 1',
        text: [
          'Tidepool – Shared swim lanes',
          'Leisure / Pools / PRD',
          'Document owner Sara Lind',
          'Requirements',
          '# Requirement Importance',
          '#1 Swimmers book a lane for 30 minutes, up to',
          '7 days ahead. Must have',
          '#2 Lifeguards close a lane from the poolside tablet. Should have',
          'User interaction and design',
          'Mock-ups: see the Figma file.',
          'Not Doing',
          'Swimming lessons.',
        ].join('\n'),
      },
    ];
    const prd = parseMarkdown(readUploadedPrd(chunks)!.markdown);
    expect(reqs(prd)).toEqual([
      ['FR-1', 'P0', 'Swimmers book a lane for 30 minutes, up to 7 days ahead.'],
      ['FR-2', 'P1', 'Lifeguards close a lane from the poolside tablet.'],
    ]);
    expect(prd.summary).toBe('');
    expect(prd.uxFlow.map((u) => u.text)).toEqual(['Mock-ups: see the Figma file.']);
    expect(prd.nonGoals.map((g) => g.text)).toEqual(['Swimming lessons.']);
    expect(model('', chunks).product).toBe('Tidepool');
  });
});
