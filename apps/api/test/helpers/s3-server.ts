import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from '../../src/platform/files/index.js';
import {
  createS3FileStore,
  type S3FileStoreOptions,
} from '../../src/platform/files/s3-file-store.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The options of a store on this server (path-style, any credentials). */
  options(extra?: Partial<S3FileStoreOptions>): S3FileStoreOptions;
  store(extra?: Partial<S3FileStoreOptions>): FileStore;
  /** Every request the server received, oldest first. */
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  /** Every object key in the bucket (under prefix), sorted, read through the S3 API. */
  objects(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

interface StoredObject {
  data: Buffer;
  etag: string;
  modified: Date;
}

const LIST_PAGE = 1000;
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const xmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const etagOf = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A small S3 (path-style, one bucket, objects in memory) for the S3 file store's tests and the
 * multi-process scripts: PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 and the
 * multipart calls (create, part, complete, abort), with S3's XML answers and error codes.
 * Signatures are not checked. Objects appear whole when their PUT or complete has ended, as on
 * S3. It replaces s3rver, whose XML parser (fast-xml-parser 3) carries a known advisory.
 */
function s3Handler(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();

  const fail = (res: http.ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(xml(`<Error><Code>${code}</Code><Message>${xmlText(message)}</Message></Error>`));
  };
  const ok = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(xml(body));
  };

  function list(res: http.ServerResponse, query: URLSearchParams) {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, LIST_PAGE);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const o = objects.get(key)!;
        return `<Contents><Key>${xmlText(key)}</Key><LastModified>${o.modified.toISOString()}</LastModified><ETag>${xmlText(o.etag)}</ETag><Size>${o.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${xmlText(page.at(-1)!)}</NextContinuationToken>`
      : '';
    ok(
      res,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${LIST_PAGE}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  function get(res: http.ServerResponse, key: string, withBody: boolean) {
    const o = objects.get(key);
    if (!o) {
      if (!withBody) return void res.writeHead(404).end();
      return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': o.data.length,
      etag: o.etag,
      'last-modified': o.modified.toUTCString(),
    });
    res.end(withBody ? o.data : undefined);
  }

  async function multipart(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    key: string,
    query: URLSearchParams,
  ) {
    const method = req.method;
    if (method === 'POST' && query.has('uploads')) {
      const uploadId = randomBytes(12).toString('hex');
      uploads.set(uploadId, { key, parts: new Map() });
      return ok(
        res,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlText(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const uploadId = query.get('uploadId') ?? '';
    const upload = uploads.get(uploadId);
    if (!upload || upload.key !== key) {
      return fail(res, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    }
    if (method === 'PUT') {
      const data = await readBody(req);
      upload.parts.set(Number(query.get('partNumber')), data);
      res.writeHead(200, { etag: etagOf(data) });
      return void res.end();
    }
    if (method === 'DELETE') {
      uploads.delete(uploadId);
      return void res.writeHead(204).end();
    }
    await readBody(req);
    const data = Buffer.concat(
      [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, d]) => d),
    );
    uploads.delete(uploadId);
    const etag = etagOf(data);
    objects.set(key, { data, etag, modified: new Date() });
    return ok(
      res,
      `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlText(key)}</Key><ETag>${xmlText(etag)}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, name = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const query = url.searchParams;
    if (name !== bucket) {
      await readBody(req);
      if (req.method === 'HEAD') return void res.writeHead(404).end();
      return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!key) {
      if (req.method === 'GET') return list(res, query);
      return void res.writeHead(req.method === 'HEAD' ? 200 : 405).end();
    }
    if (query.has('uploads') || query.has('uploadId')) return multipart(req, res, key, query);
    switch (req.method) {
      case 'PUT': {
        const data = await readBody(req);
        const etag = etagOf(data);
        objects.set(key, { data, etag, modified: new Date() });
        res.writeHead(200, { etag });
        return void res.end();
      }
      case 'GET':
      case 'HEAD':
        return get(res, key, req.method === 'GET');
      case 'DELETE':
        objects.delete(key);
        return void res.writeHead(204).end();
      default:
        return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  };
}

/** The S3 test server in this process on a free port, with one fresh bucket. */
export async function startS3Server(): Promise<TestS3> {
  const bucket = `prd-test-${randomBytes(4).toString('hex')}`;
  const handle = s3Handler(bucket);
  const requests: TestS3['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url!, headers: req.headers });
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const options = (extra: Partial<S3FileStoreOptions> = {}): S3FileStoreOptions => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    ...CREDENTIALS,
    ...extra,
  });
  const lister = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
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
    },
  };
}
