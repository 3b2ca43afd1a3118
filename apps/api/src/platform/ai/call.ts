import { APICallError, type LanguageModel, type ModelMessage } from 'ai';
import { timeoutError, toAiProviderError } from './provider-errors.js';

/** The language models the SDK's providers make (specification v3). */
export type ProviderModel = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type CallOptions = Parameters<ProviderModel['doStream']>[0];
type ModelPrompt = CallOptions['prompt'];
type UserPart = Extract<ModelPrompt[number], { role: 'user' }>['content'][number];
/** Structured output: the JSON schema the provider is asked to follow. */
export type ResponseFormat = NonNullable<CallOptions['responseFormat']>;

/** How one writer talks to its model. */
export interface CallSettings {
  model: ProviderModel;
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
  responseFormat?: ResponseFormat | PromiseLike<ResponseFormat>;
}

const TIMER = Symbol('timer');

/** What counts as the model being alive (before it, only the first-token limit runs). */
const PROGRESS = new Set(['text-delta', 'reasoning-delta', 'tool-input-delta']);

/** Our messages in the providers' prompt format (text, pictures as files, assistant text). */
export function modelPrompt(system: string, messages: ModelMessage[]): ModelPrompt {
  const prompt: ModelPrompt = [{ role: 'system', content: system }];
  for (const message of messages) {
    if (message.role === 'system') {
      prompt.push({ role: 'system', content: message.content });
    } else if (message.role === 'user') {
      const parts = typeof message.content === 'string' ? [message.content] : message.content;
      prompt.push({
        role: 'user',
        content: parts.map((part): UserPart => {
          if (typeof part === 'string') return { type: 'text', text: part };
          if (part.type === 'text') return { type: 'text', text: part.text };
          if (part.type === 'image') {
            return {
              type: 'file',
              data: part.image instanceof ArrayBuffer ? new Uint8Array(part.image) : part.image,
              mediaType: part.mediaType ?? 'image/*',
            };
          }
          return {
            type: 'file',
            data: part.data instanceof ArrayBuffer ? new Uint8Array(part.data) : part.data,
            mediaType: part.mediaType,
            ...(part.filename ? { filename: part.filename } : {}),
          };
        }),
      });
    } else if (message.role === 'assistant') {
      const text =
        typeof message.content === 'string'
          ? message.content
          : message.content.map((p) => (p.type === 'text' ? p.text : '')).join('');
      prompt.push({ role: 'assistant', content: [{ type: 'text', text }] });
    } else {
      throw new Error(`A ${message.role} message is not part of a PRD prompt.`);
    }
  }
  return prompt;
}

/**
 * How long to wait before retry `attempt` (0-based): 2 s doubling, or what the provider's
 * `retry-after-ms` / `retry-after` headers ask when that is under a minute.
 */
export function retryDelayMs(error: unknown, attempt: number): number {
  const backoff = 2_000 * 2 ** attempt;
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  if (!headers) return backoff;
  const header = (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  let ms: number | undefined;
  const afterMs = header('retry-after-ms');
  if (afterMs && !Number.isNaN(parseFloat(afterMs))) ms = parseFloat(afterMs);
  const after = header('retry-after');
  if (ms === undefined && after) {
    const seconds = parseFloat(after);
    ms = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
  }
  return ms !== undefined && !Number.isNaN(ms) && ms >= 0 && ms < 60_000 ? ms : backoff;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The model's stream parts. Opening the stream (the HTTP request and its status) is retried
 * for errors the provider marks retryable (429, 5xx, no connection), up to `maxRetries` times.
 */
async function* modelParts(settings: CallSettings, options: CallOptions, signal: AbortSignal) {
  let opened;
  for (let attempt = 0; ; attempt++) {
    try {
      opened = await settings.model.doStream(options);
      break;
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= settings.maxRetries || signal.aborted) throw error;
      await sleep(retryDelayMs(error, attempt), signal);
      if (signal.aborted) throw error;
    }
  }
  const reader = opened.stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * One model call as a stream of text deltas, with a limit on the first token and on silence
 * between chunks. Errors become AiProviderErrors; stopping early stops the request.
 *
 * It calls the provider model's own stream (the AI SDK's language model specification) rather
 * than `streamText`, whose per-chunk pipeline cost more than the rest of the answer's path
 * (decision 018); retries, the prompt and the response format are the few parts it needs.
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
  let timer: NodeJS.Timeout | undefined;
  let parts: ReturnType<typeof modelParts> | undefined;
  try {
    const options: CallOptions = {
      prompt: modelPrompt(prompt.system, prompt.messages),
      abortSignal,
      ...(settings.maxOutputTokens ? { maxOutputTokens: settings.maxOutputTokens } : {}),
      ...(prompt.responseFormat ? { responseFormat: await prompt.responseFormat } : {}),
    };
    parts = modelParts(settings, options, abortSignal);
    let started = false;
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
      if (part.type === 'text-delta' && part.delta) yield part.delta;
      else if (part.type === 'error') throw toAiProviderError(part.error, context());
    }
    if (abortSignal.aborted) throw toAiProviderError(new Error('aborted'), context());
  } catch (error) {
    throw toAiProviderError(error, context());
  } finally {
    clearTimeout(timer);
    stop.abort();
    void parts?.return(undefined).catch(() => undefined);
  }
}

/** A whole call's text. */
export async function callText(settings: CallSettings, prompt: CallPrompt): Promise<string> {
  let text = '';
  for await (const delta of streamCall(settings, prompt)) text += delta;
  return text;
}
