import { APICallError, LoadAPIKeyError, RetryError } from 'ai';
import { messages } from '@prd/contract';
import { AppError } from '../errors/app-error.js';
import { OutboundRefusedError } from '../net/index.js';

type AiProviderErrorKind =
  | 'auth'
  | 'model'
  | 'rate-limit'
  | 'server'
  | 'bad-request'
  | 'network'
  | 'timeout'
  | 'empty'
  | 'cancelled'
  | 'unknown';

/**
 * A provider failure in words an end user can act on (a 503 through the error handler). The
 * message never contains the API key or the provider's raw answer.
 */
export class AiProviderError extends AppError {
  constructor(
    readonly kind: AiProviderErrorKind,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
  ) {
    super('UNAVAILABLE', message);
    this.name = 'AiProviderError';
  }
}

interface ErrorContext {
  model: string;
  timeoutSeconds: number;
  /** Our own timeout fired. */
  timedOut: boolean;
  /** The caller's signal fired. */
  cancelled: boolean;
}

const ADMIN_HINT = 'An admin can update it in AI settings.';

function statusOf(error: unknown): number | undefined {
  return APICallError.isInstance(error) ? error.statusCode : undefined;
}

function messageFor(status: number, model: string): [AiProviderErrorKind, string] {
  if (status === 401 || status === 403) {
    return ['auth', `The AI provider rejected the API key. ${ADMIN_HINT}`];
  }
  if (status === 404) {
    return ['model', `The AI provider does not offer the model "${model}". ${ADMIN_HINT}`];
  }
  if (status === 429) {
    return [
      'rate-limit',
      'The AI provider is receiving too many requests or the account has run out of credit. Please try again in a minute.',
    ];
  }
  if (status >= 500) {
    return ['server', `The AI provider had a problem (HTTP ${status}). Please try again shortly.`];
  }
  return [
    'bad-request',
    `The AI provider refused the request (HTTP ${status}). ${ADMIN_HINT.replace('it', 'the model or settings')}`,
  ];
}

/** The error and its causes, a few levels deep (the SDK wraps what fetch threw). */
function causes(error: unknown): unknown[] {
  const all: unknown[] = [];
  for (let e = error, i = 0; e !== undefined && i < 5; i++) {
    all.push(e);
    e = e instanceof Error ? e.cause : undefined;
  }
  return all;
}

/** Maps anything a provider call threw to an AiProviderError. */
export function toAiProviderError(error: unknown, ctx: ErrorContext): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (ctx.cancelled) return new AiProviderError('cancelled', 'The request was cancelled.');
  if (ctx.timedOut) {
    return new AiProviderError(
      'timeout',
      `The AI provider did not answer within ${ctx.timeoutSeconds} seconds. Please try again.`,
    );
  }
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const refused = causes(last).find((e) => e instanceof OutboundRefusedError);
  if (refused) return new AiProviderError('network', messages.outbound.aiProvider(refused.message));
  if (LoadAPIKeyError.isInstance(last)) {
    return new AiProviderError('auth', `No API key is set for the AI provider. ${ADMIN_HINT}`);
  }
  const status = statusOf(last);
  if (status !== undefined) {
    const [kind, message] = messageFor(status, ctx.model);
    return new AiProviderError(kind, message, status);
  }
  if (APICallError.isInstance(last) || (last instanceof TypeError && /fetch/i.test(last.message))) {
    return new AiProviderError(
      'network',
      'Could not reach the AI provider. Check its address in AI settings or try again later.',
    );
  }
  return new AiProviderError(
    'unknown',
    'The AI provider could not write the PRD. Please try again later.',
  );
}

/** Our own limits: no first token within `seconds`, or silence for `seconds` after it. */
export function timeoutError(seconds: number, phase: 'first-token' | 'silence'): AiProviderError {
  return new AiProviderError(
    'timeout',
    phase === 'first-token'
      ? `The AI provider did not answer within ${seconds} seconds. Please try again.`
      : `The AI provider stopped answering for ${seconds} seconds. Please try again.`,
  );
}

/** A structured answer that stayed unreadable after a repair. */
export function unreadableAnswerError(): AiProviderError {
  return new AiProviderError(
    'unknown',
    "The AI provider's answer could not be read as a PRD. Please try again.",
  );
}

export function emptyAnswerError(): AiProviderError {
  return new AiProviderError(
    'empty',
    'The AI provider returned an empty answer. Please try again.',
  );
}
