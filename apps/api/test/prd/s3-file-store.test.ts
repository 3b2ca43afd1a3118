import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFiles, chatMessages } from '../../src/db/schema.js';
import { makeDocx, makePdf } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startS3Server, type TestS3 } from '../helpers/s3-server.js';
import { signUpAndLogin } from '../helpers/users.js';
import { fileFrom, getLink, storedFiles, uploadOk } from './support.js';

/** The app with its files in a bucket (the S3 test server in this process) instead of DATA_DIR/files. */
describe('uploads, Word files and profile pictures through the S3 store', () => {
  let s3: TestS3;
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ overrides: { files: s3.store({ prefix: 'app' }) } });
    dir = await mkdtemp(path.join(tmpdir(), 'prd-s3-app-'));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores a visitor's docx and pdf in the bucket; their signed links serve the same bytes", async () => {
    expect(t.app.services.files.kind).toBe('s3');
    const docx = await fileFrom(
      await makeDocx(dir, ['The product is called Tidewater.', 'Captains must log every trip.']),
      'brief.docx',
    );
    const pdf = await fileFrom(
      await makePdf(dir, ['Owners must see fuel use per trip.']),
      'costs.pdf',
    );
    const res = await uploadOk(t, { text: 'Write the PRD.', files: [docx, pdf] });
    const sessionId = res.data.session_id;
    expect(res.data.prd_result).toContain('Tidewater');
    expect(res.data.prd_result).toContain('fuel use per trip');

    const rows = await t.database.db
      .select({ name: chatFiles.name, storeKey: chatFiles.storeKey, size: chatFiles.size })
      .from(chatFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
      .where(eq(chatMessages.sessionId, sessionId));
    expect(rows.map((r) => r.name).sort()).toEqual(['brief.docx', 'costs.pdf']);
    expect(await s3.objects()).toEqual(rows.map((r) => `app/${r.storeKey}`).sort());
    for (const row of rows) {
      const sent = row.name === 'brief.docx' ? docx : pdf;
      expect(row.size).toBe(sent.data.length);
      const link = await getLink(
        t,
        t.app.services.signedUrls.sign(row.storeKey, { name: row.name }),
      );
      expect(link.statusCode).toBe(200);
      expect(Number(link.headers['content-length'])).toBe(sent.data.length);
      expect(link.rawPayload.equals(sent.data)).toBe(true);
    }
    // Nothing went to the local store, and the upload's temp files are gone.
    expect(storedFiles(t)).toEqual([]);

    // The Word file is made on its first download and kept in the bucket.
    const word = await getLink(t, res.data.document_path!);
    expect(word.statusCode).toBe(200);
    expect(word.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const docs = (await s3.objects(`app/chat/${sessionId}/prd-`)).filter((k) =>
      k.endsWith('.docx'),
    );
    expect(docs).toHaveLength(1);
    expect((await getLink(t, res.data.document_path!)).rawPayload.equals(word.rawPayload)).toBe(
      true,
    );
  });

  it('stores a profile picture in the bucket, serves it, and removes the one it replaces', async () => {
    const user = await signUpAndLogin(t);
    const uploadPicture = async (color: number) => {
      const png = await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: color, g: 90, b: 40 } },
      })
        .png()
        .toBuffer();
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/user/upload_profile_picture',
        token: user.accessToken,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ profile_picture_url: string }>().profile_picture_url;
    };
    const avatars = () => s3.objects('app/avatars/');

    const first = await uploadPicture(10);
    const name = first.split('/').pop()!;
    expect(await avatars()).toEqual([`app/avatars/${name}`]);
    const served = await t.request({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });

    const second = await uploadPicture(200);
    expect(await avatars()).toEqual([`app/avatars/${second.split('/').pop()!}`]);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('answers a signed link with a server error, not 404, when the bucket is out of reach', async () => {
    const broken = await buildTestApp({
      overrides: { files: s3.store({ bucket: 'no-such-bucket' }) },
    });
    try {
      const link = broken.app.services.signedUrls.sign('chat/s-1/doc.pdf', { name: 'doc.pdf' });
      const res = await getLink(broken, link);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/bucket|S3RVER/i);
      // A key the store refuses is still a plain 404.
      expect((await getLink(broken, broken.app.services.signedUrls.sign('../x'))).statusCode).toBe(
        404,
      );
    } finally {
      await broken.close();
    }
  });
});
