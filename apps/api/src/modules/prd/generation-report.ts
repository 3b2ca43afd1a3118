import { messages, type ReplyInfo, type UploadFilesResponse } from '@prd/contract';
import type { GenerationJobDeps } from './generation-attempt.js';
import type { GenerationRow } from './generation-types.js';

/** The answer the upload call returns (and the stream's `done` event carries). */
export function answerResponse(
  deps: Pick<GenerationJobDeps, 'signedUrls'>,
  row: GenerationRow,
  prd: string,
  documentPath: string | null,
  sent: { name: string; storeKey: string; kind: string }[],
  reply: ReplyInfo,
): UploadFilesResponse {
  return {
    message: messages.chat.sendSuccess,
    data: {
      document_path: documentPath,
      prd_result: prd,
      session_id: row.sessionId,
      reply,
      ...(row.callerKind === 'visitor'
        ? {
            image_urls: sent
              .filter((f) => f.kind === 'image')
              .map((f) => deps.signedUrls.sign(f.storeKey, { name: f.name })),
            filenames: sent.map((f) => f.name),
          }
        : {}),
    },
  };
}

/** Logs how a generation ended and records it in the audit trail. */
export function recordOutcome(
  deps: Pick<GenerationJobDeps, 'log' | 'audit'>,
  row: GenerationRow,
  outcome: string,
  extra: Record<string, unknown>,
) {
  const details = {
    session_id: row.sessionId,
    generation_id: row.id,
    attempt: row.attempts,
    visitor: row.callerKind === 'visitor',
    ...extra,
  };
  deps.log.info({ ...details, outcome }, 'prd generation');
  void deps.audit.record(
    { ip: row.ip, userAgent: row.userAgent },
    {
      event: 'prd_generation',
      outcome: outcome === 'success' ? 'success' : 'failure',
      userId: row.userId,
      details,
    },
  );
}
