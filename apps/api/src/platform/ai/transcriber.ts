import { readFile } from 'node:fs/promises';
import { createOpenAI } from '@ai-sdk/openai';
import { experimental_transcribe as transcribe, NoTranscriptGeneratedError } from 'ai';
import { toAiProviderError } from './provider-errors.js';
import type { AiSettings, Transcribe } from './types.js';

/**
 * Speech to text through OpenAI's (or a compatible server's) /audio/transcriptions; null for
 * providers without it. Segments keep their start time so the PRD can cite "00:01:05".
 */
export function createTranscriber(
  settings: AiSettings | null,
  options: { maxRetries?: number } = {},
): Transcribe | null {
  if (!settings || (settings.provider !== 'openai' && settings.provider !== 'openai-compatible')) {
    return null;
  }
  const provider = createOpenAI({
    apiKey: settings.apiKey ?? '',
    baseURL: settings.baseUrl?.replace(/\/+$/, '') || undefined,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    ...(settings.provider === 'openai-compatible' ? { name: 'openai-compatible' } : {}),
  });
  const model = provider.transcription(settings.transcriptionModel);

  // The SDK detects the audio format from the bytes, so the given media type is not needed.
  return async ({ path, signal }) => {
    const timeout = AbortSignal.timeout(settings.timeoutSeconds * 1000);
    const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const result = await transcribe({
        model,
        audio: await readFile(path),
        abortSignal,
        maxRetries: options.maxRetries ?? 1,
        // Asking for segments makes the provider request verbose_json (timestamps).
        providerOptions: { openai: { timestampGranularities: ['segment'] } },
      });
      const segments = result.segments
        .map((s) => ({ startSeconds: s.startSecond, text: s.text.trim() }))
        .filter((s) => s.text);
      if (segments.length) return { segments };
      const text = result.text.trim();
      return { segments: text ? [{ startSeconds: 0, text }] : [] };
    } catch (error) {
      // Silence or music: nothing to transcribe is not a failure.
      if (NoTranscriptGeneratedError.isInstance(error)) return { segments: [] };
      throw toAiProviderError(error, {
        model: settings.transcriptionModel,
        timeoutSeconds: settings.timeoutSeconds,
        timedOut: timeout.aborted,
        cancelled: signal?.aborted ?? false,
      });
    }
  };
}
