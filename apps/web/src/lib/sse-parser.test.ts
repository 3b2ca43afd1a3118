import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerEvent } from './sse-parser';

function parseAll(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe('createSseParser', () => {
  const stream =
    'event: session\ndata: {"session_id":"s1"}\n\n: keep-alive\n\nevent: token\ndata: {"text":"Hel"}\n\nevent: token\ndata: {"text":"lo"}\n\nevent: done\ndata: {"ok":true}\n\n';

  it('reads named events and skips comments', () => {
    expect(parseAll([stream])).toEqual([
      { event: 'session', data: '{"session_id":"s1"}' },
      { event: 'token', data: '{"text":"Hel"}' },
      { event: 'token', data: '{"text":"lo"}' },
      { event: 'done', data: '{"ok":true}' },
    ]);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const whole = parseAll([stream]);
    for (const size of [1, 2, 3, 7, 13]) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, also split between chunks', () => {
    expect(parseAll(['event: a\r', '\ndata: 1\r\n\r', '\nevent: b\rdata: 2\r\r\n'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('joins several data lines, names unnamed events "message", waits for the blank line', () => {
    expect(parseAll(['data: one\ndata: two\n\n', 'data:x\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});
