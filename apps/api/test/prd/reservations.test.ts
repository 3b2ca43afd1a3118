import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrdService, type PrdEngine } from '../../src/modules/prd/prd.service.js';
import type { PrdWriter } from '../../src/platform/ai/types.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { tableCounts, usedUploads } from './support.js';

const BRIEF = 'Build a parking app. Drivers must be able to pay by phone.';
const meta = { ip: '192.0.2.1', userAgent: null };

/** A writer that yields `before` deltas, then fails. */
function failingWriter(before: string[]): PrdWriter {
  return {
    name: 'failing',
    async *stream() {
      for (const delta of before) yield await Promise.resolve(delta);
      throw new Error('the provider went away');
    },
  };
}

function engineWith(writer: PrdWriter): PrdEngine {
  return {
    isGreeting: () => false,
    greetingReply: () => 'Hello!',
    extract: () => Promise.resolve({ chunks: [], images: [], notes: [] }),
    writer: () => Promise.resolve(writer),
    docxName: () => 'PRD.docx',
    failureMessage: () => 'The PRD could not be written.',
  };
}

/** Issue 10, item 1 (b): a reservation is released only when no answer text went out. */
describe('reservations on failure', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** listen: a client that gets the tokens, one that is gone (the sink says so), or none. */
  async function send(writer: PrdWriter, listen: boolean | 'gone') {
    const user = await signUpAndLogin(t);
    const service = createPrdService(t.services, engineWith(writer));
    const caller = { kind: 'user' as const, userId: user.id };
    const prepared = await service.prepare(caller, {
      sessionId: undefined,
      text: BRIEF,
      files: [],
      meta,
    });
    const tokens: string[] = [];
    const sink = (text: string) => {
      tokens.push(text);
      return listen !== 'gone';
    };
    await expect(prepared.run(listen ? sink : undefined)).rejects.toMatchObject({ status: 502 });
    return { used: await usedUploads(t, user.id), tokens };
  }

  it('keeps the upload used when the writer fails after its first token', async () => {
    const { used, tokens } = await send(failingWriter(['# PRD\n', 'Parking']), true);
    expect(tokens).toEqual(['# PRD\n', 'Parking']);
    expect(used).toBe(1);
  });

  it('gives the upload back when the writer fails before any token', async () => {
    const { used, tokens } = await send(failingWriter([]), true);
    expect(tokens).toEqual([]);
    expect(used).toBe(0);
  });

  it('gives it back when the tokens had no listener (nothing reached the client)', async () => {
    const { used } = await send(failingWriter(['# PRD\n']), false);
    expect(used).toBe(0);
  });

  it('gives it back when the client was gone before the first token', async () => {
    const { used, tokens } = await send(failingWriter(['# PRD\n']), 'gone');
    expect(tokens).toEqual(['# PRD\n']);
    expect(used).toBe(0);
  });

  it('keeps a visitor use counted after the first token, and not before', async () => {
    const before = (await tableCounts(t)).visitor_usage;
    const visitor = (id: string) => ({ kind: 'visitor' as const, visitorId: id, ip: '192.0.2.9' });
    for (const [id, deltas] of [
      ['AAAAAAAAAAAAAAAAAAAAAA', ['# PRD']],
      ['BBBBBBBBBBBBBBBBBBBBBB', []],
    ] as const) {
      const service = createPrdService(t.services, engineWith(failingWriter([...deltas])));
      const prepared = await service.prepare(visitor(id), {
        sessionId: undefined,
        text: BRIEF,
        files: [],
        meta,
      });
      await expect(prepared.run(() => {})).rejects.toMatchObject({ status: 502 });
    }
    expect((await tableCounts(t)).visitor_usage - before).toBe(1);
  });
});
