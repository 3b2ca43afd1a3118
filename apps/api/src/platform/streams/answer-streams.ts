import { createMemoryAnswerStreams } from './memory-streams.js';
import { createRedisAnswerStreams } from './redis-streams.js';
import type { AnswerStreams, AnswerStreamsOptions } from './types.js';

/** Redis Streams when a Redis URL is given (shared by every instance), else this process's memory. */
export function createAnswerStreams(opts: AnswerStreamsOptions): AnswerStreams {
  if (opts.redisUrl) return createRedisAnswerStreams({ ...opts, redisUrl: opts.redisUrl });
  return createMemoryAnswerStreams(opts);
}
