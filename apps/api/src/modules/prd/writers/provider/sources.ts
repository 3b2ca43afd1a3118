import type { PrdInput, SourceChunk } from '../types.js';
import type { Budget } from './budget.js';
import type { CallSettings } from '../../../../platform/ai/call.js';
import { mapReduce, splitChunks } from './chunks.js';
import { documentBlock } from './context.js';
import { retrieve } from './retrieve.js';

const MESSAGE_FILE = 'your message';

/** The input text the model reads, fenced as data; long inputs arrive as notes (map-reduce). */
interface Sources {
  /** Documents or notes, ready for the prompt. */
  block: string;
  /** Every number the inputs contain (to catch invented ones). */
  texts: string[];
  /** Model calls spent on reading. */
  calls: number;
}

/** A typed message longer than the lead budget is also read in full as a document. */
function messageChunks(message: string, budget: Budget): SourceChunk[] {
  if (message.length <= budget.messageChars) return [];
  return splitChunks([{ file: MESSAGE_FILE, locator: 'full text', text: message }], 8_000).map(
    (c, i) => ({
      ...c,
      locator: `part ${i + 1}`,
    }),
  );
}

/**
 * This message's files (and a long message), plus the earlier files of the session that are
 * relevant to the message, unless the message replaces the brief.
 */
export async function gatherSources(
  input: PrdInput,
  options: { budget: Budget; settings: CallSettings; withSession: boolean },
): Promise<Sources> {
  const { budget } = options;
  const earlier = options.withSession
    ? retrieve(input.sessionChunks ?? [], input.message, Math.floor(budget.sourceChars * 0.3))
    : [];
  const chunks = [...messageChunks(input.message, budget), ...input.chunks, ...earlier];
  const texts = [input.message, ...chunks.map((c) => c.text)];
  const total = chunks.reduce((sum, c) => sum + c.text.length + 60, 0);
  if (!chunks.length) return { block: '', texts, calls: 0 };
  const header = earlier.length
    ? `(${earlier.length} passages come from files sent earlier in this session.)\n`
    : '';
  if (total <= budget.sourceChars) {
    return { block: `${header}${chunks.map(documentBlock).join('\n\n')}`, texts, calls: 0 };
  }
  const reduced = await mapReduce(chunks, budget, options.settings);
  const files = [...new Set(chunks.map((c) => c.file))];
  return {
    block: `${header}The input was long (${files.length} files: ${files.join(', ')}); it was read in parts and these are the notes, each with its file and locator:\n${reduced.notes}`,
    texts,
    calls: reduced.calls,
  };
}
