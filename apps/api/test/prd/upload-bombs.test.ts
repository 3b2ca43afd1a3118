import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHugePng,
  makeLyingDocx,
  makeOverlappingDocx,
  makePdfBomb,
} from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { fileFrom, storedFiles, tableCounts, upload, uploadOk, usedUploads } from './support.js';

/** Replays of the zip, PDF and pixel bombs through the upload endpoint. */
describe('hostile uploads', () => {
  let t: TestApp;
  let dir: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'prd-upload-bombs-'));
    user = await signUpAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function expectNothingStored() {
    expect(await tableCounts(t)).toEqual({ sessions: 0, messages: 0, files: 0, visitor_usage: 0 });
    expect(storedFiles(t)).toEqual([]);
    expect(await usedUploads(t, user.id)).toBe(0);
  }

  it('refuses a 1.5 MB docx whose headers claim 10 KB for 1.5 GB (413), memory flat', async () => {
    const lies = await fileFrom(await makeLyingDocx(dir, { name: 'lies.docx', unpackedMb: 1500 }));
    expect(lies.data.length).toBeLessThan(2 * 1024 * 1024);
    const rss = process.memoryUsage().rss;
    const res = await upload(t, { token: user.accessToken, text: 'Read this', files: [lies] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'lies.docx is compressed suspiciously (a possible zip bomb).',
      code: 'PAYLOAD_TOO_LARGE',
    });
    // Before the fix the server grew by 1.2 GB and kept it.
    expect(process.memoryUsage().rss - rss).toBeLessThan(128 * 1024 * 1024);
    await expectNothingStored();
  });

  it('refuses a docx of overlapping entries (413)', async () => {
    const overlap = await fileFrom(await makeOverlappingDocx(dir, { name: 'overlap.docx' }));
    const res = await upload(t, { token: user.accessToken, files: [overlap] });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/^overlap\.docx .*zip bomb/);
    await expectNothingStored();
  });

  it('writes the PRD with a note for an image over 50 megapixels and a PDF bomb', async () => {
    const png = await makeHugePng(dir, { width: 16000, height: 16000 }, { name: 'huge.png' });
    const pdf = await makePdfBomb(dir, { name: 'bomb.pdf', kind: 'text', unpackedMb: 20 });
    const res = await uploadOk(t, {
      token: user.accessToken,
      text: 'Users must be able to export invoices as CSV.',
      files: [await fileFrom(png), await fileFrom(pdf)],
    });
    expect(res.data.prd_result).toContain(
      'huge.png: the image is too large to read (over 50 megapixels).',
    );
    expect(res.data.prd_result).toContain('bomb.pdf: the file could not be read.');
  });
});
