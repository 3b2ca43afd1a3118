import { readdirSync } from 'node:fs';
import path from 'node:path';
import { constants, messages } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndLogin, type TestUser } from '../../../test/helpers/users.js';
import { auditLogs, users } from '../../db/schema.js';

const UPLOAD = '/api/v1/user/upload_profile_picture';
const AVATAR_URL = /^\/api\/v1\/user\/profile_picture\/([a-f0-9]{32}\.webp)$/;

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await signUpAndLogin(t);
});
afterAll(async () => {
  await t?.close();
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** A minimal MP4 start: an `ftyp` box of brand mp42, then padding. */
const mp4Bytes = (size = 2048) =>
  Buffer.concat([
    Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'),
    Buffer.alloc(size - 24, 0),
  ]);

function form(data: Buffer, filename: string, type: string, field = 'file') {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

const upload = (body: FormData | undefined, token = user.accessToken) =>
  t.request({ method: 'POST', url: UPLOAD, token, payload: body });

const storedPicture = async (id = user.id) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.profilePicture;

const avatarFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'files', 'avatars')).sort();
  } catch {
    return [];
  }
};

async function uploadOk(data: Buffer, filename: string, type: string) {
  const res = await upload(form(data, filename, type));
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ profile_picture_url: string; message: string }>();
  expect(Object.keys(body).sort()).toEqual(['message', 'profile_picture_url']);
  expect(body.message).toBe('Profile picture updated successfully!');
  expect(body.profile_picture_url).toMatch(AVATAR_URL);
  return body.profile_picture_url;
}

async function fetchAvatar(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { res, meta: await sharp(res.rawPayload).metadata() };
}

