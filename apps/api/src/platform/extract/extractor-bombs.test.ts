import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHugePng,
  makeLyingDocx,
  makePdf,
  makePdfBomb,
} from '../../../test/fixtures/make-fixtures.js';
import { processEntry } from '../workers/process-pool.js';
import { DocxRejectedError } from './docx-guard.js';
import { createExtractor, type Extractor } from './extractor.js';
import { extractNotes } from './notes.js';
import { parseTimed } from '../../../test/helpers/measure.js';
import { buildFilteredBomb } from '../../../test/fixtures/write-pdf-bomb.js';

const MB = 1024 * 1024;
let dir: string;
let extractor: Extractor;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-extract-bombs-'));
  extractor = createExtractor({
    workers: 1,
    ffmpegPath: 'ffmpeg',
    docxMaxEntries: 2000,
    docxMaxUnpackedBytes: 200 * MB,
  });
});
afterAll(async () => {
  await extractor.close();
  await rm(dir, { recursive: true, force: true });
});

describe('extraction of hostile files', () => {
  it('ten 16000×16000 PNGs at once: a note each, nothing decoded', async () => {
    const file = await makeHugePng(dir, { width: 16000, height: 16000 });
    const images = Array.from({ length: 10 }, (_, i) => ({
      path: file,
      name: `huge-${i}.png`,
      kind: 'image' as const,
      ext: 'png',
      mediaType: 'image/png',
    }));
    const { result, ms, rssGrowth } = await parseTimed(() =>
      Promise.all(images.map((image) => extractor.extract(image))),
    );
    const extractions = await result;
    extractions.forEach((extraction, i) => {
      expect(extraction).toEqual({
        chunks: [],
        images: [],
        notes: [extractNotes.imageTooLarge(`huge-${i}.png`, 50)],
      });
    });
    expect(extractNotes.imageTooLarge('a.png', 50)).toBe(
      'a.png: the image is too large to read (over 50 megapixels).',
    );
    // Before the cap: 26 s and +700 MB on the reviewer's machine (bounds wide for busy machines).
    expect(ms).toBeLessThan(15_000);
    expect(rssGrowth).toBeLessThan(100 * MB);
  });

  it('a docx with lying headers is refused before any parser process starts', async () => {
    const file = await makeLyingDocx(dir, { unpackedMb: 1500 });
    const docx = {
      path: file,
      name: 'lies.docx',
      kind: 'document' as const,
      ext: 'docx',
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    const { result, rssGrowth } = await parseTimed(() => extractor.extract(docx));
    await expect(result).rejects.toBeInstanceOf(DocxRejectedError);
    expect(rssGrowth).toBeLessThan(64 * MB);
    expect(extractor.stats()).toMatchObject({ started: 0 });
  });

  it('a PDF bomb becomes a note, quickly', async () => {
    const file = await makePdfBomb(dir, { kind: 'text', unpackedMb: 20, pages: 20 });
    const pdf = {
      path: file,
      name: 'bomb.pdf',
      kind: 'document' as const,
      ext: 'pdf',
      mediaType: 'application/pdf',
    };
    const { result, ms } = await parseTimed(() => extractor.extract(pdf));
    expect(await result).toEqual({
      chunks: [],
      images: [],
      notes: [extractNotes.unreadable('bomb.pdf')],
    });
    // Before: 119 s and a 2 GB peak for this file.
    expect(ms).toBeLessThan(60_000);
  });
});

describe('PDF bombs behind other filters', () => {
  it('an LZW stream wrapped in ASCII85 (200 MB inside 200 KB) becomes a note, quickly', async () => {
    const file = path.join(dir, 'lzw-bomb.pdf');
    await writeFile(file, buildFilteredBomb('a85-lzw', 200));
    const pdf = {
      path: file,
      name: 'lzw-bomb.pdf',
      kind: 'document' as const,
      ext: 'pdf',
      mediaType: 'application/pdf',
    };
    const { result, ms } = await parseTimed(() => extractor.extract(pdf));
    expect(await result).toEqual({
      chunks: [],
      images: [],
      notes: [extractNotes.unreadable('lzw-bomb.pdf')],
    });
    // Before: pdf.js decoded all 200 MB (4 s for blank content, far more for text).
    expect(ms).toBeLessThan(15_000);
  });
});

describe('a parser that fills memory outside its heap', () => {
  it('is killed at the RSS cap: a note for that file, the server flat, the next file read', async () => {
    // The test parser fills 1 GB of Buffers (which no heap cap counts) for a file named HOG.
    const hostile = createExtractor({
      workers: 1,
      ffmpegPath: 'ffmpeg',
      docxMaxEntries: 2000,
      docxMaxUnpackedBytes: 200 * MB,
      maxRssMb: 256,
      entry: processEntry(import.meta.url, '../../../test/fixtures/hostile-extract-worker'),
    });
    try {
      const pdf = (file: string, name: string) => ({
        path: file,
        name,
        kind: 'document' as const,
        ext: 'pdf',
        mediaType: 'application/pdf',
      });
      const normal = await makePdf(dir, ['Still read after the hog.']);
      expect((await hostile.extract(pdf(normal, 'first.pdf'))).chunks).toHaveLength(1);
      const { result, ms, rssGrowth } = await parseTimed(() =>
        hostile.extract(pdf(normal, 'HOG.pdf')),
      );
      expect(await result).toEqual({
        chunks: [],
        images: [],
        notes: [extractNotes.unreadable('HOG.pdf')],
      });
      // Without the watch it would wait for the 2-minute time limit holding 1 GB; half of that
      // is far above any busy machine's time for the kill (no tighter wall-clock bound here).
      expect(ms).toBeLessThan(60_000);
      expect(rssGrowth).toBeLessThan(48 * MB);
      expect(hostile.stats()).toMatchObject({ started: 1, live: 0 });
      expect(await hostile.extract(pdf(normal, 'after.pdf'))).toEqual({
        chunks: [{ file: 'after.pdf', locator: 'page 1', text: 'Still read after the hog.' }],
        images: [],
        notes: [],
      });
      expect(hostile.stats()).toMatchObject({ started: 2, live: 1 });
    } finally {
      await hostile.close();
    }
  }, 30_000);
});
