import type { FastifyBaseLogger } from 'fastify';
import { accountDeletedEvent, STREAM_EVENTS } from '../prd/index.js';
import type { AnswerStreams } from '../../platform/streams/index.js';

/**
 * Ends the answers of a deleted person whose rows the deletion closed (decision 027): the job
 * writing each one hears an `account_deleted` stop (in this process or another) and stops
 * without writing anything more, and every reader of the stream gets the terminal `error`
 * event (code ACCOUNT_DELETED). Never throws: the deletion stands, and a row closed in the
 * database is settled by nobody whatever happens to its stream.
 */
export async function endDeletedAnswers(
  deps: { streams: AnswerStreams; log: FastifyBaseLogger; streamTtlSeconds: number },
  generationIds: string[],
): Promise<void> {
  await Promise.all(
    generationIds.map(async (id) => {
      try {
        // The stop first: the job drops what it has not published yet, then the stream ends.
        await deps.streams.requestStop(id, 'account_deleted');
        await deps.streams.append(id, STREAM_EVENTS.error, accountDeletedEvent());
        await deps.streams.expire(id, deps.streamTtlSeconds);
      } catch (err) {
        deps.log.warn({ err, generationId: id }, 'answer of a deleted account: stream not ended');
      }
    }),
  );
}
