import { parseMarkdown, type Prd } from '@prd/prd';
import { OFFLINE_NOTE } from '../prd-outline.js';
import { answerQuestion } from './answer/answer.js';
import { composePrd } from './write/compose.js';
import { extractFacts } from './collect/extract-facts.js';
import { formatKind, formatPrd } from './answer/format.js';
import { asksAboutTool, classifyIntent } from './intent.js';
import { parsePrd } from './revise/prd-lines.js';
import { replacePrd, describesAnotherProduct } from './revise/replace.js';
import { revisePrd } from './revise/revise.js';
import { draftFromUploadedPrd } from './revise/uploaded.js';
import { aboutReply, smallTalkReply } from './answer/small-talk.js';
import type { ClarifyingQuestion, Intent, PrdInput, PrdWriter, ReplyKind } from '../types.js';

/** The built-in writer's whole reply, computed at once (in a worker thread on the server). */
interface OfflineReply {
  kind: ReplyKind;
  intent: Intent;
  /** The Markdown in chunks (a header, then one per section); joined they are the reply. */
  chunks: string[];
  changes?: string[];
  questions?: ClarifyingQuestion[];
  /** A new version's PRD: its Markdown read once by the one parser (the writer edits lines). */
  model?: Prd;
}

/** The intents whose PRD reply is a new version. */
const VERSION_INTENTS: readonly Intent[] = ['draft', 'revise', 'replace'];

const START_OVER =
  'Send the new brief (typed or as files) and I will write a fresh PRD from it alone. The current PRD stays as it is until then, and no upload was used.';

/** A new PRD from this message and its files only; the document carries no writer notice. */
function draft(input: PrdInput): string[] {
  const uploaded = draftFromUploadedPrd(input);
  if (uploaded) return uploaded;
  // In the brief's language: a German, French or Spanish brief gets its draft in it (issue 27).
  const chunks = composePrd(extractFacts(input.message, input.chunks), input, {
    language: 'brief',
  });
  const first = chunks[0];
  if (first?.startsWith(OFFLINE_NOTE))
    chunks[0] = first.slice(OFFLINE_NOTE.length).replace(/^\n+/, '');
  return chunks;
}

/**
 * The reply to one message. The intent is classified in code (intent.ts): a draft, a
 * revision (edits applied to the parsed PRD with a computed change list), a replacement (a
 * fresh draft of another product), a question (answered from the PRD and the session's files),
 * a shorter rendering (one-pager, executive summary) or small talk. Only draft, revise and
 * replace with kind 'prd' are a new version; a revision that applied nothing answers instead.
 */
export function draftOffline(input: PrdInput): OfflineReply {
  const reply = replyTo(input);
  if (reply.kind !== 'prd' || !VERSION_INTENTS.includes(reply.intent)) return reply;
  return { ...reply, model: parseMarkdown(reply.chunks.join('')) };
}

function replyTo(input: PrdInput): OfflineReply {
  const previous = input.previousPrd?.trim() ? input.previousPrd : undefined;
  let intent = classifyIntent(input.message, { hasPreviousPrd: !!previous, files: input.files });
  if (!previous) {
    if (intent === 'smalltalk')
      return { kind: 'answer', intent, chunks: [smallTalkReply(input.message, false)] };
    if (intent === 'question') return { kind: 'answer', intent, chunks: [aboutReply(false)] };
    return { kind: 'prd', intent: 'draft', chunks: draft(input) };
  }
  if (intent === 'revise' && describesAnotherProduct(input, parsePrd(previous.split('\n')).product))
    intent = 'replace';
  switch (intent) {
    case 'smalltalk':
      return { kind: 'answer', intent, chunks: [smallTalkReply(input.message, true)] };
    case 'question': {
      const text = asksAboutTool(input.message)
        ? aboutReply(true)
        : answerQuestion(input.message, previous, [
            ...(input.sessionChunks ?? []),
            ...input.chunks,
          ]);
      return { kind: 'answer', intent, chunks: [text] };
    }
    case 'format':
      return { kind: 'prd', intent, chunks: formatPrd(previous, formatKind(input.message)) };
    case 'replace': {
      const reply = replacePrd(previous, input, draft);
      if (!reply) return { kind: 'answer', intent, chunks: [START_OVER] };
      return { kind: 'prd', intent, chunks: reply.chunks, changes: reply.changes };
    }
    default: {
      const revision = revisePrd(previous, input);
      return {
        kind: revision.kind,
        intent: 'revise',
        chunks: revision.chunks,
        // An answer changed nothing: what was not found is in its text.
        changes: revision.kind === 'prd' ? revision.changes : undefined,
      };
    }
  }
}

/** Where draftOffline runs: here, or in a worker thread with a time limit (platform/workers). */
type DraftOffline = (input: PrdInput, signal?: AbortSignal) => OfflineReply | Promise<OfflineReply>;

/**
 * The built-in writer: no network, deterministic (same input, same text; the date is
 * `input.now`). Useful on its own and the default when no AI provider is configured. The
 * server passes `draft` running in a worker thread, so that no input can stall the event loop.
 */
export function createOfflineWriter(draft: DraftOffline = draftOffline): PrdWriter {
  return {
    name: 'offline',
    async *reply(input, signal) {
      const reply = await draft(input, signal);
      yield { type: 'plan', kind: reply.kind, intent: reply.intent };
      for (const chunk of reply.chunks) {
        signal?.throwIfAborted();
        yield { type: 'text', delta: chunk };
      }
      if (reply.changes?.length || reply.questions?.length || reply.model) {
        yield {
          type: 'details',
          ...(reply.changes ? { changes: reply.changes } : {}),
          ...(reply.questions ? { questions: reply.questions } : {}),
          ...(reply.model ? { model: reply.model } : {}),
        };
      }
    },
  };
}
