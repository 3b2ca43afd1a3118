export { createAnswerStreams } from './answer-streams.js';
export { createMemoryAnswerStreams } from './memory-streams.js';
export { isEventId } from './event-id.js';
export type {
  AnswerStreams,
  AnswerStreamsOptions,
  StopReason,
  StreamEvent,
  StreamWriter,
} from './types.js';
