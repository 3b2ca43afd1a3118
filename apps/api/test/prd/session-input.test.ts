import type { ReplyInfo } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFiles, chatMessages, chatSessions } from '../../src/db/schema.js';
import {
  createGenerationRepository,
  type GenerationRow,
} from '../../src/modules/prd/generation.repository.js';
import { MAX_TURNS } from '../../src/modules/prd/session-context.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';

const reply = (version: number | null, kind: ReplyInfo['kind'] = 'prd'): ReplyInfo => ({
  kind,
  intent: version === null ? 'question' : 'draft',
  version,
  changes: [],
  questions: [],
  writer: 'built-in',
  skipped_files: [],
  charged: version !== null,
});

/**
 * A long session: the writer gets the latest PRD version however far back it is, only the
 * newest turns, and the newest earlier files' text up to the follow-up cap (older files are
 * not read).
 */
describe('the writer input of a long session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the PRD far back, the newest turns and the newest files', async () => {
    const user = await signUpAndLogin(t);
    const db = t.services.db;
    const [session] = await db
      .insert(chatSessions)
      .values({ userId: user.id, title: 'Long' })
      .returning();
    const sessionId = session!.id;
    const rows = [
      { role: 'human' as const, message: 'Parking app', status: 'complete' as const },
      {
        role: 'ai' as const,
        message: '# Parkly PRD v1',
        status: 'complete' as const,
        isDocument: true,
        reply: reply(1),
      },
      ...Array.from({ length: MAX_TURNS }, (_, i) => [
        { role: 'human' as const, message: `question ${i}?`, status: 'complete' as const },
        {
          role: 'ai' as const,
          message: `answer ${i}`,
          status: 'complete' as const,
          reply: reply(null, 'answer'),
        },
      ]).flat(),
    ];
    const inserted = await db
      .insert(chatMessages)
      .values(rows.map((r) => ({ ...r, sessionId })))
      .returning({ id: chatMessages.id });
    // Four earlier files of ~900 KB of text each, oldest first.
    const text = (n: number) => `file ${n} `.repeat(100_000);
    for (const [n, m] of inserted.slice(0, 4).entries()) {
      await db.insert(chatFiles).values({
        messageId: m.id,
        name: `f${n}.txt`,
        storeKey: `k${n}`,
        kind: 'document',
        mediaType: 'text/plain',
        size: 1,
        extraction: { chunks: [{ file: `f${n}.txt`, locator: 'paragraph 1', text: text(n) }] },
      });
    }
    const last = inserted.at(-1)!.id;
    const input = await createGenerationRepository(db).inputOf({
      sessionId,
      firstMessageId: last + 1,
      answerId: last + 2,
    } as GenerationRow);

    expect(input.previousPrd).toBe('# Parkly PRD v1');
    expect(input.previousVersion).toBe(1);
    expect(input.turns).toHaveLength(MAX_TURNS);
    expect(input.turns.at(-1)).toEqual({ role: 'assistant', text: `answer ${MAX_TURNS - 1}` });
    expect(input.history.at(-1)).toBe(`question ${MAX_TURNS - 1}?`);
    // The newest files first in the cap; the oldest is beyond it.
    const files = new Set(input.sessionChunks.map((c) => c.file));
    expect([...files].sort()).toEqual(['f1.txt', 'f2.txt', 'f3.txt']);
    expect(input.sessionChunks.find((c) => c.file === 'f3.txt')!.text).toBe(text(3));
  });
});
