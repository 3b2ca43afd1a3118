import type { ReplyInfo } from '@prd/contract';
import { describe, expect, it } from 'vitest';
import {
  FILE_TEXT_CAP,
  MAX_TURNS,
  SESSION_CHUNKS_CAP,
  sessionChunksOf,
  sessionContext,
  storedExtraction,
  type EarlierMessage,
} from './session-context.js';

const human = (message: string): EarlierMessage => ({
  role: 'human',
  message,
  status: 'complete',
  isDocument: false,
  reply: null,
});
const ai = (
  message: string,
  reply: Partial<ReplyInfo> | null,
  isDocument = true,
): EarlierMessage => ({
  role: 'ai',
  message,
  status: 'complete',
  isDocument,
  reply: reply
    ? {
        kind: 'prd',
        intent: 'draft',
        version: null,
        changes: [],
        questions: [],
        writer: 'built-in',
        skipped_files: [],
        charged: false,
        ...reply,
      }
    : null,
});

describe('sessionContext', () => {
  it('takes the latest PRD version, not a later answer or reformatting', () => {
    const context = sessionContext([
      human('Parking app'),
      ai('PRD v1', { version: 1 }),
      human('what is FR-1?'),
      ai('FR-1 is booking.', { kind: 'answer', intent: 'question' }, false),
      human('one-pager'),
      ai('One-pager', { intent: 'format' }),
    ]);
    expect(context.previousPrd).toBe('PRD v1');
    expect(context.previousVersion).toBe(1);
    expect(context.history).toEqual(['Parking app', 'what is FR-1?', 'one-pager']);
  });

  it('counts PRDs stored before versions as versions', () => {
    const context = sessionContext([
      human('a'),
      ai('old PRD 1', null),
      human('b'),
      ai('old PRD 2', null),
      human('c'),
      ai('new PRD', { intent: 'revise', version: 3 }),
    ]);
    expect(context.previousVersion).toBe(3);
    expect(sessionContext([ai('x', null), ai('y', null)]).previousVersion).toBe(2);
  });

  it('keeps both sides, oldest first, the newest when there are too many, without failed answers', () => {
    const many = Array.from({ length: MAX_TURNS + 10 }, (_, i) => human(`turn ${i}`));
    const failed = { ...ai('error', null), status: 'failed' };
    const { turns } = sessionContext([...many, failed, ai('last', { version: 1 })]);
    expect(turns).toHaveLength(MAX_TURNS);
    expect(turns.at(-1)).toEqual({ role: 'assistant', text: 'last' });
    expect(turns.at(-2)).toEqual({ role: 'user', text: `turn ${MAX_TURNS + 9}` });
    expect(turns.some((t) => t.text === 'error')).toBe(false);
  });
});

describe('kept file text', () => {
  it('caps what one file keeps and drops empty chunks', () => {
    const big = 'x'.repeat(FILE_TEXT_CAP - 10);
    const kept = storedExtraction([
      { file: 'a.pdf', locator: 'page 1', text: '  ' },
      { file: 'a.pdf', locator: 'page 2', text: big },
      { file: 'a.pdf', locator: 'page 3', text: 'y'.repeat(100) },
      { file: 'a.pdf', locator: 'page 4', text: 'z' },
    ]);
    expect(kept.chunks.map((c) => c.locator)).toEqual(['page 2', 'page 3']);
    expect(kept.chunks[1]!.text).toHaveLength(10);
  });

  it('gives a follow-up the newest files first within the cap, in order', () => {
    const file = (name: string, chars: number) => ({
      chunks: [{ file: name, locator: 'page 1', text: 'a'.repeat(chars) }],
    });
    const half = SESSION_CHUNKS_CAP / 2;
    // Newest first, as the repository reads them.
    const chunks = sessionChunksOf([
      file('new.pdf', half),
      null,
      file('mid.pdf', half),
      file('old.pdf', 5),
    ]);
    expect(chunks.map((c) => c.file)).toEqual(['mid.pdf', 'new.pdf']);
  });
});
