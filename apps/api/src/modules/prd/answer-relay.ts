import { messages, type UploadFilesResponse } from '@prd/contract';
import { AppError, type ErrorCode } from '../../platform/errors/app-error.js';
import type { AnswerStreams, StreamEvent } from '../../platform/streams/index.js';
import { STREAM_EVENTS, TERMINAL_EVENTS } from './stream-events.js';
import type { UrlSigner } from '../../platform/signed-urls/index.js';
import type { MessageRow } from './chat.repository.js';
import type { GenerationRow } from './generation-types.js';
import type { EventStream } from './sse.js';

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && /^[A-Z_]{2,40}$/.test(code);

/** The error a stream's `error` event stands for (the JSON call answers it as an error). */
function streamFailure(data: unknown): AppError {
  const d = (data ?? {}) as { message?: unknown; code?: unknown };
  const message = typeof d.message === 'string' ? d.message : messages.chat.generationFailed;
  return new AppError(isErrorCode(d.code) ? d.code : 'UPSTREAM_FAILED', message);
}

/**
 * Forwards an answer stream to an SSE client with the stream's ids (so the client can resume
 * after any of them), until its terminal event, the client leaving, or `signal`.
 */
export async function relay(
  streams: AnswerStreams,
  streamId: string,
  out: EventStream,
  opts: { afterId?: string; signal: AbortSignal },
): Promise<StreamEvent | undefined> {
  let last: StreamEvent | undefined;
  for await (const event of streams.read(streamId, {
    afterId: opts.afterId,
    terminal: TERMINAL_EVENTS,
    signal: opts.signal,
  })) {
    last = event;
    out.send(event.type, event.data, event.id);
    if (!out.open) break;
  }
  return last;
}

/**
 * Waits for the answer as the plain JSON call does: the `done` event's result, or the error the
 * stream ended with. `undefined` when the stream ended without a terminal event (gone).
 */
export async function awaitAnswer(
  streams: AnswerStreams,
  streamId: string,
  signal: AbortSignal,
): Promise<UploadFilesResponse | undefined> {
  let result: UploadFilesResponse | undefined;
  for await (const event of streams.read(streamId, { terminal: TERMINAL_EVENTS, signal })) {
    if (event.type === STREAM_EVENTS.done) result = event.data as UploadFilesResponse;
    else if (event.type === STREAM_EVENTS.error) throw streamFailure(event.data);
    else if (event.type === STREAM_EVENTS.stopped) {
      const d = event.data as { session_id: string; prd_result: string };
      result = {
        message: messages.chat.stopSent,
        data: { document_path: null, prd_result: d.prd_result, session_id: d.session_id },
      };
    }
  }
  return result;
}

/**
 * The events that end a settled generation whose stream has expired (or was lost with a restarted
 * process), from the stored answer: its text as one `token`, after a `reset` when the client
 * resumes (it may hold part of a stream that is gone), then the terminal event. A client that
 * rebuilds the answer from tokens gets it whole, exactly once. (An answer still open with no
 * stream means its worker died: the job or the sweeper will settle it.)
 */
export function settledEvents(
  row: GenerationRow,
  answer: (MessageRow & { fileName?: string }) | undefined,
  signedUrls: Pick<UrlSigner, 'sign'>,
  resuming: boolean,
): { type: string; data: unknown }[] {
  const reply = answer?.reply ?? undefined;
  const text = (ending: { type: string; data: unknown }, written: string) => [
    ...(resuming ? [{ type: STREAM_EVENTS.reset, data: { attempt: row.attempts } }] : []),
    ...(reply
      ? [{ type: STREAM_EVENTS.reply, data: { kind: reply.kind, intent: reply.intent } }]
      : []),
    ...(written ? [{ type: STREAM_EVENTS.token, data: { text: written } }] : []),
    ending,
  ];
  if (answer?.status === 'complete') {
    return text(
      {
        type: STREAM_EVENTS.done,
        data: {
          message: messages.chat.sendSuccess,
          data: {
            document_path: answer.documentKey
              ? signedUrls.sign(answer.documentKey, { name: answer.fileName })
              : null,
            prd_result: answer.message,
            session_id: row.sessionId,
            ...(reply ? { reply } : {}),
          },
        },
      },
      answer.message,
    );
  }
  if (answer?.status === 'stopped') {
    // Refunded means no text was published: the stored message is then only a placeholder.
    const written = row.settlement === 'charged' ? answer.message : '';
    return text(
      {
        type: STREAM_EVENTS.stopped,
        data: {
          session_id: row.sessionId,
          prd_result: written,
          charged: row.settlement === 'charged',
        },
      },
      written,
    );
  }
  const message = answer?.status === 'failed' ? answer.message : messages.chat.generationFailed;
  return [{ type: STREAM_EVENTS.error, data: { message, status: 502, code: 'UPSTREAM_FAILED' } }];
}
