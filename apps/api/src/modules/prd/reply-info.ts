import { messages, type ReplyInfo } from '@prd/contract';
import type { Prd } from '@prd/prd';
import type {
  ClarifyingQuestion,
  Intent,
  PrdInput,
  ReplyEvent,
  ReplyKind,
} from './writers/types.js';

/** The intents that write a new PRD version (and use an upload) when the reply is a PRD. */
const VERSION_INTENTS: readonly Intent[] = ['draft', 'revise', 'replace'];

/** Only a PRD drafted, revised or replaced is a new version; everything else is free. */
const isNewVersion = (kind: ReplyKind, intent: Intent): boolean =>
  kind === 'prd' && VERSION_INTENTS.includes(intent);

/** The writer as the chat labels it: the built-in (offline) writer, or an AI provider. */
export const writerOf = (name: string): ReplyInfo['writer'] =>
  name === 'offline' ? 'built-in' : 'provider';

/** A greeting answered at once (no writer ran): a free short answer. */
export const greetingReplyInfo = (): ReplyInfo => ({
  kind: 'answer',
  intent: 'smalltalk',
  version: null,
  changes: [],
  questions: [],
  writer: 'built-in',
  skipped_files: [],
  charged: false,
});

/** Caps of the reply details kept with a message (a writer's lists are small; these bound them). */
const MAX_ITEMS = 100;
const MAX_ITEM_CHARS = 2000;

export const boundedList = (items: readonly string[] | undefined): string[] =>
  (items ?? []).slice(0, MAX_ITEMS).map((item) => item.slice(0, MAX_ITEM_CHARS));

function boundedQuestions(questions: ReplyInfo['questions'] | undefined): ReplyInfo['questions'] {
  return (questions ?? []).slice(0, 10).map((q) => ({
    question: q.question.slice(0, MAX_ITEM_CHARS),
    options: q.options
      .slice(0, 10)
      .map((o) => ({ key: o.key.slice(0, 8), label: o.label.slice(0, MAX_ITEM_CHARS) })),
  }));
}

export type Plan = { kind: ReplyKind; intent: Intent };
export type Details = {
  changes: string[];
  questions: ClarifyingQuestion[];
  /** The PRD as the writer built it (else its text is parsed). */
  model?: Prd;
};

/** Only a new PRD version is charged; answers, questions and reformattings are free. */
export const charged = (plan: Plan) => isNewVersion(plan.kind, plan.intent);

/**
 * Whether the writer has anything to read: typed text, text from a file, or pictures a provider
 * can look at (the built-in writer reads no pictures).
 */
export function readable(input: PrdInput, writerName: string): boolean {
  if (input.message.trim()) return true;
  if (input.chunks.some((c) => c.text.trim())) return true;
  return input.images.length > 0 && writerOf(writerName) === 'provider';
}

/**
 * The reply when nothing could be read from the input: said plainly (with what extraction noted
 * about each file, e.g. that a recording was not transcribed), and free.
 */
export async function* nothingRead(
  files: { name: string }[],
  notes: string[],
): AsyncIterable<ReplyEvent> {
  yield { type: 'plan', kind: 'answer', intent: 'draft' };
  const names = files.map((f) => f.name).join(', ') || 'your message';
  const why = notes
    .slice(0, 20)
    .map((note) => `\n- ${note}`)
    .join('');
  yield await Promise.resolve({
    type: 'text' as const,
    delta: messages.chat.nothingReadable(names) + (why ? `\n${why}` : ''),
  });
}

/** What an answer is, as stored with it and returned (contract `ReplyInfo`). */
export function buildReplyInfo(
  plan: Plan,
  details: Details,
  at: { previousVersion: number; writerName: string; skipped: string[] },
): ReplyInfo {
  const isVersion = isNewVersion(plan.kind, plan.intent);
  return {
    kind: plan.kind,
    intent: plan.intent,
    version: isVersion ? at.previousVersion + 1 : null,
    changes: boundedList(details.changes),
    questions: boundedQuestions(details.questions),
    writer: writerOf(at.writerName),
    skipped_files: at.skipped,
    charged: isVersion,
  };
}
