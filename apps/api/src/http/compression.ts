import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Answers under this many bytes travel as they are: the saving would not pay the headers. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * What is worth compressing: JSON and text, never `text/event-stream` (an answer stream must
 * reach the browser token by token, which a compressor's buffering would hold back) and never a
 * stored file (PDF, Word, images, media and unknown `octet-stream` are compressed already or
 * are not ours to re-encode).
 */
const COMPRESSIBLE =
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\s*(?:;|$)/i;

export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/**
 * Brotli or gzip for the API's answers in the scope it is registered in (the `/api/v1` routes),
 * chosen by Accept-Encoding, from COMPRESS_MIN_BYTES up. Brotli runs at quality 4 here (per
 * request, unlike the web assets that are compressed once at build time at quality 11). The
 * answer streams are hijacked replies (modules/prd/sse.ts) and never pass through it.
 */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(compress, {
    global: true,
    // Request bodies are not inflated: a compressed upload could outgrow the body limit.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: isCompressible,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
