import { createOfflineWriter } from './offline-writer.js';
import { createProviderWriter } from './provider-writer.js';
import type { AiSettings, PrdWriter } from './types.js';

export { greetingReply, isGreeting } from './greeting.js';
export {
  createOfflineWriter,
  draftOffline,
  type DraftOffline,
  type OfflineReply,
} from './offline-writer.js';
export { collectReply, replyText, textDeltas, textWriter } from './collect-reply.js';
export { OFFLINE_NOTE, PRD_SECTIONS } from './prd-outline.js';
export { AiProviderError, type AiProviderErrorKind } from './provider-errors.js';
export { createModelWriter, createProviderWriter, languageModel } from './provider-writer.js';
export { callText } from './provider/call.js';
export { createTranscriber } from './transcriber.js';
export type * from './types.js';

/** The writer for the active settings: the built-in offline writer when none are configured. */
export function createWriter(
  settings: AiSettings | null,
  offline: PrdWriter = createOfflineWriter(),
): PrdWriter {
  return settings ? createProviderWriter(settings) : offline;
}
