import type { PrdEngine } from '../../src/modules/prd/prd.service.js';
import { textWriter } from '../../src/platform/ai/collect-reply.js';
import type { PrdWriter } from '../../src/platform/ai/types.js';

/** A writer that yields `before` deltas, then fails with `error`. */
export function failingWriter(before: string[], error: unknown = new Error('gone')): PrdWriter {
  return textWriter('failing', async function* () {
    for (const delta of before) yield await Promise.resolve(delta);
    throw error;
  });
}

/** A writer that yields `deltas`, waiting `gapMs` before each (and honouring the signal). */
export function slowWriter(deltas: string[], gapMs: number): PrdWriter {
  return textWriter('slow', async function* (_input, signal) {
    for (const delta of deltas) {
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      if (signal?.aborted) throw signal.reason;
      yield delta;
    }
  });
}

/** A writer that yields whatever the test pushes, until it is closed. */
export function controlledWriter() {
  const queue: (string | null)[] = [];
  let wake: (() => void) | undefined;
  const writer: PrdWriter = textWriter('controlled', async function* (_input, signal) {
    for (;;) {
      while (queue.length === 0) {
        if (signal?.aborted) throw signal.reason;
        await new Promise<void>((resolve) => {
          wake = resolve;
          signal?.addEventListener('abort', () => resolve(), { once: true });
        });
      }
      const next = queue.shift()!;
      if (next === null) return;
      yield next;
    }
  });
  return {
    writer,
    push(text: string) {
      queue.push(text);
      wake?.();
    },
    end() {
      queue.push(null);
      wake?.();
    },
  };
}

/** An engine whose writer the test swaps between sends (`use`). */
export function scriptedEngine(initial: PrdWriter) {
  let current = initial;
  const engine: PrdEngine & { close(): Promise<void>; use(writer: PrdWriter): void } = {
    isGreeting: (text) => /^(hi|hello)$/i.test(text.trim()),
    greetingReply: () => 'Hello! What would you like to build?',
    extract: () => Promise.resolve({ chunks: [], images: [], notes: [] }),
    writer: () => Promise.resolve(current),
    docxName: () => 'PRD.docx',
    failureMessage: (err) =>
      err instanceof Error && err.name === 'AiProviderError'
        ? err.message
        : 'The PRD could not be written.',
    close: () => Promise.resolve(),
    use(writer) {
      current = writer;
    },
  };
  return engine;
}
