import { composePrd } from './offline/compose.js';
import { withoutInstructions } from './offline/explicit-changes.js';
import { extractFacts } from './offline/extract-facts.js';
import { analysedInput } from './offline/limits.js';
import { revisePrd } from './offline/revise.js';
import type { ClarifyingQuestion, Intent, PrdInput, PrdWriter, ReplyKind } from './types.js';

/** The built-in writer's whole reply, computed at once (in a worker thread on the server). */
export interface OfflineReply {
  kind: ReplyKind;
  intent: Intent;
  /** The Markdown in chunks (a header, then one per section); joined they are the reply. */
  chunks: string[];
  changes?: string[];
  questions?: ClarifyingQuestion[];
}

/** The reply to one message: for now always a PRD (a draft, or a revision of the previous one). */
export function draftOffline(input: PrdInput): OfflineReply {
  if (!input.previousPrd) {
    return {
      kind: 'prd',
      intent: 'draft',
      chunks: composePrd(extractFacts(input.message, input.chunks), input),
    };
  }
  // Instructions are read from the analysed part of the message only, like everything else.
  const { message, skipped, total } = analysedInput(input.message, input.chunks);
  const facts = extractFacts(withoutInstructions(message), input.chunks);
  const chunks = revisePrd(
    input.previousPrd,
    { ...facts, skipped: { chars: skipped, total } },
    { ...input, message },
  );
  return { kind: 'prd', intent: 'revise', chunks };
}

/** Where draftOffline runs: here, or in a worker thread with a time limit (platform/workers). */
export type DraftOffline = (
  input: PrdInput,
  signal?: AbortSignal,
) => OfflineReply | Promise<OfflineReply>;

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
      if (reply.changes?.length || reply.questions?.length) {
        yield { type: 'details', changes: reply.changes, questions: reply.questions };
      }
    },
  };
}
