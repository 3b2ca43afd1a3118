import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@prd/contract';
import { localEntry } from './chat-entries';
import { chatActions as a, chatSlice, type ChatState } from './chat.slice';

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
    expect(s.status).toBe('streaming');
    // Tokens go to the live answer; the entries change once (the status), not on every token.
    expect(s.entries[1]).toMatchObject({ message: '', status: 'streaming' });
    expect(s.answer).toMatchObject({ key: 'ans', own: true, text: '# Title' });
    const more = reduce(s, a.tokensReceived({ key: 'ans', text: '!' }));
    expect(more.entries).toBe(s.entries);
    expect(more.answer?.text).toBe('# Title!');
    const done = reduce(
      s,
      a.sendSucceeded({
        key: 'ans',
        sessionId: 's1',
        message: '# Title\n\nAll',
        documentPath: '/d',
      }),
    );
    expect(done).toMatchObject({ status: 'idle', sessionId: 's1', answer: null });
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
    expect(s.status).toBe('failed');
    expect(s.answer).toBeNull();
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

  it('has one status: idle, sending, streaming, then stopped, failed or idle again', () => {
    const start = reduce(undefined);
    expect(start.status).toBe('idle');
    const asked = reduce(
      start,
      a.sendStarted({ entries: [entry('ans', 'ai', { status: 'pending' })] }),
    );
    expect(asked.status).toBe('sending');
    // The server names the chat: Stop can end it; still no text.
    const named = reduce(asked, a.answerLive({ key: 'ans', sessionId: 's1' }));
    expect(named).toMatchObject({ status: 'sending', sessionId: 's1' });
    expect(named.answer).toMatchObject({ sessionId: 's1', stopping: false });
    const writing = reduce(named, a.tokensReceived({ key: 'ans', text: 'Hi' }));
    expect(writing.status).toBe('streaming');
    // Tokens of an answer no longer followed change nothing.
    expect(reduce(writing, a.tokensReceived({ key: 'old', text: 'x' })).answer?.text).toBe('Hi');
    const stopping = reduce(writing, a.stopRequested(true));
    expect(stopping.answer?.stopping).toBe(true);
    expect(stopping.status).toBe('streaming');
    const stopped = reduce(stopping, a.sendStopped({ key: 'ans', sessionId: 's1', message: 'Hi' }));
    expect(stopped).toMatchObject({ status: 'stopped', answer: null });
    const failed = reduce(writing, a.sendFailed({ key: 'ans', error: 'Down' }));
    expect(failed).toMatchObject({ status: 'failed', answer: null });
    // A refused send is as if it had not been sent.
    const refused = reduce(asked, a.sendRefused({ keys: ['ans'], limit: true }));
    expect(refused).toMatchObject({ status: 'idle', answer: null, entries: [] });
    // Another send starts over from any end.
    const again = reduce(
      failed,
      a.sendStarted({ entries: [entry('b', 'ai', { status: 'pending' })] }),
    );
    expect(again.status).toBe('sending');
  });

  it('follows a pending answer found on opening a chat, and lets it go when the chat changes', () => {
    const opened = reduce(
      undefined,
      a.sessionChosen('s1'),
      a.sessionLoaded({ sessionId: 's1', messages: [aiMessage(4, { status: 'pending' })] }),
      a.answerLive({ key: 'chat-4', sessionId: 's1' }),
    );
    expect(opened.status).toBe('sending');
    expect(opened.answer).toMatchObject({ key: 'chat-4', own: false });
    const streamed = reduce(opened, a.tokensReceived({ key: 'chat-4', text: '# P' }));
    expect(streamed.status).toBe('streaming');
    const settled = reduce(
      streamed,
      a.followSettled({ key: 'chat-4', message: '# PRD', status: 'complete' }),
      a.followEnded('chat-4'),
    );
    expect(settled).toMatchObject({ status: 'idle', answer: null });
    expect(settled.entries[0]).toMatchObject({ status: 'complete', message: '# PRD' });
    const left = reduce(streamed, a.sessionChosen('s2'));
    expect(left).toMatchObject({ status: 'idle', answer: null });
    // This screen's own send goes on in another chat (it settles into its own).
    const own = reduce(
      undefined,
      a.sendStarted({ entries: [entry('mine', 'ai', { status: 'pending' })] }),
      a.sessionChosen('s2'),
    );
    expect(own).toMatchObject({ status: 'sending', answer: { key: 'mine', own: true } });
  });

  it('opens the document view on the version an answer stored, and on opening a chat', () => {
    const reply = prdReply(3);
    const s = reduce(
      undefined,
      a.sendStarted({ entries: [entry('ans', 'ai', { status: 'pending' })] }),
      a.sendSucceeded({ key: 'ans', sessionId: 's1', message: '# PRD', documentPath: '/d', reply }),
    );
    expect(s.documentPanel).toEqual({ open: true, documentId: 'doc-1', version: 3 });
    const closed = reduce(s, a.closeDocument());
    expect(closed.documentPanel).toEqual({ open: false, documentId: 'doc-1', version: 3 });
    expect(
      reduce(closed, a.openDocument({ documentId: 'doc-1', version: 2 })).documentPanel,
    ).toEqual({ open: true, documentId: 'doc-1', version: 2, asked: true });
    // An answer without a version leaves the view as it was.
    const chat = reduce(
      closed,
      a.sendStarted({ entries: [entry('q', 'ai', { status: 'pending' })] }),
      a.sendSucceeded({ key: 'q', sessionId: 's1', message: 'Sure.', documentPath: null }),
    );
    expect(chat.documentPanel.open).toBe(false);
    // Another chat: closed until it is loaded, then its latest document at its current version.
    const other = reduce(chat, a.sessionChosen('s2'));
    expect(other.documentPanel).toEqual({ open: false, documentId: null, version: null });
    const loaded = reduce(
      other,
      a.sessionLoaded({
        sessionId: 's2',
        messages: [aiMessage(1, { reply: prdReply(1, 'doc-9') }), aiMessage(2, {})],
      }),
    );
    expect(loaded.documentPanel).toEqual({ open: true, documentId: 'doc-9', version: null });
    // Read again after a send: the view stays as the person left it.
    const again = reduce(
      reduce(loaded, a.closeDocument()),
      a.sessionLoaded({
        sessionId: 's2',
        messages: [aiMessage(1, { reply: prdReply(1, 'doc-9') })],
      }),
    );
    expect(again.documentPanel.open).toBe(false);
    expect(reduce(loaded, a.newChat()).documentPanel.open).toBe(false);
    // Another regenerated answer chosen: the view follows its version, open or closed as it was.
    const followed = { documentId: 'doc-9', version: 2 };
    expect(reduce(loaded, a.documentFollowed(followed)).documentPanel).toEqual({
      open: true,
      ...followed,
    });
    expect(reduce(again, a.documentFollowed(followed)).documentPanel).toEqual({
      open: false,
      ...followed,
    });
  });
});

function aiMessage(chatId: number, over: Partial<ChatMessage>): ChatMessage {
  return {
    role: 'ai',
    message: `Answer ${chatId}`,
    chat_id: chatId,
    session_id: 's1',
    image_urls: [],
    files: [],
    isDocument: false,
    documentPath: null,
    status: 'complete',
    ...over,
  };
}

function prdReply(version: number, documentId = 'doc-1') {
  return {
    kind: 'prd' as const,
    intent: 'revise' as const,
    version,
    changes: [],
    questions: [],
    writer: 'built-in' as const,
    skipped_files: [],
    charged: true,
    document: {
      document_id: documentId,
      version,
      label: `0.${version}`,
      summary: '1 change: FR-4 added',
      change_count: 1,
    },
  };
}
