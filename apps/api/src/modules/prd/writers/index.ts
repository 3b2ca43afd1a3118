// The PRD writers: the built-in one (no network, deterministic) and the provider pipeline (any
// AI SDK model through platform/ai). Both reply with the same events (types.ts).
import { createOfflineWriter } from './built-in/writer.js';
import { createProviderWriter } from './provider/writer.js';
import type { AiSettings, PrdWriter } from './types.js';

export { greetingReply, isGreeting } from './greeting.js';
export { createOfflineWriter } from './built-in/writer.js';
export { createProviderWriter } from './provider/writer.js';
export type * from './types.js';

/** The writer for the active settings: the built-in offline writer when none are configured. */
export function createWriter(
  settings: AiSettings | null,
  offline: PrdWriter = createOfflineWriter(),
): PrdWriter {
  return settings ? createProviderWriter(settings) : offline;
}
