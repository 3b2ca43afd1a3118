import { describe, expect, it } from 'vitest';
import { ANSWER_EVENTS, parseAnswerEvent, TERMINAL_ANSWER_EVENTS } from './answer-stream.js';

describe('the answer stream union', () => {
  it('types each known event by its name', () => {
    const token = parseAnswerEvent('token', { text: 'Hi' });
    expect(token).toEqual({ event: 'token', data: { text: 'Hi' } });
    const done = parseAnswerEvent('done', {
      message: 'ok',
      data: {
        document_path: null,
        prd_result: '# PRD',
        session_id: 's-1',
        reply: {
          kind: 'prd',
          intent: 'revise',
          version: 3,
          changes: ['FR-4 added'],
          questions: [],
          writer: 'built-in',
          skipped_files: [],
          charged: true,
          document: {
            document_id: 'd-1',
            version: 3,
            label: '0.3',
            summary: '1 change: FR-4 added',
            change_count: 1,
          },
        },
      },
    });
    expect(done?.event === 'done' && done.data.data.reply?.document?.label).toBe('0.3');
    expect(
      parseAnswerEvent('stopped', { session_id: 's', prd_result: '', charged: false }),
    ).toBeTruthy();
    expect(
      parseAnswerEvent('error', { message: 'Gone', code: 'ACCOUNT_DELETED', status: 410 }),
    ).toMatchObject({
      event: 'error',
      data: { status: 410 },
    });
  });

  it('skips an event it does not know and refuses a known one with the wrong payload', () => {
    expect(parseAnswerEvent('progress', { pct: 5 })).toBeNull();
    expect(parseAnswerEvent('toString', {})).toBeNull();
    expect(() => parseAnswerEvent('token', { text: 5 })).toThrow();
    expect(() => parseAnswerEvent('session', {})).toThrow();
  });

  it('ends with done, error or stopped', () => {
    expect([...TERMINAL_ANSWER_EVENTS].sort()).toEqual(['done', 'error', 'stopped']);
    expect(Object.values(ANSWER_EVENTS)).toHaveLength(8);
  });
});
