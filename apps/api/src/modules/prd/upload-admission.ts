import path from 'node:path';
import { messages } from '@prd/contract';
import type { Config } from '../../config.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  CLASSIFY_HEAD_BYTES,
  checkDocx,
  classifyUpload,
  isSkippableMismatch,
  maxBytesFor,
} from '../../platform/extract/index.js';
import type { Caller } from './caller.js';
import type { PrdService } from './prd.service.js';
import type { UploadRules } from './upload-reader.js';
import { slotKeys, type UploadSlots } from './upload-slots.js';

/**
 * Bodies above this hold disk and a socket long enough to matter: only they take an in-flight
 * slot. Messages and small files in parallel (a person's two tabs, a client's retries) never
 * meet the cap and are settled by the atomic quota alone.
 */
const LARGE_BODY_BYTES = 1024 * 1024;

/** What an upload's body may hold: files, sizes and kinds, and how slowly it may arrive. */
function uploadRules(config: Config): UploadRules {
  const { uploads } = config;
  return {
    tmpDir: path.join(config.dataDir, 'tmp'),
    headBytes: CLASSIFY_HEAD_BYTES,
    maxFiles: uploads.maxFiles,
    maxFileBytes: Math.max(uploads.maxDocumentBytes, uploads.maxMediaBytes),
    maxBytesFor: (kind) => maxBytesFor(kind, uploads),
    classify: classifyUpload,
    skippable: isSkippableMismatch,
    minRateBytes: uploads.minRateBytes,
    rateWindowMs: uploads.rateWindowSeconds * 1000,
    checkDocx: async (file, name) => {
      await checkDocx(
        file,
        { maxEntries: uploads.docxMaxEntries, maxUnpackedBytes: uploads.docxMaxUnpackedBytes },
        name,
      );
    },
  };
}

/**
 * Admission of an upload before its body is read: an in-flight slot for a large body (429
 * while the caller's slots are taken), then the send's own checks (`admit`: rates, owner, quota).
 */
export function createUploadAdmission(deps: {
  config: Config;
  slots: UploadSlots;
  prd: Pick<PrdService, 'admit'>;
}) {
  const { uploads } = deps.config;
  const limits = { perCaller: uploads.maxConcurrent, perIp: uploads.maxConcurrentPerIp };

  return {
    rules: uploadRules(deps.config),

    /**
     * `contentLength` is the request's declared size (unknown counts as large). `hold` gets the
     * slot's release as soon as it is taken: the caller gives it back when the response closes.
     */
    async admit(
      caller: Caller,
      sessionId: string | undefined,
      contentLength: string | undefined,
      meta: RequestMeta,
      hold: (release: () => void) => void,
    ): Promise<void> {
      const declared = Number(contentLength);
      const bodyBytes = Number.isFinite(declared) ? declared : Number.POSITIVE_INFINITY;
      if (bodyBytes > LARGE_BODY_BYTES) {
        const release = deps.slots.acquire(slotKeys(caller, limits));
        if (!release) {
          throw new AppError('RATE_LIMITED', messages.chat.uploadInProgress, {
            retryAfterSeconds: 5,
          });
        }
        hold(release);
      }
      await deps.prd.admit(caller, sessionId, bodyBytes, meta);
    },
  };
}
export type UploadAdmission = ReturnType<typeof createUploadAdmission>;
