import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStore } from '../../src/platform/files/index.js';
import {
  createS3FileStore,
  type S3FileStoreOptions,
} from '../../src/platform/files/s3-file-store.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The options of a store on this server (path-style, s3rver's fixed credentials). */
  options(extra?: Partial<S3FileStoreOptions>): S3FileStoreOptions;
  store(extra?: Partial<S3FileStoreOptions>): FileStore;
  /** Every request the server received, oldest first. */
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  /** Every object key in the bucket (under prefix), sorted, read through the S3 API. */
  objects(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The part of s3rver's (untyped) filesystem store that makeWritesAtomic replaces. */
interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    content: Buffer | Readable;
    metadata: unknown;
  }): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver 3.7.1 writes an object in place and answers before the write has finished, so a read
 * right after a PUT, or two PUTs of one key at once, can see a torn file; S3 never shows one.
 * Its writes are made whole here (temp file, rename, one writer per key) so that tests of our
 * store test our store.
 */
function makeWritesAtomic(store: S3rverStore) {
  const writing = new Map<string, Promise<unknown>>();
  const write: S3rverStore['putObject'] = async ({ bucket, key, content, metadata }) => {
    const target = store.getResourcePath(bucket, key, 'object');
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const md5 = createHash('md5');
    let size = 0;
    try {
      await pipeline(
        Buffer.isBuffer(content) ? Readable.from([content]) : content,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            md5.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    const digest = md5.digest('hex');
    await store.putMetadata(bucket, key, metadata, digest);
    return { size, md5: digest };
  };
  store.putObject = (object) => {
    const id = `${object.bucket}/${object.key}`;
    const done = (writing.get(id) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => write(object));
    writing.set(id, done);
    void done.finally(() => writing.get(id) === done && writing.delete(id)).catch(() => undefined);
    return done;
  };
}

/** s3rver in this process on a free port, with one fresh bucket, files in a temp folder. */
export async function startS3Server(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'prd-s3-'));
  const bucket = `prd-test-${randomBytes(4).toString('hex')}`;
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  makeWritesAtomic((s3rver as unknown as { store: S3rverStore }).store);
  await s3rver.configureBuckets();
  // Our own server (rather than s3rver.run) so that close() can drop keep-alive sockets at once.
  const handle = s3rver.callback();
  const requests: TestS3['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url!, headers: req.headers });
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const options = (extra: Partial<S3FileStoreOptions> = {}): S3FileStoreOptions => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    ...extra,
  });
  const lister = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const stores: FileStore[] = [];

  return {
    endpoint,
    bucket,
    requests,
    options,
    store(extra) {
      const store = createS3FileStore(options(extra));
      stores.push(store);
      return store;
    },
    async objects(prefix) {
      const out = await lister.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      await Promise.all(stores.map((s) => s.close()));
      lister.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
