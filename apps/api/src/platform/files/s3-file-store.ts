import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, type FileStore } from './file-store.js';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver…); AWS when absent. */
  endpoint?: string;
  /** bucket in the path (`endpoint/bucket/key`) instead of the host name. */
  forcePathStyle?: boolean;
  /** Both or neither; neither uses the SDK's own chain (instance role, shared config). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder inside the bucket for every key, e.g. `prd-studio` (no slashes at the ends). */
  prefix?: string;
  /** Multipart part size for streams; S3's minimum (5 MiB) unless given. */
  partSizeBytes?: number;
}

const MIN_PART = 5 * 1024 * 1024;
/** Parts of one streamed upload in flight at once (memory: partSize × this). */
const QUEUE_SIZE = 4;

/** A missing key; a missing bucket is a configuration error and must not read as "no file". */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  err.name !== 'NoSuchBucket' &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Counts what passes through, so a streamed put of unknown length can report its size. */
async function* counted(source: NodeJS.ReadableStream, total: { bytes: number }) {
  for await (const chunk of source) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total.bytes += buffer.length;
    yield buffer;
  }
}

/**
 * One object per key in a bucket. A put lands whole or not at all: a single PUT, or a multipart
 * upload that is aborted when the source fails.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { bucket, accessKeyId, secretAccessKey } = options;
  const folder = options.prefix?.replace(/^\/+|\/+$/g, '') ?? '';
  if (folder) assertValidKey(folder);
  const prefix = folder ? `${folder}/` : '';
  const partSize = Math.max(MIN_PART, options.partSizeBytes ?? MIN_PART);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers reject or ignore the SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket out of reach fails the call instead of holding it (requestTimeout: socket idle).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  async function get(key: string) {
    const Key = objectKey(key);
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return { stream: out.Body, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',

    async put(key, data) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(data)) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentLength: data.length }),
        );
        return { size: data.length };
      }
      const total = { bytes: 0 };
      const body = Readable.from(counted(data, total));
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: body },
        partSize,
        queueSize: QUEUE_SIZE,
        // Aborted below, so that the source's error is the one reported even where the abort
        // itself fails (some S3-compatible servers lack it; a lifecycle rule cleans up there).
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (err) {
        body.destroy();
        if (data instanceof Readable) data.destroy();
        if (upload.uploadId) {
          await client
            .send(
              new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: upload.uploadId }),
            )
            .catch(() => undefined);
        }
        throw err;
      }
      return { size: total.bytes };
    },

    open: get,

    async download(key, destPath) {
      const opened = await get(key);
      if (!opened) return null;
      let written = 0;
      try {
        await pipeline(
          opened.stream,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              written += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(destPath, { mode: 0o600 }),
        );
        if (written !== opened.size) {
          throw new Error(`S3 object ${key}: got ${written} of ${opened.size} bytes`);
        }
        return { size: written };
      } catch (err) {
        await unlink(destPath).catch(() => undefined);
        throw err;
      }
    },

    async remove(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    async removeFolder(folder) {
      assertValidKey(folder);
      const Prefix = `${objectKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          try {
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: item.Key }));
          } catch (err) {
            if (!isMissing(err)) throw err;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}
