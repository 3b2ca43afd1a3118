import { ROUTER_SYSTEM } from './prompt.js';
import type { PrdInput } from '../types.js';
import type { CallSettings } from '../../../../platform/ai/call.js';
import { historyBlock, messageBlock, prdSummary, turnsOf } from './context.js';
import { routeSchema, type Route } from './schema.js';
import { NotJsonError, structuredValue } from './structured.js';
import type { PrdModel } from './schema.js';

/** A brief this long with no PRD yet is a draft, and not thin: no routing call is needed. */
const LONG_BRIEF_CHARS = 400;

/** Options rendered as "- **A.** …" lines: the last assistant turn asked clarifying questions. */
const ASKED_QUESTIONS = /^- \*\*[A-Z]\.\*\* /m;

/**
 * Cheap shortcut, documented: the first message of a session with no PRD and a long brief
 * (typed or in files) can only be a draft, and is not thin.
 */
function shortcut(input: PrdInput): Route | undefined {
  if (input.previousPrd || turnsOf(input).length) return undefined;
  const size = input.message.trim().length + input.chunks.reduce((s, c) => s + c.text.length, 0);
  if (size < LONG_BRIEF_CHARS) return undefined;
  return {
    intent: 'draft',
    thin: false,
    format: 'none',
    language: '',
    reason: 'first message with a long brief',
  };
}

/** Keeps a route consistent with the session: nothing to revise or format without a PRD. */
function settle(route: Route, input: PrdInput): Route {
  const turns = turnsOf(input);
  const lastAnswer = [...turns].reverse().find((t) => t.role === 'assistant');
  let { intent, thin } = route;
  if (!input.previousPrd && (intent === 'revise' || intent === 'replace')) intent = 'draft';
  if (!input.previousPrd && intent === 'format') intent = 'question';
  // Questions are asked once; the answer (or "draft anyway") gets a draft.
  if (thin && lastAnswer && ASKED_QUESTIONS.test(lastAnswer.text)) thin = false;
  if (intent !== 'draft' || input.files.length) thin = false;
  return { ...route, intent, thin };
}

/** The intent of one message: a structured call with the message, the PRD's outline and recent turns. */
export async function routeMessage(
  input: PrdInput,
  previous: PrdModel | undefined,
  settings: CallSettings,
  historyChars: number,
): Promise<{ route: Route; calls: number }> {
  const quick = shortcut(input);
  if (quick) return { route: quick, calls: 0 };
  const files = input.files.map((f) => `${f.name} (${f.kind})`).join(', ');
  const text = [
    prdSummary(previous),
    historyBlock(turnsOf(input), Math.min(historyChars, 6_000)),
    files
      ? `Files sent with this message: ${files}. First lines: ${input.chunks
          .slice(0, 2)
          .map((c) => c.text.slice(0, 200))
          .join(' … ')}`
      : '',
    messageBlock(input.message.slice(0, 4_000)),
  ]
    .filter(Boolean)
    .join('\n\n');
  try {
    const { value } = await structuredValue(settings, {
      system: ROUTER_SYSTEM,
      messages: [{ role: 'user', content: text }],
      schema: routeSchema,
      name: 'route',
    });
    return { route: settle(value, input), calls: 1 };
  } catch (error) {
    // A model that cannot route still writes: a revision when there is a PRD, else a draft.
    if (!(error instanceof NotJsonError) && (error as { kind?: string }).kind !== 'unknown') {
      throw error;
    }
    const intent = input.previousPrd ? 'revise' : 'draft';
    return {
      route: { intent, thin: false, format: 'none', language: '', reason: 'routing unreadable' },
      calls: 1,
    };
  }
}
