import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePdfBomb } from '../../../test/fixtures/make-fixtures.js';
import {
  assemblePdf,
  buildFilteredBomb,
  buildFilteredPdf,
  buildPdfBomb,
  type FilterChain,
} from '../../../test/fixtures/write-pdf-bomb.js';
import { parseTimed } from '../../../test/helpers/measure.js';
import { PDF_LIMITS, pdfChunks } from './parse-documents.js';
import { checkPdfStreams, PdfTooLargeError } from './pdf-guard.js';

const MB = 1024 * 1024;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-pdf-guard-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkPdfStreams', () => {
  it('counts what the Flate streams of a normal PDF unpack to', async () => {
    const file = await makePdf(dir, ['One page of text.', 'Another page.']);
    // buildPdf writes its streams uncompressed: nothing to inflate.
    await expect(checkPdfStreams(await readFile(file))).resolves.toBe(0);
    const small = buildPdfBomb({ kind: 'text', unpackedMb: 1 });
    expect(await checkPdfStreams(small)).toBeGreaterThanOrEqual(MB);
  });

  it('refuses a PDF bomb of blank content without inflating all of it', async () => {
    // 100 KB on disk, 100 MB of content: over 64 MB (the floor of the budget).
    const pdf = buildPdfBomb({ kind: 'blank', unpackedMb: 100 });
    expect(pdf.length).toBeLessThan(128 * 1024);
    const started = performance.now();
    await expect(checkPdfStreams(pdf)).rejects.toBeInstanceOf(PdfTooLargeError);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses one content stream over 8 MB of operators, however small the file', async () => {
    const pdf = buildPdfBomb({ kind: 'text', unpackedMb: 9 });
    await expect(checkPdfStreams(pdf)).rejects.toBeInstanceOf(PdfTooLargeError);
  });

  it('counts content hidden among binary comments too', async () => {
    // Half operators, half a binary comment: 20 MB of operators in a 40 MB stream.
    const pdf = buildPdfBomb({ kind: 'mixed', unpackedMb: 40 });
    await expect(checkPdfStreams(pdf)).rejects.toBeInstanceOf(PdfTooLargeError);
  });

  it('follows a stream compressed twice', async () => {
    const pdf = buildPdfBomb({ kind: 'blank', unpackedMb: 100, layers: 2 });
    expect(pdf.length).toBeLessThan(16 * 1024);
    await expect(checkPdfStreams(pdf)).rejects.toBeInstanceOf(PdfTooLargeError);
  });
});

const CHAINS: FilterChain[] = [
  'ahx-flate',
  'a85-flate',
  'lzw',
  'a85-lzw',
  'rl',
  'ahx-rl',
  'lzw-escaped-name',
  'lzw-indirect',
  'lzw-hidden-in-parms',
];

