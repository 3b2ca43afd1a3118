export { createAnswerStreams } from './answer-streams.js';
export { createMemoryAnswerStreams } from './memory-streams.js';
export { createRedisAnswerStreams } from './redis-streams.js';
export { isEventId } from './event-id.js';
export { STOP_REASONS } from './types.js';
export type {
  AnswerStreams,
  AnswerStreamsOptions,
  ReadOptions,
  StopReason,
  StreamEvent,
  StreamWriter,
} from './types.js';
