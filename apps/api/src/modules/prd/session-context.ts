import type { ReplyInfo } from '@prd/contract';
import type { StoredExtraction } from '../../db/schema.js';
import type { HistoryTurn, SourceChunk } from './writers/types.js';

/** Text kept per file for follow-ups, and at most per session (older files go first). */
export const FILE_TEXT_CAP = 1024 * 1024;
export const SESSION_TEXT_CAP = 8 * 1024 * 1024;
/** What a follow-up gets of the session's earlier files (the newest files first). */
export const SESSION_CHUNKS_CAP = 2 * 1024 * 1024;
/** Earlier turns handed to the writer: the newest, oldest first. */
export const MAX_TURNS = 40;
const TURNS_TEXT_CAP = 128 * 1024;

/** What is known of an earlier message without reading its text (see `planContext`). */
interface EarlierMeta {
  role: 'human' | 'ai';
  status: string;
  isDocument: boolean;
  /** Whether the answer carries reply metadata (answers stored before it do not). */
  hasReply: boolean;
  /** The PRD version the answer wrote (null: not a version, or no metadata). */
  version: number | null;
  /** Characters of its text. */
  length: number;
}

/** An earlier message with its text (tests, and the shape the writer's context is built from). */
export interface EarlierMessage {
  role: 'human' | 'ai';
  message: string;
  status: string;
  isDocument: boolean;
  reply: ReplyInfo | null;
}

/** An answer that is a PRD version: one with a version, or a PRD stored before versions. */
const isPrdVersion = (m: EarlierMeta) =>
  m.role === 'ai' && m.status === 'complete' && (m.hasReply ? m.version !== null : m.isDocument);

/** Which earlier messages (by index) the writer's context needs, and the PRD's version. */
interface ContextPlan {
  prd: number | undefined;
  previousVersion: number;
  /** The turns to hand over, oldest first: the newest that fit MAX_TURNS and TURNS_TEXT_CAP. */
  turns: number[];
}

/**
 * Plans the writer's context from the session's earlier messages (oldest first) without their
 * text, so that only the latest PRD version and the newest turns are read, however long the
 * session: answers, questions and reformattings are not versions; failed or pending answers are
 * not turns.
 */
export function planContext(earlier: readonly EarlierMeta[]): ContextPlan {
  let previousVersion = 0;
  let prd: number | undefined;
  earlier.forEach((m, i) => {
    if (!isPrdVersion(m)) return;
    previousVersion = m.version ?? previousVersion + 1;
    prd = i;
  });
  const turns: number[] = [];
  let chars = 0;
  for (let i = earlier.length - 1; i >= 0 && turns.length < MAX_TURNS; i -= 1) {
    const m = earlier[i]!;
    if (m.role === 'ai' && m.status !== 'complete' && m.status !== 'stopped') continue;
    if (chars + m.length > TURNS_TEXT_CAP) break;
    chars += m.length;
    turns.unshift(i);
  }
  return { prd, previousVersion, turns };
}

/** The writer's context from a plan and the text of the messages it names. */
export function contextFrom(
  earlier: readonly EarlierMeta[],
  plan: ContextPlan,
  text: (index: number) => string,
) {
  const turns: HistoryTurn[] = plan.turns.map((i) => ({
    role: earlier[i]!.role === 'human' ? 'user' : 'assistant',
    text: text(i),
  }));
  return {
    history: turns.filter((t) => t.role === 'user').map((t) => t.text),
    turns,
    previousPrd: plan.prd === undefined ? undefined : text(plan.prd),
    previousVersion: plan.previousVersion,
  };
}

const metaOf = (m: EarlierMessage): EarlierMeta => ({
  role: m.role,
  status: m.status,
  isDocument: m.isDocument,
  hasReply: m.reply !== null,
  version: m.reply?.version ?? null,
  length: m.message.length,
});

/**
 * What the writer needs from the session's earlier messages (oldest first): the human messages
 * and the turns of both sides (bounded, the oldest dropped first), and the latest PRD version
 * with its number.
 */
export function sessionContext(earlier: readonly EarlierMessage[]) {
  const meta = earlier.map(metaOf);
  return contextFrom(meta, planContext(meta), (i) => earlier[i]!.message);
}

/** A file's chunks as kept for follow-ups: in order, up to FILE_TEXT_CAP of text. */
export function storedExtraction(chunks: readonly SourceChunk[]): StoredExtraction {
  const kept: SourceChunk[] = [];
  let chars = 0;
  for (const c of chunks) {
    if (!c.text.trim()) continue;
    const room = FILE_TEXT_CAP - chars;
    if (room <= 0) break;
    const text = c.text.length > room ? c.text.slice(0, room) : c.text;
    kept.push({ file: c.file, locator: c.locator, text });
    chars += text.length;
  }
  return { chunks: kept };
}

/**
 * The chunks of earlier files for a follow-up: `files` newest first, as many whole files as fit
 * in SESSION_CHUNKS_CAP (a file that does not fit is cut), returned oldest first.
 */
export function sessionChunksOf(files: readonly (StoredExtraction | null)[]): SourceChunk[] {
  const picked: SourceChunk[][] = [];
  let chars = 0;
  for (const file of files) {
    if (!file || chars >= SESSION_CHUNKS_CAP) continue;
    const chunks: SourceChunk[] = [];
    for (const c of file.chunks) {
      const room = SESSION_CHUNKS_CAP - chars;
      if (room <= 0) break;
      chunks.push(c.text.length > room ? { ...c, text: c.text.slice(0, room) } : c);
      chars += Math.min(c.text.length, room);
    }
    picked.unshift(chunks);
  }
  return picked.flat();
}
