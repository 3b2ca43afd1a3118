import { describe, expect, it } from 'vitest';
import { chatActions as a, chatSlice, localEntry, type ChatState } from './chat.slice';

const reduce = (
  state: ChatState | undefined,
  ...actions: Parameters<typeof chatSlice.reducer>[1][]
) =>
  actions.reduce((s, action) => chatSlice.reducer(s, action), state ?? chatSlice.getInitialState());

const entry = localEntry;

describe('chat slice', () => {
  it('streams tokens into the answer, then the final answer replaces them', () => {
    const s = reduce(
      undefined,
      a.sendStarted({
        entries: [
          entry('f', 'human', { loading: true }),
          entry('ans', 'ai', { status: 'pending' }),
        ],
      }),
      a.tokensReceived({ key: 'ans', text: '# Ti' }),
      a.tokensReceived({ key: 'ans', text: 'tle' }),
    );
    expect(s.sending).toBe(true);
    // Tokens go to `streaming`; the entries change once (the status), not on every token.
    expect(s.entries[1]).toMatchObject({ message: '', status: 'streaming' });
    expect(s.streaming).toEqual({ key: 'ans', text: '# Title' });
    const more = reduce(s, a.tokensReceived({ key: 'ans', text: '!' }));
    expect(more.entries).toBe(s.entries);
    expect(more.streaming?.text).toBe('# Title!');
    const done = reduce(
      s,
      a.sendSucceeded({
        key: 'ans',
        sessionId: 's1',
        message: '# Title\n\nAll',
        documentPath: '/d',
      }),
    );
    expect(done).toMatchObject({ sending: false, sessionId: 's1', streaming: null });
    expect(done.entries[0]!.loading).toBe(false);
    expect(done.entries[1]).toMatchObject({
      message: '# Title\n\nAll',
      status: 'complete',
      isDocument: true,
      documentPath: '/d',
    });
  });

  it('a failed send keeps its entries, marks the answer and remembers a streamed session', () => {
    const s = reduce(
      undefined,
      a.sendStarted({ entries: [entry('t', 'human'), entry('ans', 'ai', { status: 'pending' })] }),
      a.sendFailed({ key: 'ans', error: 'Provider down', sessionId: 's9' }),
    );
    expect(s.sending).toBe(false);
    expect(s.sessionId).toBe('s9');
    expect(s.entries[1]).toMatchObject({ status: 'failed', error: 'Provider down' });
    expect(reduce(s, a.entriesRemoved(['t', 'ans'])).entries).toEqual([]);
  });

  it('picking a chat empties the list and loads it; a late answer for another chat is ignored', () => {
    const s = reduce(undefined, a.sessionChosen('s1'));
    expect(s).toMatchObject({ sessionId: 's1', loading: true, entries: [] });
    const other = reduce(s, a.sessionLoaded({ sessionId: 's2', messages: [] }));
    expect(other.loading).toBe(true);
    const loaded = reduce(
      s,
      a.sessionLoaded({
        sessionId: 's1',
        messages: [
          {
            role: 'ai',
            message: 'Failed',
            chat_id: 7,
            session_id: 's1',
            image_urls: [],
            files: [],
            isDocument: false,
            documentPath: null,
            status: 'failed',
          },
        ],
      }),
    );
    expect(loaded.loading).toBe(false);
    expect(loaded.entries[0]).toMatchObject({ key: 'chat-7', status: 'failed', error: 'Failed' });
  });

  it('a new chat clears the screen, but not while a send runs', () => {
    const open = reduce(undefined, a.sessionChosen('s1'));
    expect(reduce(open, a.newChat())).toMatchObject({ sessionId: null, entries: [] });
    const busy = reduce(open, a.sendStarted({ entries: [entry('x', 'human')] }), a.newChat());
    expect(busy.sessionId).toBe('s1');
    expect(busy.entries).toHaveLength(1);
  });

  it('a fetched chat keeps the objects of unchanged messages (new signatures aside)', () => {
    const m = (chatId: number, message: string, documentPath: string | null = null) => ({
      role: 'ai' as const,
      message,
      chat_id: chatId,
      session_id: 's1',
      image_urls: [],
      files: [],
      isDocument: documentPath !== null,
      documentPath,
      status: 'complete' as const,
    });
    const first = reduce(
      undefined,
      a.sessionChosen('s1'),
      a.sessionLoaded({ sessionId: 's1', messages: [m(1, 'PRD', '/f/d?sig=1'), m(2, 'Two')] }),
    );
    const again = reduce(
      first,
      a.sessionLoaded({
        sessionId: 's1',
        messages: [m(1, 'PRD', '/f/d?sig=2'), m(2, 'Two, revised'), m(3, 'Three')],
      }),
    );
    expect(again.entries[0]).toBe(first.entries[0]);
    expect(again.entries[1]).not.toBe(first.entries[1]);
    expect(again.entries.map((e) => e.message)).toEqual(['PRD', 'Two, revised', 'Three']);
    const shorter = reduce(again, a.sessionLoaded({ sessionId: 's1', messages: [m(1, 'PRD')] }));
    expect(shorter.entries).toHaveLength(1);
  });

  it('counts history changes for the sidebar', () => {
    expect(reduce(undefined, a.historyChanged(), a.historyChanged()).historyVersion).toBe(2);
  });
});
