// The AI provider adapter: a provider's language model for the settings, one streamed call with
// limits and retries, its errors, and speech to text. The PRD writers are in modules/prd/writers.
export { callText } from './call.js';
export { languageModel } from './language-model.js';
export { AiProviderError } from './provider-errors.js';
export { createTranscriber } from './transcriber.js';
export type * from './types.js';
