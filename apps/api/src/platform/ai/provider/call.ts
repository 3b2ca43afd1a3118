import { streamText, type LanguageModel, type ModelMessage, type Output } from 'ai';

type AnyOutput = Output.Output;
import { timeoutError, toAiProviderError } from '../provider-errors.js';

/** How one writer talks to its model. */
export interface CallSettings {
  model: LanguageModel;
  modelName: string;
  /** Limit on the first token of each call. */
  firstTokenSeconds: number;
  /** Limit on the silence between two parts of an answer (not on the whole answer). */
  silenceSeconds: number;
  maxRetries: number;
  maxOutputTokens?: number;
  signal?: AbortSignal;
}

export interface CallPrompt {
  system: string;
  messages: ModelMessage[];
  output?: AnyOutput;
}

const TIMER = Symbol('timer');

/** What counts as the model being alive (before it, only the first-token limit runs). */
const PROGRESS = new Set(['text-delta', 'reasoning-delta', 'tool-input-delta']);

/**
 * One model call as a stream of text deltas, with a limit on the first token and on silence
 * between chunks. Errors become AiProviderErrors; stopping early stops the request.
 */
export async function* streamCall(
  settings: CallSettings,
  prompt: CallPrompt,
): AsyncGenerator<string> {
  const stop = new AbortController();
  const signal = settings.signal;
  const abortSignal = AbortSignal.any([stop.signal, ...(signal ? [signal] : [])]);
  const context = () => ({
    model: settings.modelName,
    timeoutSeconds: settings.firstTokenSeconds,
    timedOut: false,
    cancelled: signal?.aborted ?? false,
  });
  let failure: unknown;
  const result = streamText({
    model: settings.model,
    system: prompt.system,
    messages: prompt.messages,
    abortSignal,
    maxRetries: settings.maxRetries,
    ...(prompt.output ? { output: prompt.output } : {}),
    ...(settings.maxOutputTokens ? { maxOutputTokens: settings.maxOutputTokens } : {}),
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const seconds = started ? settings.silenceSeconds : settings.firstTokenSeconds;
      const next = parts.next();
      next.catch(() => undefined);
      const expired = new Promise<typeof TIMER>((resolve) => {
        timer = setTimeout(() => resolve(TIMER), seconds * 1000);
      });
      const step = await Promise.race([next, expired]);
      clearTimeout(timer);
      if (step === TIMER) {
        stop.abort();
        throw timeoutError(seconds, started ? 'silence' : 'first-token');
      }
      if (step.done) break;
      const part = step.value;
      if (PROGRESS.has(part.type)) started = true;
      if (part.type === 'text-delta' && part.text) yield part.text;
      else if (part.type === 'error') throw toAiProviderError(part.error, context());
      else if (part.type === 'abort')
        throw toAiProviderError(failure ?? new Error('aborted'), context());
    }
    if (abortSignal.aborted) throw toAiProviderError(failure ?? new Error('aborted'), context());
  } catch (error) {
    throw toAiProviderError(error, context());
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

/** A whole call's text. */
export async function callText(settings: CallSettings, prompt: CallPrompt): Promise<string> {
  let text = '';
  for await (const delta of streamCall(settings, prompt)) text += delta;
  return text;
}
