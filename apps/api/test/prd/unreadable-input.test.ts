import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { fileFrom, uploadOk, usedUploads } from './support.js';

/** Issue 12, item 5, with the real extraction and the built-in writer. */
describe('files that cannot be read (real extraction)', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'prd-unreadable-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uses no upload for a Word file with no text in it', async () => {
    const user = await signUpAndLogin(t);
    const empty = await fileFrom(await makeDocx(dir, [], { name: 'blank.docx' }));
    const res = await uploadOk(t, { token: user.accessToken, files: [empty] });
    expect(res.data.prd_result).toMatch(/^Nothing could be read from blank\.docx/);
    expect(res.data.document_path).toBeNull();
    expect(res.data.reply).toMatchObject({ kind: 'answer', charged: false, version: null });
    expect(await usedUploads(t, user.id)).toBe(0);
  });

  it('writes from the readable file and names the skipped one in the PRD', async () => {
    const user = await signUpAndLogin(t);
    const brief = await fileFrom(
      await makePdf(dir, ['Parkly lets drivers book a parking spot. Drivers must pay by card.'], {
        name: 'parkly.pdf',
      }),
    );
    const fake = { name: 'map.png', data: Buffer.from('this is not a picture at all') };
    const res = await uploadOk(t, { token: user.accessToken, files: [brief, fake] });
    expect(res.data.reply).toMatchObject({
      kind: 'prd',
      skipped_files: ['map.png'],
      version: 1,
      writer: 'built-in',
    });
    expect(res.data.prd_result).toContain('map.png');
    expect(res.data.prd_result).toMatch(/pay by card/i);
    expect(await usedUploads(t, user.id)).toBe(1);
  });
});
