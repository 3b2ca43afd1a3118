import { composePrd } from './offline/compose.js';
import { withoutInstructions } from './offline/explicit-changes.js';
import { extractFacts } from './offline/extract-facts.js';
import { analysedInput } from './offline/limits.js';
import { revisePrd } from './offline/revise.js';
import type { PrdInput, PrdWriter } from './types.js';

/** The PRD as chunks (a header, then one per section); joined they are the whole document. */
export function draftOffline(input: PrdInput): string[] {
  if (!input.previousPrd) return composePrd(extractFacts(input.message, input.chunks), input);
  // Instructions are read from the analysed part of the message only, like everything else.
  const { message, skipped, total } = analysedInput(input.message, input.chunks);
  const facts = extractFacts(withoutInstructions(message), input.chunks);
  return revisePrd(
    input.previousPrd,
    { ...facts, skipped: { chars: skipped, total } },
    { ...input, message },
  );
}

/** Where draftOffline runs: here, or in a worker thread with a time limit (platform/workers). */
export type DraftOffline = (input: PrdInput, signal?: AbortSignal) => string[] | Promise<string[]>;

/**
 * The built-in writer: no network, deterministic (same input, same text; the date is
 * `input.now`). Useful on its own and the default when no AI provider is configured. The
 * server passes `draft` running in a worker thread, so that no input can stall the event loop.
 */
export function createOfflineWriter(draft: DraftOffline = draftOffline): PrdWriter {
  return {
    name: 'offline',
    async *stream(input, signal) {
      for (const chunk of await draft(input, signal)) {
        signal?.throwIfAborted();
        yield chunk;
      }
    },
  };
}
