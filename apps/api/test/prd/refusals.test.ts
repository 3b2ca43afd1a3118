import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeFakePng,
  makeManyEntriesDocx,
  makePdf,
  makePng,
  makeZipBombDocx,
  makeZipNamedDocx,
} from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { fileFrom, storedFiles, tableCounts, upload, usedUploads } from './support.js';

/** Nothing of a refused send may remain: no rows, no stored files, no temp files, no quota. */
async function expectNothingStored(t: TestApp, user: TestUser) {
  expect(await tableCounts(t)).toEqual({ sessions: 0, messages: 0, files: 0, visitor_usage: 0 });
  expect(storedFiles(t)).toEqual([]);
  expect(await usedUploads(t, user.id)).toBe(0);
}

describe('refused uploads', () => {
  let t: TestApp;
  let dir: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        UPLOAD_MAX_FILES: '3',
        UPLOAD_MAX_DOCUMENT_MB: '1',
        DOCX_MAX_ENTRIES: '50',
        DOCX_MAX_UNPACKED_MB: '5',
      },
    });
    dir = await mkdtemp(path.join(tmpdir(), 'prd-refusals-'));
    user = await signUpAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a file that lies about its type and names every refused file (415)', async () => {
    const good = await fileFrom(await makePdf(dir, ['A real brief.']));
    const fake = await fileFrom(await makeFakePng(dir, { name: 'holiday.png' }));
    const exe = { name: 'setup.exe', data: Buffer.from('MZ\x90\x00binary') };
    const res = await upload(t, {
      token: user.accessToken,
      text: 'Write a PRD',
      files: [good, fake, exe],
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'These files are not allowed: holiday.png, setup.exe',
      code: 'UNSUPPORTED_MEDIA',
    });
    await expectNothingStored(t, user);
  });

  it('refuses a plain zip named .docx', async () => {
    const zip = await fileFrom(await makeManyEntriesDocx(dir, 1, { name: 'ok.docx' }));
    // A real docx passes classification; a zip that is not Word does not.
    const notWord = await fileFrom(await makeZipNamedDocx(dir, { name: 'notes.docx' }));
    const res = await upload(t, { token: user.accessToken, files: [zip, notWord] });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe('These files are not allowed: notes.docx');
    await expectNothingStored(t, user);
  });

  it('refuses a docx zip bomb before opening it', async () => {
    const bomb = await fileFrom(await makeZipBombDocx(dir, { name: 'bomb.docx', unpackedMb: 8 }));
    const res = await upload(t, { token: user.accessToken, text: 'Read this', files: [bomb] });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/^bomb\.docx /);
    await expectNothingStored(t, user);
  });

  it('refuses a docx with too many parts', async () => {
    const many = await fileFrom(await makeManyEntriesDocx(dir, 80, { name: 'parts.docx' }));
    const res = await upload(t, { token: user.accessToken, files: [many] });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/^parts\.docx .*too many parts/);
    await expectNothingStored(t, user);
  });

  it('refuses a file over its kind limit, naming it (413)', async () => {
    // Random bytes after a real PNG do not compress: the file is well over 1 MB.
    const png = await makePng(dir, ['Big picture']);
    const big = path.join(dir, 'big.png');
    await writeFile(big, Buffer.concat([await readFile(png), randomBytes(1_200_000)]));
    const res = await upload(t, { token: user.accessToken, files: [await fileFrom(big)] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file big.png is too large. The limit for this type of file is 1 MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expectNothingStored(t, user);
  });

  it('refuses too many files (413) with a clear message', async () => {
    const pdf = await fileFrom(await makePdf(dir, ['One page.']));
    const files = Array.from({ length: 4 }, (_, i) => ({ ...pdf, name: `brief-${i}.pdf` }));
    const res = await upload(t, { token: user.accessToken, files });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Please send at most 3 files at a time.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expectNothingStored(t, user);
  });

  it('refuses an empty send (422) with the spec message', async () => {
    const res = await upload(t, { token: user.accessToken, text: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe('Please enter a message or upload files.');
    const bare = await t.request({
      method: 'POST',
      url: '/api/v1/prd_upload/upload_files',
      token: user.accessToken,
    });
    expect(bare.statusCode).toBe(422);
    await expectNothingStored(t, user);
  });

  it('refuses a session id that is not a UUID (422) and an unknown one (404)', async () => {
    const bad = await upload(t, { token: user.accessToken, text: 'Hi', sessionId: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: string }>().message).toBe('session_id must be a chat session id.');
    const unknown = await upload(t, {
      token: user.accessToken,
      text: 'A brief',
      sessionId: '6f1f7a54-3f7e-4b8e-9a0e-1a2b3c4d5e6f',
    });
    expect(unknown.statusCode).toBe(404);
    await expectNothingStored(t, user);
  });

  it('refuses a bad token even though visitors may send', async () => {
    const res = await upload(t, { token: 'not-a-token', text: 'A brief' });
    expect(res.statusCode).toBe(498);
    await expectNothingStored(t, user);
  });

  it('accepts the same kinds of files when they are honest (control)', async () => {
    const docx = await fileFrom(
      await makeDocx(dir, ['The product is called Ledgerly.'], { name: 'brief.docx' }),
    );
    const res = await upload(t, { token: user.accessToken, files: [docx] });
    expect(res.statusCode).toBe(200);
    expect(await usedUploads(t, user.id)).toBe(1);
    expect(storedFiles(t).filter((f) => f.startsWith('tmp'))).toEqual([]);
  });
});
