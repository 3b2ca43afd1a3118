import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities, htmlParagraphs } from './docx-html.js';
import { docxChunks } from './parse-documents.js';

describe('htmlParagraphs', () => {
  it('gives paragraphs, headings (as Markdown headings) and list items in order, entities decoded', () => {
    const html =
      '<h1>Scope &amp; goals</h1><p>Riders book &lt;2&gt; seats &quot;now&quot; &#8211; &#x263A;</p><ul><li>One</li><li>Two</li></ul>';
    expect(htmlParagraphs(html)).toEqual([
      '# Scope & goals',
      'Riders book <2> seats "now" – ☺',
      'One',
      'Two',
    ]);
  });

  it('gives a table as one paragraph of Markdown rows, keeping empty cells and escaping pipes', () => {
    const html =
      '<p>Before</p><table><tr><td><p>ID</p></td><td><p>Requirement</p></td><td><p>Priority</p></td></tr>' +
      '<tr><td><p>PK-1</p></td><td><p>Pay by phone | card</p><p>second line</p></td><td></td></tr></table><p>After</p>';
    expect(htmlParagraphs(html)).toEqual([
      'Before',
      '| ID | Requirement | Priority |\n| --- | --- | --- |\n| PK-1 | Pay by phone \\| card second line | |',
      'After',
    ]);
  });

  it('folds a table inside a cell into that cell and skips rows with nothing in them', () => {
    const html =
      '<table><tr><td>A</td><td><table><tr><td>x</td><td>y</td></tr></table></td></tr><tr><td></td><td></td></tr></table>';
    expect(htmlParagraphs(html)).toEqual(['| A | x y |\n| --- | --- |']);
  });

  it('keeps the level of each heading style and drops an empty heading', () => {
    expect(htmlParagraphs('<h2>Out of scope</h2><h3></h3><p>Payroll</p><h6>Note</h6>')).toEqual([
      '## Out of scope',
      'Payroll',
      '###### Note',
    ]);
  });

  it('leaves unknown or out-of-range entities as written', () => {
    expect(decodeEntities('&nbspx; &#99999999; &foo; &amp;')).toBe('&nbspx; &#99999999; &foo; &');
  });

  it('reads a 50,000-row table whole', () => {
    const row = '<tr><td>ID-1</td><td>text</td></tr>';
    const small = htmlParagraphs(`<table>${row.repeat(1_000)}</table>`)[0]!.split('\n').length;
    const large = htmlParagraphs(`<table>${row.repeat(50_000)}</table>`)[0]!.split('\n').length;
    expect(small).toBe(1_001);
    expect(large).toBe(50_001);
  });
});

describe('docxChunks with tables', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docx-table-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a Word table as Markdown rows in one chunk with the heading above it', async () => {
    const cell = (t: string) => new TableCell({ children: t ? [new Paragraph(t)] : [] });
    const row = (cells: string[]) => new TableRow({ children: cells.map(cell) });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Requirements', heading: HeadingLevel.HEADING_1 }),
            new Table({
              rows: [
                row(['ID', 'Requirement', 'Priority']),
                row(['BK-1', 'Members book a bay.', 'Must']),
                row(['BK-2', 'Guests pay on arrival.', '']),
              ],
            }),
            new Paragraph('Closing words.'),
          ],
        },
      ],
    });
    const file = path.join(dir, 'table.docx');
    await writeFile(file, await Packer.toBuffer(doc));
    expect(await docxChunks(file, 'table.docx')).toEqual([
      {
        file: 'table.docx',
        locator: 'paragraphs 1-2',
        text: '# Requirements\n\n| ID | Requirement | Priority |\n| --- | --- | --- |\n| BK-1 | Members book a bay. | Must |\n| BK-2 | Guests pay on arrival. | |',
      },
      { file: 'table.docx', locator: 'paragraph 3', text: 'Closing words.' },
    ]);
  });
});
