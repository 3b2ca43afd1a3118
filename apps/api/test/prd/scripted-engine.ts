import type { PrdEngine } from '../../src/modules/prd/prd-engine.js';
import { textWriter } from '../../src/modules/prd/writers/collect-reply.js';
import type {
  ClarifyingQuestion,
  Intent,
  PrdInput,
  PrdWriter,
  ReplyKind,
} from '../../src/modules/prd/writers/types.js';

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

export interface ScriptedReply {
  kind: ReplyKind;
  intent: Intent;
  text: string;
  changes?: string[];
  questions?: ClarifyingQuestion[];
}

/**
 * A writer that answers each message as `script` says (a plan of any kind, its text in two
 * deltas, then the details) and records the input it was given.
 */
export function replyWriter(script: (input: PrdInput) => ScriptedReply) {
  const inputs: PrdInput[] = [];
  const writer: PrdWriter = {
    name: 'scripted',
    async *reply(input) {
      inputs.push(input);
      const r = script(input);
      yield { type: 'plan', kind: r.kind, intent: r.intent };
      const half = Math.ceil(r.text.length / 2);
      yield await Promise.resolve({ type: 'text' as const, delta: r.text.slice(0, half) });
      yield { type: 'text', delta: r.text.slice(half) };
      if (r.changes || r.questions) {
        yield { type: 'details', changes: r.changes, questions: r.questions };
      }
    },
  };
  return { writer, inputs };
}

/** An engine whose writer the test swaps between sends (`use`). */
export function scriptedEngine(initial: PrdWriter) {
  let current = initial;
  const engine: PrdEngine & { close(): Promise<void>; use(writer: PrdWriter): void } = {
    isGreeting: (text) => /^(hi|hello)$/i.test(text.trim()),
    greetingReply: () => 'Hello! What would you like to build?',
    // Every file reads as one line of text, except one named "unreadable..." (nothing in it).
    extract: (file) =>
      Promise.resolve({
        chunks: file.name.startsWith('unreadable')
          ? []
          : [{ file: file.name, locator: 'page 1', text: `Notes from ${file.name}.` }],
        images: [],
        notes: file.name.startsWith('unreadable') ? [`${file.name}: no text found.`] : [],
      }),
    writer: () => Promise.resolve(current),
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
