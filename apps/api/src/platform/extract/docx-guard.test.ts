import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeManyEntriesDocx,
  makeZipBombDocx,
} from '../../../test/fixtures/make-fixtures.js';
import { AppError } from '../errors/app-error.js';
import { checkDocx, DocxRejectedError } from './docx-guard.js';

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
});
