import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hasForbiddenControl, messages } from '@prd/contract';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileKind } from '../../platform/ai/types.js';
import { AppError, asMalformedBody } from '../../platform/errors/app-error.js';

/** An uploaded file, accepted and written to a temp file. */
export interface StagedFile {
  name: string;
  path: string;
  size: number;
  kind: FileKind;
  ext: string;
  mediaType: string;
}

interface StagedUpload {
  text: string;
  files: StagedFile[];
  /** Files left out because their content did not match their type (harmlessly). */
  skipped: string[];
  /** Removes the temp files; safe to call more than once. */
  cleanup(): Promise<void>;
}

export interface UploadRules {
  tmpDir: string;
  /** How many leading bytes `classify` needs. */
  headBytes: number;
  maxFiles: number;
  /** The largest any file may be (the parser stops reading there). */
  maxFileBytes: number;
  maxBytesFor(kind: FileKind): number;
  /** By extension and magic bytes; null when the file is not allowed. */
  classify(
    name: string,
    head: Uint8Array,
  ): Promise<{ kind: FileKind; ext: string; mediaType: string } | null>;
  /** A refused file that may be left out instead of refusing the send (see isSkippableMismatch). */
  skippable(name: string, head: Uint8Array): Promise<boolean>;
  /** Throws (an AppError saying why) when a docx must not be opened: zip bomb, too many parts. */
  checkDocx(path: string, name: string): Promise<void>;
  /** The body is cut off when fewer than `minRateBytes` arrive in `rateWindowMs`. */
  minRateBytes: number;
  rateWindowMs: number;
}

const TEXT_FIELD = 'user_input';
const MAX_TEXT_BYTES = 256 * 1024;
const MB = 1024 * 1024;

/** The name as shown to people: no folders, no control characters, bounded. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return clean.slice(0, 200) || 'file';
}

/** Keeps the first bytes that pass through, and counts them all. */
function headTap(headBytes: number) {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (kept < headBytes) {
        const part = chunk.subarray(0, headBytes - kept);
        chunks.push(part);
        kept += part.length;
      }
      done(null, chunk);
    },
  });
  return { tap, head: () => new Uint8Array(Buffer.concat(chunks)), size: () => size };
}

const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

const fieldRefusal = (field: string, message: string) =>
  new AppError('VALIDATION', message, {
    detail: [{ loc: ['body', field], msg: message, type: 'value_error' }],
  });

/**
 * Ends the connection of a body that arrives slower than `minBytes` per `windowMs` (a client
 * trickling bytes would otherwise hold a socket and a temp file for as long as it likes).
 * Counts the socket's bytes, so nothing is added to the body stream itself.
 */
