import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../../../test/helpers/s3-server.js';
import { loadConfig } from '../../config.js';
import { createFileStore } from './create-file-store.js';
import { createS3FileStore } from './s3-file-store.js';

const MB = 1024 * 1024;

/** What the S3 store does on the wire, and what only S3 has (prefix, bucket errors, config). */
describe('S3 file store against the S3 test server', () => {
  let s3: TestS3;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(tmpdir(), 'prd-s3-config-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    s3.requests.length = 0;
  });

  const kinds = () =>
    s3.requests.map(({ method, url }) => {
      const query = new URL(url, 'http://x').searchParams;
      if (method === 'POST' && query.has('uploads')) return 'create-multipart';
      if (method === 'PUT' && query.has('partNumber')) return 'part';
      if (method === 'POST' && query.has('uploadId')) return 'complete-multipart';
      if (method === 'DELETE' && query.has('uploadId')) return 'abort-multipart';
      return method;
    });

  it('puts a Buffer and a small stream with one PUT each, no checksum trailers', async () => {
    const store = s3.store();
    await store.put('one/buffer.bin', randomBytes(1000));
    await store.put('one/stream.bin', Readable.from([randomBytes(1000)]));
    expect(kinds()).toEqual(['PUT', 'PUT']);
    // The SDK's default (CRC32 in an aws-chunked body with a trailer) is off: WHEN_REQUIRED.
    for (const { headers } of s3.requests) {
      expect(headers['x-amz-trailer']).toBeUndefined();
      expect(headers['x-amz-sdk-checksum-algorithm']).toBeUndefined();
      expect(headers['content-encoding'] ?? '').not.toContain('aws-chunked');
    }
  });

  it('sends a stream over one part as a multipart upload of 5 MiB parts', async () => {
    const store = s3.store();
    const chunks = Array.from({ length: 11 }, () => randomBytes(MB));
    expect(await store.put('big/file.bin', Readable.from(chunks))).toEqual({ size: 11 * MB });
    expect(kinds()).toEqual(['create-multipart', 'part', 'part', 'part', 'complete-multipart']);
  });

  it('aborts the multipart upload when the source fails, and reports the source error', async () => {
    const store = s3.store();
    async function* failing() {
      for (let i = 0; i < 12; i++) yield randomBytes(MB / 2);
      throw new Error('client went away');
    }
    await expect(store.put('big/broken.bin', Readable.from(failing()))).rejects.toThrow(
      'client went away',
    );
    // The abort is sent; the source's error is still the one reported.
    expect(kinds()).toContain('abort-multipart');
    expect(await s3.objects('big/broken')).toEqual([]);
  });

  it('keeps every key under the prefix, with slashes at its ends trimmed', async () => {
    const store = s3.store({ prefix: '/tenant-a/files/' });
    await store.put('avatars/p.webp', Buffer.from('pic'));
    expect(await s3.objects('tenant-a/')).toEqual(['tenant-a/files/avatars/p.webp']);
    expect(await text((await store.open('avatars/p.webp'))!.stream)).toBe('pic');
    // Another prefix does not see it.
    expect(await s3.store({ prefix: 'tenant-b' }).open('avatars/p.webp')).toBeNull();
    expect(() => s3.store({ prefix: '../up' })).toThrow(/Invalid file key/);
  });

  it('treats a missing bucket as an error, never as a missing file', async () => {
    const store = createS3FileStore(s3.options({ bucket: 'no-such-bucket' }));
    try {
      await expect(store.open('a.txt')).rejects.toThrow(/bucket/i);
      await expect(store.put('a.txt', Buffer.from('a'))).rejects.toThrow(/bucket/i);
      await expect(store.remove('a.txt')).rejects.toThrow(/bucket/i);
    } finally {
      await store.close();
    }
  });

  it('is what createFileStore builds from FILE_STORE=s3 settings', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_SECRET: 'x'.repeat(32),
      FILE_STORE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'from-config',
    });
    const store = await createFileStore(config.files, config.dataDir);
    try {
      expect(store.kind).toBe('s3');
      await store.put('chat/s-9/a.txt', Buffer.from('hello'));
      expect(await s3.objects('from-config/')).toEqual(['from-config/chat/s-9/a.txt']);
    } finally {
      await store.close();
    }
    const local = await createFileStore(loadConfig({ DATA_DIR: dataDir }).files, dataDir);
    expect(local.kind).toBe('local');
  });
});
