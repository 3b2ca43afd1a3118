import type { SourceChunk } from '../types.js';
import { MAP_SYSTEM, REDUCE_SYSTEM } from './prompt.js';
import type { Budget } from './budget.js';
import type { CallSettings } from '../../../../platform/ai/call.js';
import { documentBlock, escapeData } from './context.js';
import { notesSchema, type Fact } from './schema.js';
import { structuredValue } from './structured.js';

/** What a long input became: notes with locators, and what could not be read. */
interface Reduced {
  notes: string;
  omitted: string[];
  calls: number;
}

const CONCURRENCY = 3;

/** Chunks no larger than `max` characters, cut at whitespace, locators kept ("page 3, part 2"). */
export function splitChunks(chunks: SourceChunk[], max: number): SourceChunk[] {
  return chunks.flatMap((chunk) => {
    if (chunk.text.length <= max) return [chunk];
    const pieces: SourceChunk[] = [];
    for (let at = 0, part = 1; at < chunk.text.length; part++) {
      let end = Math.min(chunk.text.length, at + max);
      const space = chunk.text.lastIndexOf(' ', end);
      if (end < chunk.text.length && space > at + max / 2) end = space;
      pieces.push({
        ...chunk,
        locator: `${chunk.locator}, part ${part}`,
        text: chunk.text.slice(at, end),
      });
      at = end;
    }
    return pieces;
  });
}

/** Consecutive chunks packed into batches of at most `max` characters. */
export function batches(chunks: SourceChunk[], max: number): SourceChunk[][] {
  const out: SourceChunk[][] = [];
  let current: SourceChunk[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (current.length && size + chunk.text.length > max) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(chunk);
    size += chunk.text.length + 60;
  }
  if (current.length) out.push(current);
  return out;
}

/** At most `max` batches: each file's first batch, then evenly spread ones; the rest is named. */
export function pickBatches(
  all: SourceChunk[][],
  max: number,
): { picked: SourceChunk[][]; omitted: string[] } {
  if (all.length <= max) return { picked: all, omitted: [] };
  const keep = new Set<number>();
  const seen = new Set<string>();
  all.forEach((batch, i) => {
    for (const c of batch) {
      if (seen.has(c.file)) continue;
      seen.add(c.file);
      keep.add(i);
    }
  });
  for (let i = 0; keep.size < max && i < max; i++) keep.add(Math.floor((i * all.length) / max));
  for (let i = 0; keep.size < max && i < all.length; i++) keep.add(i);
  const picked = all.filter((_, i) => keep.has(i));
  const omitted = all
    .filter((_, i) => !keep.has(i))
    .map((b) => `${b[0]!.file}, ${b[0]!.locator} to ${b.at(-1)!.locator}`);
  return { picked, omitted };
}

async function pool<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const factLine = (f: Fact) =>
  `- [${f.file}, ${f.locator}] (${f.kind}) ${f.text.replace(/\s+/g, ' ').trim()}`;

/**
 * Reads a long input in chunks (map: notes per batch, with locators) and merges the notes
 * (reduce) until they fit `budget.sourceChars`. Every file keeps at least one note.
 */
export async function mapReduce(
  chunks: SourceChunk[],
  budget: Budget,
  settings: CallSettings,
): Promise<Reduced> {
  const all = batches(splitChunks(chunks, Math.floor(budget.mapChars / 2)), budget.mapChars);
  const { picked, omitted } = pickBatches(all, budget.maxMapCalls);
  let calls = 0;
  const mapped = await pool(picked, CONCURRENCY, async (batch) => {
    calls++;
    const text = `Take notes from these parts of the input:\n\n${batch.map(documentBlock).join('\n\n')}`;
    const { value } = await structuredValue(settings, {
      system: MAP_SYSTEM,
      messages: [{ role: 'user', content: text }],
      schema: notesSchema,
      name: 'notes',
    });
    return value.facts.filter((f) => f.text.trim());
  });
  let facts = mapped.flat();
  // Every file is represented, even when the model found nothing in it.
  for (const file of new Set(chunks.map((c) => c.file))) {
    if (facts.some((f) => f.file === file)) continue;
    const first = chunks.find((c) => c.file === file)!;
    facts.push({ kind: 'other', text: first.text.slice(0, 400), file, locator: first.locator });
  }
  for (
    let round = 0;
    round < 2 && facts.map(factLine).join('\n').length > budget.sourceChars;
    round++
  ) {
    const groups = batchFacts(facts, budget.mapChars);
    if (groups.length <= 1 && round > 0) break;
    const merged = await pool(groups, CONCURRENCY, async (group) => {
      calls++;
      const { value } = await structuredValue(settings, {
        system: REDUCE_SYSTEM,
        messages: [
          {
            role: 'user',
            content: `<notes>\n${escapeData(group.map(factLine).join('\n'))}\n</notes>`,
          },
        ],
        schema: notesSchema,
        name: 'notes',
      });
      return value.facts;
    });
    facts = merged.flat();
  }
  return { notes: fitNotes(facts, budget.sourceChars, omitted), omitted, calls };
}

function batchFacts(facts: Fact[], max: number): Fact[][] {
  const out: Fact[][] = [[]];
  let size = 0;
  for (const f of facts) {
    const line = factLine(f).length + 1;
    if (size + line > max && out.at(-1)!.length) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(f);
    size += line;
  }
  return out;
}

/** The notes as text within `max`: taken round-robin by file so no file drops out; cuts are told. */
function fitNotes(facts: Fact[], max: number, omitted: string[]): string {
  const byFile = new Map<string, Fact[]>();
  for (const f of facts) {
    const list = byFile.get(f.file);
    if (list) list.push(f);
    else byFile.set(f.file, [f]);
  }
  const queues = [...byFile.values()];
  const lines: string[] = [];
  let size = 0;
  let left = 0;
  for (let i = 0; queues.some((q) => i < q.length); i++) {
    for (const q of queues) {
      const f = q[i];
      if (!f) continue;
      const line = factLine(f);
      if (size + line.length > max) {
        left++;
        continue;
      }
      lines.push(line);
      size += line.length + 1;
    }
  }
  const notes = [`<notes>\n${escapeData(lines.join('\n'))}\n</notes>`];
  if (left || omitted.length) {
    notes.push(
      `Not everything fitted: ${left ? `${left} notes were left out` : ''}${left && omitted.length ? '; ' : ''}${omitted.length ? `these parts were not read: ${omitted.join('; ')}` : ''}. Say so under openQuestions.`,
    );
  }
  return notes.join('\n');
}
