import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeLyingDocx,
  makeManyEntriesDocx,
  makeOverlappingDocx,
  makeZipBombDocx,
} from '../../../test/fixtures/make-fixtures.js';
import { buildZip } from '../../../test/fixtures/write-zip.js';
import { AppError } from '../errors/app-error.js';
import { checkDocx, DOCX_MAX_PART_BYTES, DocxRejectedError } from './docx-guard.js';
import { docxChunks } from './parse-documents.js';

const MB = 1024 * 1024;
const defaults = { maxEntries: 2000, maxUnpackedBytes: 200 * MB };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-docx-guard-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<DocxRejectedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocxRejectedError);
  return error as DocxRejectedError;
}

describe('checkDocx', () => {
  it('lets a normal Word file through and reports its size', async () => {
    const file = await makeDocx(dir, ['One', 'Two', 'Three']);
    const result = await checkDocx(file, defaults);
    expect(result.entries).toBeGreaterThan(3);
    expect(result.unpackedBytes).toBeGreaterThan((await stat(file)).size);
  });

  it('refuses a zip bomb from its central directory, without inflating it', async () => {
    const file = await makeZipBombDocx(dir, { name: 'bomb.docx', unpackedMb: 64 });
    expect((await stat(file)).size).toBeLessThan(200 * 1024);
    const started = performance.now();
    const error = await rejection(checkDocx(file, defaults, 'bomb.docx'));
    // Inflating 64 MB takes far longer than reading a few hundred bytes of directory.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.reason).toBe('zip-bomb');
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('bomb.docx is compressed suspiciously (a possible zip bomb).');
  });

  it('refuses a file whose parts add up to more than the unpacked limit', async () => {
    const file = await makeZipBombDocx(dir, { unpackedMb: 3 });
    const error = await rejection(
      checkDocx(file, { maxEntries: 2000, maxUnpackedBytes: 2 * MB, maxRatio: 1e9 }, 'big.docx'),
    );
    expect(error.reason).toBe('too-large-unpacked');
    expect(error.message).toBe('big.docx is too large once unpacked.');
    // The same file is fine under a higher limit (and a ratio rule that allows it).
    await expect(
      checkDocx(file, { maxEntries: 2000, maxUnpackedBytes: 4 * MB, maxRatio: 1e9 }),
    ).resolves.toMatchObject({ entries: 3 });
  });

  it('refuses too many entries', async () => {
    const file = await makeManyEntriesDocx(dir, 2100);
    const error = await rejection(checkDocx(file, defaults, 'parts.docx'));
    expect(error.reason).toBe('too-many-entries');
    expect(error.status).toBe(413);
    expect(error.message).toBe('parts.docx has too many parts to be opened safely.');
    await expect(checkDocx(file, { ...defaults, maxEntries: 2200 })).resolves.toMatchObject({
      entries: 2103,
    });
  });

  it('refuses a file that is not a zip at all as damaged (415)', async () => {
    const file = path.join(dir, 'fake.docx');
    await writeFile(file, 'PK\u0003\u0004 and then nothing a zip reader can use');
    const error = await rejection(checkDocx(file, defaults));
    expect(error.reason).toBe('damaged');
    expect(error.status).toBe(415);
    expect(error.message).toBe('The Word file is damaged and cannot be opened.');
  });

  it('refuses a docx whose headers lie about its size, inflating only what they declared', async () => {
    // 300 MB of real XML declared as 10 KB in both the local header and the central directory.
    const file = await makeLyingDocx(dir, { name: 'lies.docx', unpackedMb: 300 });
    expect((await stat(file)).size).toBeLessThan(400 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const error = await rejection(checkDocx(file, defaults, 'lies.docx'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MB);
    expect(error.reason).toBe('zip-bomb');
    expect(error.status).toBe(413);
    expect(error.message).toBe('lies.docx is compressed suspiciously (a possible zip bomb).');
  });

  it('refuses a part that inflates to less than it declared', async () => {
    const xml = Buffer.from('<w:document/>');
    const zip = buildZip([{ name: 'word/document.xml', data: xml, declaredSize: 1000 }]);
    const file = path.join(dir, 'short.docx');
    await writeFile(file, zip);
    expect((await rejection(checkDocx(file, defaults))).reason).toBe('zip-bomb');
  });

  it('refuses overlapping entries: many directory records sharing one stretch of data', async () => {
    // 200 records of 900 KB each: every size honest and under every limit, 180 MB in all.
    const file = await makeOverlappingDocx(dir, { copies: 200, partKb: 900 });
    expect((await stat(file)).size).toBeLessThan(64 * 1024);
    const error = await rejection(checkDocx(file, defaults, 'overlap.docx'));
    expect(error.reason).toBe('zip-bomb');
    expect(error.status).toBe(413);
    // One copy alone is a fine file.
    const single = await makeOverlappingDocx(dir, { copies: 0, partKb: 900 });
    await expect(checkDocx(single, defaults)).resolves.toMatchObject({ entries: 3 });
  });

  it('refuses an XML part over the per-part limit even when the total is allowed', async () => {
    const big = Buffer.alloc(DOCX_MAX_PART_BYTES + 1, 0x20);
    const parts = [{ name: 'word/document.xml', data: big, store: true }];
    const file = path.join(dir, 'big-part.docx');
    await writeFile(file, buildZip(parts));
    expect((await rejection(checkDocx(file, defaults))).reason).toBe('too-large-unpacked');
    // The same bytes as an image are only counted towards the total.
    await writeFile(file, buildZip([{ name: 'word/media/scan.bmp', data: big, store: true }]));
    await expect(checkDocx(file, defaults)).resolves.toMatchObject({ entries: 1 });
  });

  it('refuses a zip that readers would read differently', async () => {
    const good = await readFile(await makeDocx(dir, ['Fine']));
    // Bytes before the zip: JSZip (inside mammoth) shifts every offset, yauzl does not.
    const shifted = path.join(dir, 'shifted.docx');
    await writeFile(shifted, Buffer.concat([Buffer.alloc(100, 0x41), good]));
    expect((await rejection(checkDocx(shifted, defaults))).reason).toBe('damaged');
    // A local header naming another part than the directory does (JSZip reads the local one).
    const renamed = buildZip([{ name: 'word/media/a.bin', data: Buffer.from('<x/>') }]);
    renamed.write('word/media/a.xml', 30, 'latin1');
    const file = path.join(dir, 'renamed.docx');
    await writeFile(file, renamed);
    expect((await rejection(checkDocx(file, defaults))).reason).toBe('damaged');
  });

  it('is also run by the parser itself, so mammoth never opens a lying file', async () => {
    const file = await makeLyingDocx(dir, { unpackedMb: 1500 });
    const started = performance.now();
    await expect(docxChunks(file, 'lies.docx')).rejects.toBeInstanceOf(DocxRejectedError);
    expect(performance.now() - started).toBeLessThan(2000);
    const good = await makeDocx(dir, ['Still read.']);
    await expect(docxChunks(good, 'good.docx')).resolves.toHaveLength(1);
  });
});
