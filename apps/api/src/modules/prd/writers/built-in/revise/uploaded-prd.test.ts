import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseMarkdown } from '@prd/prd';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxChunks } from '../../../../../platform/extract/parse-documents.js';
import type { SourceChunk } from '../../../../../platform/ai/types.js';
import { readUploadedPrd } from '../read/uploaded-prd.js';
import { cellPerLine, input, model, reqs } from './uploaded-prd-test-helpers.js';
import { draftOffline } from '../writer.js';

// Contract item 5: an uploaded PRD is read as a PRD (ids, wording, priorities, dates kept) and
// what the message says on top is applied to it.

describe('an uploaded Word PRD with a requirements table', () => {
  let dir: string;
  let chunks: SourceChunk[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'uploaded-prd-'));
    const cell = (t: string) => new TableCell({ children: t ? [new Paragraph(t)] : [] });
    const row = (cells: string[]) => new TableRow({ children: cells.map(cell) });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Tallyho Product Requirements', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: 'Overview', heading: HeadingLevel.HEADING_1 }),
            new Paragraph(
              'Tallyho lets volunteer coaches track attendance at youth football sessions.',
            ),
            new Paragraph({ text: 'Requirements', heading: HeadingLevel.HEADING_1 }),
            new Table({
              rows: [
                row(['Ref', 'Description', 'Priority', 'Comments']),
                row(['TH-101', 'Coaches mark attendance offline and sync later.', 'High', '']),
                row([
                  'TH-102',
                  'Parents get a push when a session is cancelled.',
                  'Low',
                  'Pilot ask',
                ]),
                row(['TH-103', 'Single sign-on with the club directory.', 'Medium', '']),
              ],
            }),
            new Paragraph({ text: 'Timeline', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Pilot with two clubs: 14 September 2026'),
            new Paragraph('General availability: Q1 2027'),
            new Paragraph({ text: 'Out of scope', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Match scheduling'),
          ],
        },
      ],
    });
    const file = path.join(dir, 'tallyho.docx');
    await writeFile(file, await Packer.toBuffer(doc));
    chunks = await docxChunks(file, 'Tallyho PRD.docx');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every id, statement and priority as the table has them, in order', () => {
    const prd = model('', chunks);
    expect(prd.product).toBe('Tallyho');
    expect(reqs(prd)).toEqual([
      ['TH-101', 'P0', 'Coaches mark attendance offline and sync later.'],
      ['TH-102', 'P2', 'Parents get a push when a session is cancelled. Comments: Pilot ask'],
      ['TH-103', 'P1', 'Single sign-on with the club directory.'],
    ]);
    expect(prd.milestones.map((m) => [m.date, m.text])).toEqual([
      ['14 September 2026', 'Pilot with two clubs.'],
      ['Q1 2027', 'General availability.'],
    ]);
    expect(prd.nonGoals.map((g) => g.text)).toEqual(['Match scheduling']);
    // No table header, id or priority word became a requirement of its own.
    expect(prd.requirements.map((r) => r.id)).not.toContain('FR-1');
  });

  it('applies the update typed with it: a dropped feature goes, a date moves', () => {
    const prd = model('Update it: we dropped SSO, general availability moved to Q2 2027', chunks);
    expect(prd.requirements.map((r) => r.id)).toEqual(['TH-101', 'TH-102']);
    expect(prd.nonGoals.map((g) => g.text).join(' ')).toMatch(/SSO/);
    expect(prd.milestones.find((m) => /general availability/i.test(m.text))?.date).toBe('Q2 2027');
    // The update is listed as this first version's changes, numbered as the first version.
    const text = draftOffline(input('Update it: we dropped SSO', chunks)).chunks.join('');
    expect(text).toMatch(/## Changes in this version\n\n_Version 0\.1, 2026-03-02\._/);
    expect(text).toMatch(/TH-103 removed/);
  });

  it('follow-ups address its ids: a priority by id, a new row with its own id', () => {
    const first = draftOffline(input('', chunks));
    const previousPrd = first.chunks.join('');
    const reply = draftOffline(
      input(
        'TH-102 is now Must, and add TH-104: coaches export a season report as CSV (Could).',
        [],
        { previousPrd, previousVersion: 1 },
      ),
    );
    expect(reply.kind).toBe('prd');
    const prd = reply.model!;
    expect(reqs(prd)).toEqual([
      ['TH-101', 'P0', 'Coaches mark attendance offline and sync later.'],
      ['TH-102', 'P0', 'Parents get a push when a session is cancelled. Comments: Pilot ask'],
      ['TH-103', 'P1', 'Single sign-on with the club directory.'],
      ['TH-104', 'P2', 'Coaches export a season report as CSV.'],
    ]);
    expect(reply.changes?.join('\n')).toMatch(/TH-102[\s\S]*P2 → P0/);
    expect(reply.changes?.join('\n')).toMatch(/TH-104 added/);
  });

  it('an id already in the PRD is not added twice; the answer says so and nothing changes', () => {
    const previousPrd = draftOffline(input('', chunks)).chunks.join('');
    const reply = draftOffline(
      input('add TH-101: coaches see a history', [], { previousPrd, previousVersion: 1 }),
    );
    expect(reply.kind).toBe('answer');
    expect(reply.chunks.join('')).toMatch(/TH-101 is already in the PRD/);
  });
});

