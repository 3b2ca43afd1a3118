import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeManyEntriesDocx,
  makePdf,
  makeZipBombDocx,
} from '../../../test/fixtures/make-fixtures.js';
import { DocxRejectedError } from './docx-guard.js';
import { createExtractor, type ExtractableFile, type Extractor } from './extractor.js';
import { extractNotes } from './notes.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SENTENCE =
  'The system must let a signed-in user export the requirement document to Word and plain ' +
  'text, keeping headings and numbered requirements intact for review by the whole team.';

let dir: string;
let extractor: Extractor;

function pdf(file: string, name = path.basename(file)): ExtractableFile {
  return { path: file, name, kind: 'document', ext: 'pdf', mediaType: 'application/pdf' };
}
function docx(file: string, name = path.basename(file)): ExtractableFile {
  return { path: file, name, kind: 'document', ext: 'docx', mediaType: DOCX_TYPE };
}

function options(workers = 2) {
  return {
    workers,
    ffmpegPath: 'ffmpeg',
    docxMaxEntries: 2000,
    docxMaxUnpackedBytes: 200 * 1024 * 1024,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-extract-docs-'));
  extractor = createExtractor(options());
});
afterAll(async () => {
  await extractor.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pdf', () => {
  it('reads one chunk per page with its page number', async () => {
    const file = await makePdf(dir, [
      'Checkout must accept cards (Visa, Mastercard).',
      'Latency should stay under 200 ms for 95% of requests.',
      'Owner: Dana Smith, product lead.',
    ]);
    const result = await extractor.extract(pdf(file, 'spec.pdf'));
    expect(result).toEqual({
      chunks: [
        {
          file: 'spec.pdf',
          locator: 'page 1',
          text: 'Checkout must accept cards (Visa, Mastercard).',
        },
        {
          file: 'spec.pdf',
          locator: 'page 2',
          text: 'Latency should stay under 200 ms for 95% of requests.',
        },
        { file: 'spec.pdf', locator: 'page 3', text: 'Owner: Dana Smith, product lead.' },
      ],
      images: [],
      notes: [],
    });
  });

  it('keeps the real page numbers when a page is blank', async () => {
    const file = await makePdf(dir, ['First page', '', 'Third page']);
    const { chunks } = await extractor.extract(pdf(file));
    expect(chunks.map((c) => [c.locator, c.text])).toEqual([
      ['page 1', 'First page'],
      ['page 3', 'Third page'],
    ]);
  });

  it('reads wrapped multi-line pages back in order', async () => {
    const file = await makePdf(dir, [`Intro line\n${SENTENCE}`]);
    const { chunks } = await extractor.extract(pdf(file));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.text.replace(/\s+/g, ' ')).toBe(`Intro line ${SENTENCE}`);
  });

  it('notes a pdf without any text', async () => {
    const file = await makePdf(dir, ['', ''], { name: 'scan.pdf' });
    expect(await extractor.extract(pdf(file))).toEqual({
      chunks: [],
      images: [],
      notes: [extractNotes.noPdfText('scan.pdf')],
    });
  });

  it('turns a damaged pdf into a note instead of failing', async () => {
    const file = path.join(dir, 'broken.pdf');
    await writeFile(file, '%PDF-1.4\nthis is not really a pdf at all\n%%EOF\n');
    expect(await extractor.extract(pdf(file))).toEqual({
      chunks: [],
      images: [],
      notes: [extractNotes.unreadable('broken.pdf')],
    });
  });
});

describe('docx', () => {
  it('reads paragraphs with their numbers, a heading kept with its paragraph', async () => {
    const file = await makeDocx(dir, [
      'Goals',
      'Parents must be able to order groceries in under two minutes.',
      '',
      'Delivery windows should be one hour long.',
      'Budget: 40000 EUR.',
    ]);
    const result = await extractor.extract(docx(file, 'brief.docx'));
    expect(result).toEqual({
      chunks: [
        {
          file: 'brief.docx',
          locator: 'paragraphs 1-2',
          text: 'Goals\n\nParents must be able to order groceries in under two minutes.',
        },
        {
          file: 'brief.docx',
          locator: 'paragraph 3',
          text: 'Delivery windows should be one hour long.',
        },
        { file: 'brief.docx', locator: 'paragraph 4', text: 'Budget: 40000 EUR.' },
      ],
      images: [],
      notes: [],
    });
  });

  it('notes an empty document', async () => {
    const file = await makeDocx(dir, [], { name: 'blank.docx' });
    const result = await extractor.extract(docx(file));
    expect(result.notes).toEqual([extractNotes.noDocxText('blank.docx')]);
    expect(result.chunks).toEqual([]);
  });

  it('refuses a zip bomb and a docx with too many parts before mammoth runs', async () => {
    const guarded = createExtractor(options());
    try {
      const bomb = await makeZipBombDocx(dir);
      await expect(guarded.extract(docx(bomb, 'bomb.docx'))).rejects.toMatchObject({
        name: 'DocxRejectedError',
        reason: 'zip-bomb',
        status: 413,
      });
      const many = await makeManyEntriesDocx(dir, 2500);
      const error = await guarded.extract(docx(many, 'many.docx')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocxRejectedError);
      expect((error as DocxRejectedError).reason).toBe('too-many-entries');
      // No parser process ever started, so mammoth never saw either file.
      expect(guarded.stats()).toMatchObject({ started: 0, tasksDone: 0 });
    } finally {
      await guarded.close();
    }
  });
});

