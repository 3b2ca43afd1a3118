import type { ReplyInfo } from '@prd/contract';
import type { StoredExtraction } from '../../db/schema.js';
import type { HistoryTurn, SourceChunk } from '../../platform/ai/types.js';

/** Text kept per file for follow-ups, and at most per session (older files go first). */
export const FILE_TEXT_CAP = 1024 * 1024;
export const SESSION_TEXT_CAP = 8 * 1024 * 1024;
/** What a follow-up gets of the session's earlier files (the newest files first). */
export const SESSION_CHUNKS_CAP = 2 * 1024 * 1024;
/** Earlier turns handed to the writer: the newest, oldest first. */
export const MAX_TURNS = 40;
export const TURNS_TEXT_CAP = 128 * 1024;

export interface EarlierMessage {
  role: 'human' | 'ai';
  message: string;
  status: string;
  isDocument: boolean;
  reply: ReplyInfo | null;
}

/** An answer that is a PRD version: one with a version, or a PRD stored before versions. */
const isPrdVersion = (m: EarlierMessage) =>
  m.role === 'ai' && m.status === 'complete' && (m.reply ? m.reply.version !== null : m.isDocument);

/**
 * What the writer needs from the session's earlier messages (oldest first): the human messages,
 * the turns of both sides (bounded, the oldest dropped first), and the latest PRD version with
 * its number (answers, questions and reformattings are not versions).
 */
export function sessionContext(earlier: readonly EarlierMessage[]) {
  let previousVersion = 0;
  let previousPrd: string | undefined;
  for (const m of earlier) {
    if (!isPrdVersion(m)) continue;
    previousVersion = m.reply?.version ?? previousVersion + 1;
    previousPrd = m.message;
  }
  const turns: HistoryTurn[] = [];
  let chars = 0;
  for (let i = earlier.length - 1; i >= 0 && turns.length < MAX_TURNS; i -= 1) {
    const m = earlier[i]!;
    if (m.role === 'ai' && m.status !== 'complete' && m.status !== 'stopped') continue;
    if (chars + m.message.length > TURNS_TEXT_CAP) break;
    chars += m.message.length;
    turns.unshift({ role: m.role === 'human' ? 'user' : 'assistant', text: m.message });
  }
  return {
    history: earlier.filter((m) => m.role === 'human').map((m) => m.message),
    turns,
    previousPrd,
    previousVersion,
  };
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