describe('readUploadedPrd', () => {
  it('rebuilds a table given one cell per line (MoSCoW words, ids with a prefix of their own)', () => {
    const chunks = cellPerLine('Spec.docx', [
      'Harbour – PRD',
      'Goals',
      'Berth holders book a slipway slot without calling the office.',
      'Requirements',
      'ID',
      'Requirement',
      'Priority',
      'HB-01',
      'Berth holders see free slipway slots for the next 14 days.',
      'Must',
      'HB-02',
      'The harbour master approves a booking within 1 working day.',
      'Should',
      'Out of scope',
      'Fuel sales.',
    ]);
    const uploaded = readUploadedPrd(chunks);
    expect(uploaded?.file).toBe('Spec.docx');
    const prd = parseMarkdown(uploaded!.markdown);
    expect(reqs(prd)).toEqual([
      ['HB-01', 'P0', 'Berth holders see free slipway slots for the next 14 days.'],
      ['HB-02', 'P1', 'The harbour master approves a booking within 1 working day.'],
    ]);
    expect(prd.nonGoals.map((g) => g.text)).toEqual(['Fuel sales.']);
  });

  it('reads a PDF export: rows run together on one line, footers and metadata left out', () => {
    const chunks: SourceChunk[] = [
      {
        file: 'Billo spec.pdf',
        locator: 'page 1',
        text: [
          'Billo – Product Requirements Document',
          'Version 2.0 | Owner: Sam Reyes | March 2026',
          'Problem',
          'Small landlords track rent in spreadsheets and miss late payments.',
          'Requirements',
          'ID Requirement Priority',
          'BL-1 Landlords record a rent payment in two taps. Must',
          'BL-2 Tenants get a reminder 3 days before rent is due. Should',
          'BL-3 Landlords export a yearly statement as PDF.',
          'Non-goals',
          'Tenant screening',
          'Page 1 of 2',
        ].join('\n'),
      },
      { file: 'Billo spec.pdf', locator: 'page 2', text: 'Milestones\nGA: July 2026\nPage 2 of 2' },
    ];
    const prd = parseMarkdown(readUploadedPrd(chunks)!.markdown);
    expect(prd.product).toBe('Billo');
    expect(reqs(prd)).toEqual([
      ['BL-1', 'P0', 'Landlords record a rent payment in two taps.'],
      ['BL-2', 'P1', 'Tenants get a reminder 3 days before rent is due.'],
      ['BL-3', null, 'Landlords export a yearly statement as PDF.'],
    ]);
    expect(prd.nonGoals.map((g) => g.text)).toEqual(['Tenant screening']);
    expect(prd.summary).toBe('');
    expect(JSON.stringify(prd)).not.toMatch(/Page \d of 2|Sam Reyes/);
  });

  it('joins user-story columns into one story and drops a row counter', () => {
    const chunks = cellPerLine('Fernway.docx', [
      'Fernway PRD',
      '1. Background',
      'Hikers lose track of water points.',
      '4. User stories',
      '#',
      'As a',
      'I want',
      'So that',
      'Priority',
      '1',
      'hiker',
      'to see water points on my route',
      'I never run dry',
      'Must',
      '2',
      'park ranger',
      'to close a trail',
      'walkers stay safe',
      'Should',
      '5. Appendix',
      'Glossary of trail names.',
    ]);
    const prd = parseMarkdown(readUploadedPrd(chunks)!.markdown);
    expect(reqs(prd)).toEqual([
      [
        'FR-1',
        'P0',
        'As a hiker, I want to see water points on my route, so that I never run dry.',
      ],
      ['FR-2', 'P1', 'As a park ranger, I want to close a trail, so that walkers stay safe.'],
    ]);
    expect(prd.extra.map((x) => x.heading)).toEqual(['Appendix']);
  });

  it('does not take notes, transcripts or a brief with a "Requirements" heading for a PRD', () => {
    expect(
      readUploadedPrd(
        cellPerLine('notes.docx', [
          'Kickoff notes',
          'Requirements',
          'Volunteers need to log hours from their phone.',
          'Priority is the spring fair.',
        ]),
      ),
    ).toBeNull();
    expect(
      readUploadedPrd([
        { file: 'call.mp3', locator: '00:00:05', text: 'Product requirements document review' },
        { file: 'call.mp3', locator: '00:00:09', text: 'Requirements\nGoals\nMilestones' },
      ]),
    ).toBeNull();
  });

  it('reads a hostile file in one pass: 20,000 header-like lines cost no more than their count', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? 'ID' : 'Priority'));
    const chunks = cellPerLine('odd.docx', ['Odd PRD', 'Goals', 'Scope', ...lines]);
    const uploaded = readUploadedPrd(chunks);
    expect(uploaded).not.toBeNull();
    expect(uploaded!.markdown.split('\n').length).toBeLessThan(3 * (lines.length + 10));
  });
});
