import type { ReplyInfo } from '@prd/contract';
import type { Intent, ReplyKind } from '../../platform/ai/types.js';

/** The intents that write a new PRD version (and use an upload) when the reply is a PRD. */
const VERSION_INTENTS: readonly Intent[] = ['draft', 'revise', 'replace'];

/** Only a PRD drafted, revised or replaced is a new version; everything else is free. */
export const isNewVersion = (kind: ReplyKind, intent: Intent): boolean =>
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

export function boundedQuestions(
  questions: ReplyInfo['questions'] | undefined,
): ReplyInfo['questions'] {
  return (questions ?? []).slice(0, 10).map((q) => ({
    question: q.question.slice(0, MAX_ITEM_CHARS),
    options: q.options
      .slice(0, 10)
      .map((o) => ({ key: o.key.slice(0, 8), label: o.label.slice(0, MAX_ITEM_CHARS) })),
  }));
}