describe('parser process pool', () => {
  it('reuses its processes: eight files start at most two', async () => {
    const pool = createExtractor(options(2));
    try {
      const files = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 ? makePdf(dir, [`Pdf number ${i}`]) : makeDocx(dir, [`Docx number ${i}.`]),
        ),
      );
      const results = await Promise.all(
        files.map((f) => pool.extract(f.endsWith('.pdf') ? pdf(f) : docx(f))),
      );
      results.forEach((r, i) =>
        expect(r.chunks[0]!.text).toBe(i % 2 ? `Pdf number ${i}` : `Docx number ${i}.`),
      );
      expect(pool.stats()).toEqual({
        started: 2,
        live: 2,
        busy: 0,
        queued: 0,
        tasksDone: 8,
      });
      await pool.extract(pdf(files[1]!));
      expect(pool.stats().started).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('stops waiting on abort, replaces the stopped process and keeps working', async () => {
    const pool = createExtractor(options(1));
    try {
      const pages = Array.from({ length: 50 }, (_, i) => `Page ${i + 1}. ${SENTENCE}`);
      const big = await makePdf(dir, pages);
      const controller = new AbortController();
      const running = pool.extract(pdf(big), controller.signal);
      const queued = pool.extract(pdf(big), controller.signal);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      controller.abort();
      await expect(running).rejects.toMatchObject({ name: 'AbortError' });
      await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
      expect(performance.now() - started).toBeLessThan(500);
      expect(pool.stats()).toMatchObject({ live: 0, busy: 0, queued: 0 });

      const small = await makePdf(dir, ['Still works']);
      const result = await pool.extract(pdf(small));
      expect(result.chunks[0]!.text).toBe('Still works');
      expect(pool.stats()).toMatchObject({ started: 2, live: 1 });
      await expect(pool.extract(pdf(small), AbortSignal.abort())).rejects.toMatchObject({
        name: 'AbortError',
      });
    } finally {
      await pool.close();
    }
  });

  it('gives up on a parse that takes too long, with a note, and stops its process', async () => {
    const slow = createExtractor({ ...options(1), timeoutMs: 5 });
    try {
      const pages = Array.from({ length: 50 }, (_, i) => `Page ${i + 1}. ${SENTENCE}`);
      const file = await makePdf(dir, pages, { name: 'long.pdf' });
      expect(await slow.extract(pdf(file))).toEqual({
        chunks: [],
        images: [],
        notes: [extractNotes.unreadable('long.pdf')],
      });
      expect(slow.stats()).toMatchObject({ started: 1, live: 0, tasksDone: 0 });
    } finally {
      await slow.close();
    }
  });

  it('keeps the event loop responsive while a 50-page pdf is read', async () => {
    const pages = Array.from(
      { length: 50 },
      (_, i) => `Page ${i + 1}\n${SENTENCE}\n${SENTENCE}\n${SENTENCE}\n${SENTENCE}`,
    );
    const file = await makePdf(dir, pages);
    await extractor.extract(pdf(file)); // processes warm, as in a running server

    const delay = monitorEventLoopDelay({ resolution: 5 });
    const before = performance.eventLoopUtilization();
    delay.enable();
    const result = await extractor.extract(pdf(file));
    delay.disable();
    const used = performance.eventLoopUtilization(before);

    expect(result.chunks.map((c) => c.locator)).toEqual(pages.map((_, i) => `page ${i + 1}`));
    // Parsing on this thread keeps it busy (~0.9 utilisation); in a worker it is nearly idle.
    expect(used.utilization).toBeLessThan(0.25);
    // Generous: the machine is shared, so scheduling noise is allowed for.
    expect(delay.percentile(99) / 1e6).toBeLessThan(100);
  });
});
