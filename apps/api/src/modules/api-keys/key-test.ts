import type { ApiKeyTestResponse } from '@prd/contract';
import {
  AiProviderError,
  callText,
  languageModel,
  type AiSettings,
} from '../../platform/ai/index.js';

/** The limit on the provider's first token for a connection test (seconds). */
const TEST_TIMEOUT_SECONDS = 15;

/**
 * One tiny request with the key's settings: does the provider accept the key and know the
 * model? Never retried (an admin is waiting); the answer's text is not kept or shown.
 */
export async function testConnection(
  settings: AiSettings,
  now: () => number = Date.now,
): Promise<ApiKeyTestResponse> {
  const started = now();
  const latency = () => Math.max(0, Math.round(now() - started));
  try {
    await callText(
      {
        model: languageModel(settings),
        modelName: settings.model,
        firstTokenSeconds: TEST_TIMEOUT_SECONDS,
        silenceSeconds: TEST_TIMEOUT_SECONDS,
        maxRetries: 0,
        maxOutputTokens: 16,
      },
      {
        system: 'You check a connection.',
        messages: [{ role: 'user', content: 'Reply with OK.' }],
      },
    );
    return {
      ok: true,
      message: `The provider answered with ${settings.model}.`,
      latency_ms: latency(),
    };
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    return { ok: false, message: err.message, latency_ms: latency() };
  }
}
