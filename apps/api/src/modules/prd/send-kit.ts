import { messages, type UploadFilesResponse } from '@prd/contract';
import type { SQL } from 'drizzle-orm';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { GENERATION_QUEUE, type GenerationJobData } from './generation-queue.js';
import { createThrottle } from '../../platform/throttle/index.js';
import type { Caller } from './caller.js';
import type { GenerationRow } from './generation-types.js';
import type { Reservation } from './quota.js';
import { greetingReplyInfo } from './reply-info.js';

/** How long past its time limit (all attempts) an open generation is failed by the sweeper. */
const DEADLINE_MARGIN_MS = 60_000;

/** What a generation row is made from (a send, a redo or a section edit). */
interface GenerationInput {
  id: string;
  sessionId: string;
  answerId: number | SQL;
  firstMessageId: number | SQL;
  text: string;
  skipped: string[];
  reserved: Reservation;
  meta: RequestMeta;
  origin?: GenerationRow['origin'];
  replacesAnswerId?: number;
  scope?: GenerationRow['scope'];
}

/** What accepting a send gave: a greeting answered at once, or an answer now being written. */
export type Accepted =
  | { kind: 'greeting'; sessionId: string; response: UploadFilesResponse }
  | { kind: 'generation'; sessionId: string; generationId: string };

/** The answer to a greeting (a send of one, or a redo of one). */
export const greetingResponse = (
  caller: Caller,
  sessionId: string,
  reply: string,
): UploadFilesResponse => ({
  message: messages.chat.sendSuccess,
  data: {
    document_path: null,
    prd_result: reply,
    session_id: sessionId,
    reply: greetingReplyInfo(),
    ...(caller.kind === 'visitor' ? { image_urls: [], filenames: [] } : {}),
  },
});

/**
 * What every way of asking for an answer shares (a send, a regenerate or edit, a section edit):
 * the send rates, the generation row, and handing it to its job.
 */
export function createSendKit(
  deps: Pick<Platform, 'config' | 'limiter' | 'audit' | 'jobs' | 'streams' | 'log'>,
) {
  const { jobs, streams, log } = deps;
  const { anonSendPerIp, anonSendPerVisitor, userSend } = deps.config.rateLimits;
  const { timeoutMs, attempts } = deps.config.generation;
  const throttle = createThrottle(deps.limiter, deps.audit);

  return {
    /** Sends of every kind (regenerate, edit and section edits included) count against the send rates. */
    throttleSend: async (caller: Caller, meta: RequestMeta) => {
      if (caller.kind === 'visitor') {
        await throttle.takeAll(
          [
            { key: `anon-send-ip:${caller.ip}`, rule: anonSendPerIp },
            { key: `anon-send-visitor:${caller.visitorId}`, rule: anonSendPerVisitor },
          ],
          meta,
          'visitor_send',
        );
      } else if (caller.kind === 'user') {
        await throttle.take(
          { key: `user-send:${caller.userId}`, rule: userSend },
          meta,
          'user_send',
        );
      }
    },

    /** The generation row of a send (or a redo, or a section edit), to insert with its messages. */
    generationRow: (caller: Caller, g: GenerationInput) => ({
      id: g.id,
      sessionId: g.sessionId,
      answerId: g.answerId,
      firstMessageId: g.firstMessageId,
      callerKind: caller.kind,
      userId: caller.kind === 'visitor' ? null : caller.userId,
      visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
      ip: g.meta.ip,
      userAgent: g.meta.userAgent,
      text: g.text,
      skippedFiles: g.skipped,
      reservation: g.reserved.reservation,
      visitorUsageId: g.reserved.visitorUsageId,
      usageId: g.reserved.usageId,
      deadlineAt: new Date(Date.now() + timeoutMs * attempts + DEADLINE_MARGIN_MS),
      origin: g.origin ?? 'send',
      replacesAnswerId: g.replacesAnswerId ?? null,
      scope: g.scope ?? null,
    }),

    /** Opens the answer's stream (clients attaching now wait for its events) and queues its job. */
    launch: async (generationId: string, sessionId: string, textOnly: boolean) => {
      await streams.append(generationId, 'queued', { session_id: sessionId });
      await jobs
        .add<GenerationJobData>(GENERATION_QUEUE, generationId, {
          generationId,
          ...(textOnly ? { textOnly: true } : {}),
        })
        // The send is stored: the sweeper queues it again if this enqueue was lost.
        .catch((err: unknown) => log.error({ err, generationId }, 'generation not queued'));
    },
  };
}
export type SendKit = ReturnType<typeof createSendKit>;
