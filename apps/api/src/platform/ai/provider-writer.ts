import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { budgetFor, contextTokensFor } from './provider/budget.js';
import type { CallSettings, ProviderModel } from './provider/call.js';
import {
  answerFlow,
  bySection,
  draftFlow,
  EmptyAnswer,
  questionsFlow,
  reviseFlow,
  type FlowContext,
} from './provider/flows.js';
import { renderFormat } from './provider/format.js';
import { guessLanguage, labelsFor } from './provider/labels.js';
import { parsePrd } from './provider/parse.js';
import { routeMessage } from './provider/route.js';
import { NotJsonError } from './provider/structured.js';
import { emptyAnswerError, toAiProviderError, unreadableAnswerError } from './provider-errors.js';
import type { AiSettings, PrdInput, PrdWriter, ReplyEvent } from './types.js';

const trimSlash = (url: string | undefined) => url?.replace(/\/+$/, '') || undefined;

/** The AI SDK model for the settings. OpenAI and compatible servers use chat completions. */
export function languageModel(settings: AiSettings): ProviderModel {
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
  /** Limit on the first token of each call and on silence between chunks (not the whole answer). */
  timeoutSeconds: number;
  /** Silence limit when it should differ from `timeoutSeconds`. */
  silenceSeconds?: number;
  /** Whether image parts may be sent (text-only OpenAI-compatible servers may reject them). */
  acceptsImages: boolean;
  /** Retries before the first token for 429/5xx/network errors (the SDK backs off from 2 s). */
  maxRetries?: number;
  /** The model's context window in tokens; by default from the model name (provider/budget.ts). */
  contextTokens?: number;
}

/**
 * A writer over any AI SDK language model; tests pass `MockLanguageModelV3`. Each message is
 * routed (draft, revise, replace, question, format, small talk), then handled by its flow.
 */
export function createModelWriter(model: ProviderModel, options: ModelWriterOptions): PrdWriter {
  const budget = budgetFor(options.contextTokens ?? contextTokensFor(options.model));
  return {
    name: options.name,
    async *reply(input: PrdInput, signal?: AbortSignal): AsyncGenerator<ReplyEvent> {
      const settings: CallSettings = {
        model,
        modelName: options.model,
        firstTokenSeconds: options.timeoutSeconds,
        silenceSeconds: options.silenceSeconds ?? options.timeoutSeconds,
        maxRetries: options.maxRetries ?? 1,
        ...(signal ? { signal } : {}),
      };
      const context = () => ({
        model: options.model,
        timeoutSeconds: options.timeoutSeconds,
        timedOut: false,
        cancelled: signal?.aborted ?? false,
      });
      try {
        const previous = input.previousPrd ? parsePrd(input.previousPrd) : undefined;
        const { route } = await routeMessage(input, previous?.model, settings, budget.historyChars);
        const flow: FlowContext = {
          input,
          settings,
          budget,
          language: route.language || guessLanguage(input.message),
          maxImages: options.acceptsImages ? 8 : 0,
          previous,
        };
        const intent = route.intent;
        if (intent === 'question' || intent === 'smalltalk') {
          yield { type: 'plan', kind: 'answer', intent };
          yield* answerFlow(flow, intent === 'smalltalk');
        } else if (intent === 'format' && previous) {
          yield { type: 'plan', kind: 'prd', intent };
          const ctx = {
            labels: labelsFor(previous.model.language),
            version: previous.version ?? '0.1',
            date: input.now.toISOString().slice(0, 10),
            notes: [],
          };
          yield* bySection(renderFormat(previous.model, route.format, ctx));
        } else if (intent === 'draft' && route.thin) {
          yield { type: 'plan', kind: 'questions', intent };
          yield* questionsFlow(flow);
        } else if (intent === 'revise' && previous) {
          yield { type: 'plan', kind: 'prd', intent };
          yield* reviseFlow(flow);
        } else {
          const replace = intent === 'replace' && !!previous;
          yield { type: 'plan', kind: 'prd', intent: replace ? 'replace' : 'draft' };
          yield* draftFlow(flow, replace);
        }
      } catch (error) {
        if (error instanceof EmptyAnswer) throw emptyAnswerError();
        if (error instanceof NotJsonError) throw unreadableAnswerError();
        throw toAiProviderError(error, context());
      }
    },
  };
}

/** A writer for the admin's (or env's) provider settings. */
export function createProviderWriter(
  settings: AiSettings,
  options: { maxRetries?: number; contextTokens?: number } = {},
): PrdWriter {
  return createModelWriter(languageModel(settings), {
    name: settings.provider,
    model: settings.model,
    timeoutSeconds: settings.timeoutSeconds,
    acceptsImages: settings.provider !== 'openai-compatible',
    ...options,
  });
}
