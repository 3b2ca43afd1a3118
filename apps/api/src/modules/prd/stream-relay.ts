import { messages } from '@prd/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UrlSigner } from '../../platform/signed-urls/index.js';
import { isEventId, type AnswerStreams } from '../../platform/streams/index.js';
import { awaitAnswer, relay, settledEvents } from './answer-relay.js';
import type { Caller } from './caller.js';
import type { PrdService } from './prd.service.js';
import type { Accepted } from './send-kit.js';
import { openEventStream } from './sse.js';
import { slotKeys, type UploadSlots } from './upload-slots.js';

/** The id to resume after: the query's, else a well-formed `Last-Event-ID` header. */
export const resumeAfter = (
  queryId: string | undefined,
  header: string | string[] | undefined,
): string | undefined =>
  queryId ?? (typeof header === 'string' && isEventId(header.trim()) ? header.trim() : undefined);

/**
 * The HTTP side of answers being written: a request follows its answer's stream, as plain JSON
 * or as Server-Sent Events, or attaches to a session's latest answer (answer_stream).
 */
export function createStreamRelay(deps: {
  config: Config;
  streams: AnswerStreams;
  streamSlots: UploadSlots;
  signedUrls: Pick<UrlSigner, 'sign'>;
  prd: Pick<PrdService, 'answerOf' | 'storedAnswer'>;
}) {
  const { streams, streamSlots, signedUrls, prd } = deps;
  const limits = {
    perCaller: deps.config.answerStreams.maxPerCaller,
    perIp: deps.config.answerStreams.maxPerIp,
  };

  return {
    /**
     * The answer to an accepted send (or redo): a greeting at once; otherwise the request follows
     * the job's stream, as plain JSON (the `done` event's body) or as Server-Sent Events.
     */
    async answer(reply: FastifyReply, sse: boolean, accepted: Accepted) {
      if (accepted.kind === 'greeting') {
        if (!sse) return accepted.response;
        const stream = openEventStream(reply);
        stream.send('session', { session_id: accepted.sessionId });
        stream.send('token', { text: accepted.response.data.prd_result });
        stream.send('done', accepted.response);
        stream.end();
        return reply;
      }
      // The answer is written by a job whatever this request does; the request follows its stream.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      if (!sse) {
        const result = await awaitAnswer(streams, accepted.generationId, gone.signal);
        if (!result) throw new AppError('UPSTREAM_FAILED', messages.chat.generationFailed);
        return result;
      }
      const stream = openEventStream(reply);
      // The session is known before the answer: a client that loses the stream can reattach
      // (GET answer_stream with the last event id it saw).
      stream.send('session', { session_id: accepted.sessionId });
      try {
        await relay(streams, accepted.generationId, stream, { signal: gone.signal });
      } finally {
        stream.end();
      }
      return reply;
    },

    /**
     * answer_stream: the session's latest answer as Server-Sent Events, after `afterId` when
     * given. `hold` gets the stream slot's release (given back when the response closes).
     */
    async attach(
      reply: FastifyReply,
      caller: Caller,
      input: { sessionId: string; afterId: string | undefined },
      hold: (release: () => void) => void,
    ) {
      // Each follower holds a socket while the answer is written: a few per caller (tabs).
      const release = streamSlots.acquire(slotKeys(caller, limits));
      if (!release) {
        throw new AppError('RATE_LIMITED', messages.chat.tooManyStreams, {
          retryAfterSeconds: 5,
        });
      }
      hold(release);
      const { afterId } = input;
      const row = await prd.answerOf(caller, input.sessionId);
      const stream = openEventStream(reply);
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      try {
        stream.send('session', { session_id: row.sessionId });
        const open = row.status === 'queued' || row.status === 'running';
        if (open || (await streams.exists(row.id))) {
          // An open answer whose stream was lost with a restarted store gets a new one: its
          // job (re-queued) or the sweeper writes the rest, ending it either way.
          if (open && !(await streams.exists(row.id))) {
            await streams.append(row.id, 'queued', { session_id: row.sessionId });
          }
          await relay(streams, row.id, stream, { afterId, signal: gone.signal });
        } else {
          // The stream has expired (or its store restarted): the stored answer says the rest.
          const answer = await prd.storedAnswer(row);
          for (const event of settledEvents(row, answer, signedUrls, afterId !== undefined)) {
            stream.send(event.type, event.data);
          }
        }
      } finally {
        stream.end();
      }
      return reply;
    },
  };
}
export type StreamRelay = ReturnType<typeof createStreamRelay>;
