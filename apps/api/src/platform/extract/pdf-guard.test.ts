import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePdfBomb } from '../../../test/fixtures/make-fixtures.js';
import { buildPdfBomb } from '../../../test/fixtures/write-pdf-bomb.js';
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

describe('pdfChunks under a bomb', () => {
  it('refuses the bomb before pdf.js decodes it', async () => {
    const file = await makePdfBomb(dir, { kind: 'text', unpackedMb: 20, pages: 20 });
    const { result, ms, rssGrowth } = await parseTimed(() => pdfChunks(file, 'bomb.pdf'));
    await expect(result).rejects.toBeInstanceOf(PdfTooLargeError);
    expect(ms).toBeLessThan(3000);
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