describe('checkPdfStreams under other filters', () => {
  it.each(CHAINS)('refuses a %s bomb fast, in little memory', async (chain) => {
    // 200 MB of blank content: pdf.js would hold it (and ~70 times as much for text).
    const pdf = buildFilteredBomb(chain, 200);
    // RunLength packs 64 to 1 at most, the others 1,000 to 1 or more.
    expect(pdf.length).toBeLessThan(8 * MB);
    const { result, ms, rssGrowth } = await parseTimed(() => checkPdfStreams(pdf));
    await expect(result).rejects.toBeInstanceOf(PdfTooLargeError);
    // A busy machine is slow; decoding the 200 MB is what the memory bound below catches.
    expect(ms).toBeLessThan(5000);
    expect(rssGrowth).toBeLessThan(48 * MB);
  });

  it.each(CHAINS)('passes a normal %s file, which pdf.js then reads', async (chain) => {
    const text = `Checkout must accept cards under ${chain}.`;
    const pdf = buildFilteredPdf(chain, text);
    // The guard decodes to exactly what pdf.js reads: the content stream, spaces before it.
    expect(await checkPdfStreams(pdf)).toBeGreaterThan(text.length);
    const file = path.join(dir, `${chain}.pdf`);
    await writeFile(file, pdf);
    expect(await pdfChunks(file, 'a.pdf')).toEqual([{ file: 'a.pdf', locator: 'page 1', text }]);
  });

  it('decodes each filter exactly as pdf.js does', async () => {
    const text = 'Exactly counted.';
    const content = `BT /F1 12 Tf 14 TL 72 740 Td\n(${text}) Tj\nET`.length;
    expect(await checkPdfStreams(buildFilteredPdf('rl', text))).toBe(1000 + content);
    expect(await checkPdfStreams(buildFilteredPdf('lzw', text))).toBe(
      Math.round(0.01 * MB) + content,
    );
  });

  it('refuses a stream whose dictionary or filters it cannot read', async () => {
    const lzwContent = buildFilteredPdf('lzw', 'x');
    expect(await checkPdfStreams(lzwContent)).toBeGreaterThan(0);
    // A filter defined by an object it cannot find (pdf.js may find it in an object stream).
    const missing = assemblePdf({ content: Buffer.from('x'), filter: '77 0 R' });
    await expect(checkPdfStreams(missing)).rejects.toBeInstanceOf(PdfTooLargeError);
    // A dictionary it cannot read (an unterminated string) right before the keyword.
    const broken = assemblePdf({ content: Buffer.from('x'), filter: '/LZW', dictionary: ' (' });
    await expect(checkPdfStreams(broken)).rejects.toBeInstanceOf(PdfTooLargeError);
  });

  it('stays linear on thousands of streams and lying dictionaries', async () => {
    // 20,000 tiny LZW streams that all run to one far endstream would be read 20,000 times.
    const head = Buffer.from('%PDF-1.4\n', 'latin1');
    const streams = Buffer.from(
      Array.from({ length: 20_000 }, (_, i) => `${i} 0 obj\n<< /Filter /AHx >>\nstream\n`).join(''),
      'latin1',
    );
    const pdf = Buffer.concat([
      head,
      streams,
      Buffer.alloc(2 * MB, 0x20),
      Buffer.from('endstream'),
    ]);
    const started = performance.now();
    await expect(checkPdfStreams(pdf)).rejects.toBeInstanceOf(PdfTooLargeError);
    expect(performance.now() - started).toBeLessThan(1000);
    // Many `obj` words inside strings before each dictionary: bounded attempts, no blow-up.
    const decoys = Buffer.from(
      Array.from(
        { length: 5_000 },
        (_, i) => `${i} 0 obj << /T (obj obj obj obj) >> stream\nendstream\n`,
      ).join(''),
      'latin1',
    );
    const t = performance.now();
    await checkPdfStreams(Buffer.concat([head, decoys]));
    expect(performance.now() - t).toBeLessThan(10_000);
  });
});

describe('pdfChunks under a bomb', () => {
  it('refuses the bomb before pdf.js decodes it', async () => {
    const file = await makePdfBomb(dir, { kind: 'text', unpackedMb: 20, pages: 20 });
    const { result, ms, rssGrowth } = await parseTimed(() => pdfChunks(file, 'bomb.pdf'));
    await expect(result).rejects.toBeInstanceOf(PdfTooLargeError);
    expect(ms).toBeLessThan(15_000);
    expect(rssGrowth).toBeLessThan(100 * MB);
  });

  it('reads pages one at a time and stops at the page, text and time caps', async () => {
    const file = await makePdf(dir, ['First page.', 'Second page.', 'Third page.']);
    expect(await pdfChunks(file, 'a.pdf')).toHaveLength(3);
    const pages = await pdfChunks(file, 'a.pdf', { ...PDF_LIMITS, maxPages: 2 });
    expect(pages.map((c) => c.locator)).toEqual(['page 1', 'page 2']);
    const text = await pdfChunks(file, 'a.pdf', { ...PDF_LIMITS, maxTextChars: 15 });
    expect(text.map((c) => c.text)).toEqual(['First page.', 'Seco']);
    const time = await pdfChunks(file, 'a.pdf', { ...PDF_LIMITS, maxMillis: 0 });
    expect(time.map((c) => c.locator)).toEqual(['page 1']);
  });

  it('stays bounded on many pages sharing one content stream under the caps', async () => {
    // 7 MB of operators (under the per-stream cap) shown on 50 pages: without the time cap
    // pdf.js would decode 350 MB of operators; with it, reading stops after the budget.
    const file = await makePdfBomb(dir, { kind: 'text', unpackedMb: 7, pages: 50 });
    const limits = { ...PDF_LIMITS, maxMillis: 2000 };
    const { result, ms } = await parseTimed(() => pdfChunks(file, 'many.pdf', limits));
    const chunks = await result;
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThan(50);
    expect(ms).toBeLessThan(20_000);
  });
});