function watchBodyRate(request: FastifyRequest, minBytes: number, windowMs: number) {
  const raw = request.raw;
  const socket = raw.socket as typeof raw.socket | null;
  if (!socket) return () => {};
  let seen = socket.bytesRead;
  let checkedAt = Date.now();
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed) return clearInterval(timer);
    const now = Date.now();
    const bytes = socket.bytesRead;
    // A late tick means this thread was busy: bytes waiting in the kernel were not read yet,
    // which is not the client's fault. Measure the next window instead.
    const late = now - checkedAt > windowMs * 1.5;
    if (!late && bytes - seen < minBytes) {
      clearInterval(timer);
      request.log.warn({ bytes: bytes - seen, windowMs }, 'upload too slow: connection closed');
      socket.destroy();
    }
    seen = bytes;
    checkedAt = now;
  }, windowMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Reads a multipart upload: each file streamed to a temp file (never buffered whole) and then
 * classified; the text field kept. A file whose content harmlessly does not match its type (a
 * text file named .png) is left out and named in `skipped`; any other refused file refuses the
 * whole request (415 naming every refused file, 413 for a file over its kind's limit or too many
 * files), as does a send with nothing left, and then nothing is left behind.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<StagedUpload> {
  const staged: StagedFile[] = [];
  const temps: string[] = [];
  const refused: { name: string; skippable: boolean }[] = [];
  const tooLarge: { name: string; limit: number }[] = [];
  const texts: string[] = [];
  let docxRefusal: Error | undefined;
  const cleanup = async () => {
    const paths = temps.splice(0);
    await Promise.all(paths.map((p) => rm(p, { force: true })));
  };
  let stopWatch = () => {};

  try {
    if (request.isMultipart()) {
      stopWatch = watchBodyRate(request, rules.minRateBytes, rules.rateWindowMs);
      let tmpReady: Promise<unknown> | undefined;
      // Per call: a file over the limit is cut short (truncated) instead of failing the parse.
      const options: FastifyMultipartBaseOptions = {
        limits: {
          files: rules.maxFiles,
          fileSize: rules.maxFileBytes,
          fields: 20,
          fieldSize: MAX_TEXT_BYTES,
          parts: rules.maxFiles + 20,
        },
        throwFileSizeLimit: false,
      };
      const parts = request.parts(options);
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname !== TEXT_FIELD) continue;
          if (part.valueTruncated)
            throw new AppError('PAYLOAD_TOO_LARGE', messages.chat.messageTooLong);
          // One message per send: several fields would multiply what one send may store.
          if (texts.length > 0) throw fieldRefusal(TEXT_FIELD, messages.chat.oneMessage);
          const value = typeof part.value === 'string' ? part.value : '';
          if (hasForbiddenControl(value)) {
            throw fieldRefusal(TEXT_FIELD, messages.general.controlCharacters);
          }
          texts.push(value);
          continue;
        }
        // A file input left empty arrives as a part without a name and without bytes.
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        tmpReady ??= mkdir(rules.tmpDir, { recursive: true });
        await tmpReady;
        const name = displayName(part.filename);
        const temp = path.join(rules.tmpDir, `upload-${randomUUID()}`);
        temps.push(temp);
        const { tap, head, size } = headTap(rules.headBytes);
        // Created before any byte is written, so a request that dies midway leaves a file that
        // cleanup finds (never one opened after it ran).
        const handle = await open(temp, 'wx', 0o600);
        await pipeline(part.file, tap, handle.createWriteStream());
        const found = part.file.truncated ? null : await rules.classify(name, head());
        if (part.file.truncated) {
          tooLarge.push({ name, limit: rules.maxFileBytes });
        } else if (!found) {
          refused.push({ name, skippable: await rules.skippable(name, head()) });
        } else if (size() > rules.maxBytesFor(found.kind)) {
          tooLarge.push({ name, limit: rules.maxBytesFor(found.kind) });
        } else {
          staged.push({ name, path: temp, size: size(), ...found });
        }
      }
      for (const file of staged) {
        if (file.ext !== 'docx') continue;
        try {
          await rules.checkDocx(file.path, file.name);
        } catch (err) {
          docxRefusal ??= err instanceof Error ? err : new Error(String(err));
        }
      }
    }
    const nothingLeft = staged.length === 0 && !(texts[0] ?? '').trim();
    if (refused.some((r) => !r.skippable) || (refused.length > 0 && nothingLeft)) {
      const names = refused.map((r) => r.name).join(', ');
      throw new AppError('UNSUPPORTED_MEDIA', messages.chat.filesNotAllowed(names));
    }
    if (docxRefusal) throw docxRefusal;
    const [big] = tooLarge;
    if (big) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        messages.chat.fileTooLarge(big.name, Math.floor(big.limit / MB)),
      );
    }
  } catch (err) {
    stopWatch();
    await cleanup();
    if (codeOf(err) === 'FST_FILES_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.chat.tooManyFiles(rules.maxFiles));
    }
    throw asMalformedBody(err);
  }
  stopWatch();
  const skipped = refused.map((r) => r.name);
  return { text: (texts[0] ?? '').trim(), files: staged, skipped, cleanup };
}
