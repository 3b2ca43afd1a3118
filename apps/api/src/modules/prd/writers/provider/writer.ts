import { parseMarkdown, renderMarkdown, versionLabel } from '@prd/prd';
import { onePage } from '../one-page.js';
import { budgetFor, contextTokensFor } from './budget.js';
import type { CallSettings, ProviderModel } from '../../../../platform/ai/call.js';
import { languageModel } from '../../../../platform/ai/language-model.js';
import {
  answerFlow,
  bySection,
  draftFlow,
  EmptyAnswer,
  questionsFlow,
  reviseFlow,
  type FlowContext,
} from './flows.js';
import { guessLanguage } from './labels.js';
import { fromPrd } from './to-prd.js';
import { routeMessage } from './route.js';
import { NotJsonError } from './structured.js';
import {
  emptyAnswerError,
  toAiProviderError,
  unreadableAnswerError,
} from '../../../../platform/ai/provider-errors.js';
import type { AiSettings, PrdInput, PrdWriter, ReplyEvent } from '../types.js';

interface ModelWriterOptions {
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
        const previous = input.previousPrd?.trim() ? parseMarkdown(input.previousPrd) : undefined;
        const outline = previous && fromPrd(previous);
        const { route } = await routeMessage(input, outline, settings, budget.historyChars);
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
          // The whole PRD again, or its one-page summary (the one short rendering); no version.
          const full = route.format === 'full' || route.format === 'none';
          const version = input.previousVersion ? versionLabel(input.previousVersion) : undefined;
          yield* bySection(
            full ? renderMarkdown(previous, version ? { version } : {}) : onePage(previous),
          );
        } else if (intent === 'draft' && route.thin) {
          yield { type: 'plan', kind: 'questions', intent };
          yield* questionsFlow(flow);
        } else if (intent === 'revise' && previous) {
          // Its plan comes after the model's answer: a revision the guard declines is free.
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