describe('POST /user/upload_profile_picture: accepted images', () => {
  it('stores a PNG as a 256×256 webp and serves it publicly with safe headers', async () => {
    const png = await solid(640, 360).png().toBuffer();
    const url = await uploadOk(png, 'me.png', 'image/png');

    const me = await t.request({
      method: 'GET',
      url: '/api/v1/user/get_user',
      token: user.accessToken,
    });
    expect(me.json<{ profile_picture: string }>().profile_picture).toBe(url);
    expect(await storedPicture()).toBe(AVATAR_URL.exec(url)![1]);

    const { res, meta } = await fetchAvatar(url);
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(constants.profilePictureSizePx);
    expect(meta.height).toBe(256);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="avatar.webp"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('stores a JPEG without its metadata', async () => {
    const jpeg = await solid(300, 500)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'someone' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const url = await uploadOk(jpeg, 'photo.jpg', 'image/jpeg');
    const { res, meta } = await fetchAvatar(url);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(res.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('accepts a GIF and a WebP, whatever the client calls them', async () => {
    const gif = await solid(50, 80).gif().toBuffer();
    const fromGif = await uploadOk(gif, 'anim.gif', 'image/gif');
    expect((await fetchAvatar(fromGif)).meta).toMatchObject({ format: 'webp', width: 256 });

    const webp = await solid(1000, 10).webp().toBuffer();
    const fromWebp = await uploadOk(webp, 'blob', 'application/octet-stream');
    expect((await fetchAvatar(fromWebp)).meta).toMatchObject({ width: 256, height: 256 });
  });

  it('replaces the old picture: the old file is gone and its URL is 404', async () => {
    const first = await uploadOk(await solid(100, 100).png().toBuffer(), 'a.png', 'image/png');
    const second = await uploadOk(await solid(120, 90).png().toBuffer(), 'b.png', 'image/png');
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(200);
    const firstName = AVATAR_URL.exec(first)![1]!;
    expect(await t.services.files.open(`avatars/${firstName}`)).toBeNull();
    expect(avatarFiles()).toEqual([AVATAR_URL.exec(second)![1]]);
  });

  it('audits the change', async () => {
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.event, 'profile_picture_update')))
      ).length;
    const before = await count();
    await uploadOk(await solid(64, 64).png().toBuffer(), 'x.png', 'image/png');
    expect(await count()).toBe(before + 1);
  });

  it('keeps each user’s picture apart', async () => {
    const other = await signUpAndLogin(t);
    const mine = await storedPicture();
    const res = await upload(
      form(await solid(80, 80).png().toBuffer(), 'o.png', 'image/png'),
      other.accessToken,
    );
    expect(res.statusCode).toBe(200);
    expect(await storedPicture()).toBe(mine);
    expect(await storedPicture(other.id)).toBe(
      AVATAR_URL.exec(res.json<{ profile_picture_url: string }>().profile_picture_url)![1],
    );
  });
});

describe('POST /user/upload_profile_picture: refused files change nothing', () => {
  let before: string | null;
  let filesBefore: string[];

  beforeAll(async () => {
    await uploadOk(await solid(90, 90).png().toBuffer(), 'start.png', 'image/png');
  });
  beforeEach(async () => {
    before = await storedPicture();
    filesBefore = avatarFiles();
    expect(before).toMatch(/^[a-f0-9]{32}\.webp$/);
  });

  async function refused(
    res: { statusCode: number; json(): unknown },
    status: number,
    message: string,
  ) {
    expect(res.statusCode).toBe(status);
    expect((res.json() as { message: string }).message).toBe(message);
    expect(await storedPicture()).toBe(before);
    expect(avatarFiles()).toEqual(filesBefore);
  }

  it('415 for text dressed up as a PNG', async () => {
    const fake = Buffer.from('this is plain text, not a picture at all\n'.repeat(20));
    await refused(
      await upload(form(fake, 'evil.png', 'image/png')),
      415,
      messages.picture.notAnImage,
    );
  });

  it('415 for a PDF and for an SVG', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await refused(
      await upload(form(pdf, 'doc.png', 'image/png')),
      415,
      messages.picture.notAnImage,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    await refused(
      await upload(form(svg, 'a.svg', 'image/svg+xml')),
      415,
      messages.picture.notAnImage,
    );
  });

  it('415 with the video message for an MP4 sent as a video', async () => {
    await refused(
      await upload(form(mp4Bytes(), 'clip.mp4', 'video/mp4')),
      415,
      'Something went wrong — the video could not be uploaded',
    );
  });

  it('415 with the video message for MP4 bytes under an innocent name and type', async () => {
    await refused(
      await upload(form(mp4Bytes(), 'holiday.png', 'image/png')),
      415,
      messages.picture.videoRejected,
    );
  });

  it('415 with the video message when only the name says video', async () => {
    const png = await solid(40, 40).png().toBuffer();
    await refused(
      await upload(form(png, 'Movie.MOV', 'application/octet-stream')),
      415,
      messages.picture.videoRejected,
    );
  });

  it('415 with the video message for a video larger than the limit', async () => {
    const big = mp4Bytes(constants.profilePictureMaxBytes + 100_000);
    await refused(
      await upload(form(big, 'big.bin', 'application/octet-stream')),
      415,
      messages.picture.videoRejected,
    );
  });

  it('413 for an image over 5 MB', async () => {
    const noisy = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(constants.profilePictureMaxBytes);
    await refused(
      await upload(form(noisy, 'huge.png', 'image/png')),
      413,
      messages.picture.tooLarge,
    );
  });

  it('422 for image data that cannot be decoded', async () => {
    const png = await solid(40, 40).png().toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 33), Buffer.alloc(600, 7)]);
    const res = await upload(form(corrupt, 'broken.png', 'image/png'));
    await refused(res, 422, messages.picture.unreadable);
    expect(res.json()).toMatchObject({ detail: [{ loc: ['body', 'file'] }] });
  });

  it('422 when there is no file', async () => {
    const onlyText = new FormData();
    onlyText.append('note', 'no file here');
    await refused(await upload(onlyText), 422, messages.picture.fileRequired);
    await refused(await upload(undefined), 422, messages.picture.fileRequired);
    await refused(
      await t.request({
        method: 'POST',
        url: UPLOAD,
        token: user.accessToken,
        payload: { file: 'data:image/png;base64,AAAA' },
      }),
      422,
      messages.picture.fileRequired,
    );
  });

  it('422 for an empty file or a file under another field name', async () => {
    await refused(
      await upload(form(Buffer.alloc(0), 'empty.png', 'image/png')),
      422,
      messages.picture.fileRequired,
    );
    const png = await solid(40, 40).png().toBuffer();
    await refused(
      await upload(form(png, 'a.png', 'image/png', 'picture')),
      422,
      messages.picture.fileRequired,
    );
  });
});

describe('GET /user/profile_picture/:file', () => {
  it.each([
    'abc.webp',
    'ABCDEF0123456789ABCDEF0123456789.webp',
    '0123456789abcdef0123456789abcdef.png',
    '0123456789abcdef0123456789abcdef.webp.png',
    '..%2F..%2Fetc%2Fpasswd',
    '.webp',
  ])('404 for the malformed name %j', async (name) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/user/profile_picture/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('404 for a well-formed name that was never stored', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/user/profile_picture/0123456789abcdef0123456789abcdef.webp',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.general.notFound, code: 'NOT_FOUND' });
  });
});
