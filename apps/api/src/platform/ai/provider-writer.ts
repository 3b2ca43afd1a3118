import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { streamText, type LanguageModel } from 'ai';
import { emptyAnswerError, toAiProviderError } from './provider-errors.js';
import { buildMessages, systemPrompt, type PromptLimits } from './provider-prompt.js';
import type { AiSettings, PrdWriter } from './types.js';

const trimSlash = (url: string | undefined) => url?.replace(/\/+$/, '') || undefined;

/** The AI SDK model for the settings. OpenAI and compatible servers use chat completions. */
export function languageModel(settings: AiSettings): LanguageModel {
  const common = {
    apiKey: settings.apiKey ?? '',
    baseURL: trimSlash(settings.baseUrl),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  };
  switch (settings.provider) {
    case 'anthropic':
      return createAnthropic(common)(settings.model);
    case 'google':
      return createGoogleGenerativeAI(common)(settings.model);
    case 'openai':
      return createOpenAI(common).chat(settings.model);
    case 'openai-compatible':
      return createOpenAI({ ...common, name: 'openai-compatible' }).chat(settings.model);
  }
}

export interface ModelWriterOptions {
  name: string;
  model: string;
  timeoutSeconds: number;
  /** Whether image parts may be sent (text-only OpenAI-compatible servers may reject them). */
  acceptsImages: boolean;
  /** Retries before the first token for 429/5xx/network errors (the SDK backs off from 2 s). */
  maxRetries?: number;
  limits?: PromptLimits;
}

/** A writer over any AI SDK language model; tests pass `MockLanguageModelV3`. */
export function createModelWriter(model: LanguageModel, options: ModelWriterOptions): PrdWriter {
  return {
    name: options.name,
    async *reply(input, signal) {
      yield { type: 'plan', kind: 'prd', intent: input.previousPrd ? 'revise' : 'draft' };
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), options.timeoutSeconds * 1000);
      // Our own controller also stops the request when the consumer stops reading early.
      const stop = new AbortController();
      const abortSignal = AbortSignal.any([
        stop.signal,
        timeout.signal,
        ...(signal ? [signal] : []),
      ]);
      const context = () => ({
        model: options.model,
        timeoutSeconds: options.timeoutSeconds,
        timedOut: timeout.signal.aborted,
        cancelled: signal?.aborted ?? false,
      });
      let failure: unknown;
      let produced = false;
      try {
        const result = streamText({
          model,
          system: systemPrompt(),
          messages: buildMessages(input, {
            acceptsImages: options.acceptsImages,
            ...(options.limits ? { limits: options.limits } : {}),
          }),
          abortSignal,
          maxRetries: options.maxRetries ?? 1,
          onError: ({ error }) => {
            failure ??= error;
          },
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) {
            produced ||= part.text.trim().length > 0;
            yield { type: 'text', delta: part.text };
          } else if (part.type === 'error') {
            throw toAiProviderError(part.error, context());
          } else if (part.type === 'abort') {
            throw toAiProviderError(failure ?? new Error('aborted'), context());
          }
        }
        if (abortSignal.aborted) throw toAiProviderError(failure, context());
        if (!produced) throw emptyAnswerError();
      } catch (error) {
        throw toAiProviderError(error, context());
      } finally {
        clearTimeout(timer);
        stop.abort();
      }
    },
  };
}

/** A writer for the admin's (or env's) provider settings. */
export function createProviderWriter(
  settings: AiSettings,
  options: { maxRetries?: number; limits?: PromptLimits } = {},
): PrdWriter {
  return createModelWriter(languageModel(settings), {
    name: settings.provider,
    model: settings.model,
    timeoutSeconds: settings.timeoutSeconds,
    acceptsImages: settings.provider !== 'openai-compatible',
    ...options,
  });
}
