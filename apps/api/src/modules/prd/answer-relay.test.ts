import { messages } from '@prd/contract';
import { describe, expect, it } from 'vitest';
import { settledEvents } from './answer-relay.js';
import type { MessageRow } from './chat.repository.js';
import type { GenerationRow } from './generation.repository.js';

const signer = { sign: (key: string) => `/files/${key}?sig=x` };
const row = (settlement: 'charged' | 'refunded') =>
  ({ sessionId: 's-1', attempts: 2, settlement }) as GenerationRow;
const answer = (status: MessageRow['status'], message: string, documentKey: string | null = null) =>
  ({ status, message, documentKey }) as MessageRow;

/** The text a client rebuilds: tokens appended, `reset` starts over. */
const rebuild = (events: { type: string; data: unknown }[], from: string) =>
  events.reduce(
    (text, e) =>
      e.type === 'reset'
        ? ''
        : e.type === 'token'
          ? text + (e.data as { text: string }).text
          : text,
    from,
  );

describe('settledEvents: the end of an answer whose stream is gone, from the stored answer', () => {
  it('gives a complete answer as one token then done; a resuming client gets a reset first', () => {
    const stored = answer('complete', '# PRD\nAll of it.\n', 'chat/s-1/prd.docx');
    const fresh = settledEvents(row('charged'), stored, signer, false);
    expect(fresh.map((e) => e.type)).toEqual(['token', 'done']);
    expect(rebuild(fresh, '')).toBe('# PRD\nAll of it.\n');
    expect(fresh[1]!.data).toMatchObject({
      data: { prd_result: '# PRD\nAll of it.\n', document_path: '/files/chat/s-1/prd.docx?sig=x' },
    });
    // The client held part of a stream that is gone: it still ends with the text exactly once.
    const resumed = settledEvents(row('charged'), stored, signer, true);
    expect(resumed.map((e) => e.type)).toEqual(['reset', 'token', 'done']);
    expect(rebuild(resumed, '# PRD\nAll')).toBe('# PRD\nAll of it.\n');
  });

  it('gives what a stopped answer had written, and no placeholder text when nothing was', () => {
    const charged = settledEvents(row('charged'), answer('stopped', '# Half'), signer, true);
    expect(charged.map((e) => e.type)).toEqual(['reset', 'token', 'stopped']);
    expect(charged.at(-1)!.data).toEqual({
      session_id: 's-1',
      prd_result: '# Half',
      charged: true,
    });

    const refunded = settledEvents(
      row('refunded'),
      answer('stopped', messages.chat.answerStopped),
      signer,
      false,
    );
    expect(refunded).toEqual([
      { type: 'stopped', data: { session_id: 's-1', prd_result: '', charged: false } },
    ]);
  });

  it('ends a failed answer with its error and no text', () => {
    const events = settledEvents(
      row('refunded'),
      answer('failed', 'The provider is down.'),
      signer,
      true,
    );
    expect(events).toEqual([
      {
        type: 'error',
        data: { message: 'The provider is down.', status: 502, code: 'UPSTREAM_FAILED' },
      },
    ]);
    expect(settledEvents(row('refunded'), undefined, signer, false)[0]!.data).toMatchObject({
      message: messages.chat.generationFailed,
    });
  });
});
