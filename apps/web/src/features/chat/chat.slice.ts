import type { ChatFile, ChatMessage, ReplyInfo } from '@prd/contract';
import { withoutWriterNotice } from '@prd/documents';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One entry of the open chat: a message from the server, or one being sent or streamed. */
export interface ChatEntry {
  /** Stable React key: `chat-<chat_id>` from the server, a client id while sending. */
  key: string;
  role: 'human' | 'ai';
  message: string;
  chatId: number | null;
  imageUrls: string[];
  files: ChatFile[];
  /** Spec section 3: "Uploaded file: [name]" entries are marked loading while the send runs. */
  loading: boolean;
  isDocument: boolean;
  documentPath: string | null;
  /**
   * streaming: tokens are arriving; failed: `error` says why (the send may be retried);
   * stopped: the person stopped it, `message` is what was written by then.
   */
  status: 'pending' | 'streaming' | 'complete' | 'failed' | 'stopped';
  error?: string;
  /** For an answer: what it is (a PRD version, an answer, questions); absent for old answers. */
  reply?: ReplyInfo | null;
}

/** An entry made in the browser (not yet from the server): complete, no files, no id. */
export const localEntry = (
  key: string,
  role: ChatEntry['role'],
  over: Partial<ChatEntry> = {},
): ChatEntry => ({
  key,
  role,
  message: '',
  chatId: null,
  imageUrls: [],
  files: [],
  loading: false,
  isDocument: false,
  documentPath: null,
  status: 'complete',
  ...over,
});

export interface ChatState {
  /** The open session; null for a new chat. */
  sessionId: string | null;
  entries: ChatEntry[];
  /** loading: the open session's messages are being fetched. */
  loading: boolean;
  sending: boolean;
  /** Bumped when the sidebar's history should be fetched again (after a send). */
  historyVersion: number;
  /**
   * The text of the answer being streamed, kept apart from `entries`: a token then changes only
   * this, so the list (and a thousand messages) does not re-render, only the streaming message.
   */
  streaming: { key: string; text: string } | null;
  /**
   * The answer whose stream this screen follows (its own send once the session is named, or a
   * pending answer found on opening a chat): while set, the composer offers Stop.
   */
  live: { key: string; sessionId: string; stopping: boolean } | null;
  /** Bumped when this screen sends: the list then brings the person's own message into view. */
  sendCount: number;
  /**
   * Why the open session could not be loaded: notFound (unknown, or not this person's: the
   * server answers 404 for both), failed (anything else).
   */
  loadError: 'notFound' | 'failed' | null;
  /** A visitor's send was refused by the free limit (status 429, FREE_LIMIT_EXCEEDED). */
  limitReached: boolean;
}

const initialState: ChatState = {
  sessionId: null,
  entries: [],
  loading: false,
  sending: false,
  historyVersion: 0,
  streaming: null,
  live: null,
  sendCount: 0,
  loadError: null,
  limitReached: false,
};

function entryFromServer(m: ChatMessage): ChatEntry {
  return {
    key: `chat-${m.chat_id}`,
    role: m.role,
    // PRDs stored before issue 12 began with a notice about the writer; documents carry none.
    message: m.role === 'ai' ? withoutWriterNotice(m.message) : m.message,
    chatId: m.chat_id,
    imageUrls: m.image_urls,
    files: m.files,
    loading: false,
    isDocument: m.isDocument,
    documentPath: m.documentPath,
    status: m.status,
    reply: m.reply,
    ...(m.status === 'failed' ? { error: m.message } : {}),
  };
}

/**
 * A send has ended: nothing streams any more. Returns its answer entry when the send belongs to
 * the chat on screen (the chat then takes the send's session), else undefined.
 */
function endSend(state: ChatState, key: string, sessionId: string): ChatEntry | undefined {
  state.sending = false;
  state.streaming = null;
  state.live = null;
  if (state.sessionId !== null && state.sessionId !== sessionId) return undefined;
  state.sessionId = sessionId;
  for (const entry of state.entries) entry.loading = false;
  return state.entries.find((e) => e.key === key);
}

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => same(x, b[i]!));

/** A signed link without its signature (a new one is made on every fetch). */
const unsigned = (url: string | null) => url?.split('?')[0] ?? null;

/**
 * Whether two entries show the same thing. The Word file's link counts by its path: the chat
 * builds the Word file itself, so a fresher signature is no reason to draw a PRD again.
 * Pictures and files do count their signatures, so those links stay fresh.
 */
function sameEntry(a: ChatEntry, b: ChatEntry): boolean {
  return (
    a.key === b.key &&
    a.role === b.role &&
    a.message === b.message &&
    a.status === b.status &&
    a.error === b.error &&
    a.loading === b.loading &&
    a.isDocument === b.isDocument &&
    JSON.stringify(a.reply ?? null) === JSON.stringify(b.reply ?? null) &&
    unsigned(a.documentPath) === unsigned(b.documentPath) &&
    sameList(a.imageUrls, b.imageUrls, (x, y) => x === y) &&
    sameList(a.files, b.files, (x, y) => x.name === y.name && x.url === y.url)
  );
}

/** The open session's messages as stored; entries that did not change keep their objects. */
function loadMessages(state: ChatState, sessionId: string, messages: ChatMessage[]) {
  if (sessionId !== state.sessionId) return;
  const next = messages.map(entryFromServer);
  next.forEach((entry, i) => {
    const known = state.entries[i];
    // The answer streaming in stays as it is until its stream ends.
    const streamingOn =
      known?.key === entry.key && known.status === 'streaming' && entry.status === 'pending';
    if (!known || (!sameEntry(known, entry) && !streamingOn)) state.entries[i] = entry;
  });
  state.entries.length = next.length;
  state.loading = false;
}

/** chat: the open session, its messages and the sending state (spec section 4 "Sending"). */
export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** A chat picked in the sidebar: its messages are loaded next. */
    sessionChosen(state, action: PayloadAction<string>) {
      if (state.sessionId === action.payload && state.entries.length > 0) return;
      state.sessionId = action.payload;
      state.entries = [];
      state.loading = true;
      state.loadError = null;
      state.live = null;
      if (!state.sending) state.streaming = null;
    },
    /** "Generate New chat": an empty screen, the next send starts a session. */
    newChat(state) {
      if (state.sending) return;
      state.sessionId = null;
      state.entries = [];
      state.loading = false;
      state.loadError = null;
      state.live = null;
      state.streaming = null;
    },
    /**
     * The visitor's latest chat as the server knows it by their cookie (issue 25: it survives a
     * reload and a new tab): shown when the landing is still empty, and read again after each
     * send like a signed-in chat. Never while a send of this screen runs.
     */
    visitorChatLoaded(
      state,
      action: PayloadAction<{ sessionId: string; messages: ChatMessage[] }>,
    ) {
      if (state.sending || state.live) return;
      if (state.sessionId === null && state.entries.length === 0)
        state.sessionId = action.payload.sessionId;
      loadMessages(state, action.payload.sessionId, action.payload.messages);
    },
    sessionLoaded(state, action: PayloadAction<{ sessionId: string; messages: ChatMessage[] }>) {
      loadMessages(state, action.payload.sessionId, action.payload.messages);
    },
    sessionLoadFailed(
      state,
      action: PayloadAction<{ sessionId: string; notFound: boolean } | string>,
    ) {
      const { sessionId, notFound } =
        typeof action.payload === 'string'
          ? { sessionId: action.payload, notFound: false }
          : action.payload;
      if (sessionId !== state.sessionId) return;
      state.loading = false;
      state.loadError = notFound ? 'notFound' : 'failed';
    },
    sendStarted(state, action: PayloadAction<{ entries: ChatEntry[] }>) {
      state.sending = true;
      state.sendCount += 1;
      state.entries.push(...action.payload.entries);
    },
    /**
     * The server refused the send before anything was stored (the visitor's free limit): its
     * entries leave the list, as if it had not been sent.
     */
    sendRefused(state, action: PayloadAction<{ keys: string[]; limit: boolean }>) {
      state.sending = false;
      state.streaming = null;
      state.live = null;
      const gone = new Set(action.payload.keys);
      state.entries = state.entries.filter((e) => !gone.has(e.key));
      if (action.payload.limit) state.limitReached = true;
    },
    /**
     * A visitor's send was saved: the pictures it showed from the browser now come from the
     * server's signed links (`urls`, in the order of the send's pictures).
     */
    picturesSigned(state, action: PayloadAction<{ keys: string[]; urls: string[] }>) {
      const pictures = action.payload.keys
        .map((key) => state.entries.find((e) => e.key === key))
        .filter((e): e is ChatEntry => e !== undefined && e.imageUrls.length > 0);
      if (pictures.length !== action.payload.urls.length) return;
      pictures.forEach((entry, i) => {
        const url = action.payload.urls[i]!;
        const old = entry.imageUrls[0];
        entry.imageUrls = [url];
        entry.files = entry.files.map((f) => (f.url === old ? { ...f, url } : f));
      });
    },
    limitClosed(state) {
      state.limitReached = false;
    },
    /** An answer followed after opening (or a visitor's reload) ended; `key` takes its outcome. */
    followSettled(
      state,
      action: PayloadAction<{
        key: string;
        message: string;
        status: 'complete' | 'stopped' | 'failed';
        documentPath?: string | null;
        reply?: ReplyInfo | null | undefined;
      }>,
    ) {
      const { key, message, status, documentPath = null, reply = null } = action.payload;
      if (state.live?.key === key) state.live = null;
      if (state.streaming?.key === key) state.streaming = null;
      const entry = state.entries.find((e) => e.key === key);
      if (!entry) return;
      entry.status = status;
      if (status === 'failed') {
        entry.error = message;
        return;
      }
      entry.message = message;
      entry.documentPath = documentPath;
      entry.isDocument = documentPath !== null;
      entry.reply = reply;
      delete entry.error;
    },
    /** The answer `key` is followed live in `sessionId` (Stop can end it). */
    answerLive(state, action: PayloadAction<{ key: string; sessionId: string }>) {
      state.live = { ...action.payload, stopping: false };
      // A new chat's first send: the chat is this session from now on (it gets its address).
      if (state.sessionId === null && state.entries.some((e) => e.key === action.payload.key))
        state.sessionId = action.payload.sessionId;
    },
    /** Stop was asked for the live answer: the stream ends with `stopped` shortly. */
    stopRequested(state, action: PayloadAction<boolean>) {
      if (state.live) state.live.stopping = action.payload;
    },
    /** A pending answer found on opening the chat is no longer followed (it ended, or failed). */
    followEnded(state, action: PayloadAction<string>) {
      if (state.live?.key === action.payload) state.live = null;
      if (state.streaming?.key === action.payload) state.streaming = null;
      // Still unfinished as stored (it could not be followed): it shows as pending again.
      const entry = state.entries.find((e) => e.key === action.payload);
      if (entry?.status === 'streaming') entry.status = 'pending';
    },
    /** The server started the answer over (a retried attempt): the text so far goes. */
    streamReset(state, action: PayloadAction<string>) {
      if (state.streaming?.key === action.payload) state.streaming.text = '';
    },
    /** Tokens arrived for the answer `key` (batched per frame by the sender). */
    tokensReceived(state, action: PayloadAction<{ key: string; text: string }>) {
      const { key, text } = action.payload;
      if (state.streaming?.key === key) {
        state.streaming.text += text;
        return;
      }
      const entry = state.entries.find((e) => e.key === key);
      if (!entry) return;
      entry.status = 'streaming';
      state.streaming = { key, text };
    },
    sendSucceeded(
      state,
      action: PayloadAction<{
        key: string;
        sessionId: string;
        message: string;
        documentPath: string | null;
        reply?: ReplyInfo | undefined;
      }>,
    ) {
      const { key, sessionId, message, documentPath, reply } = action.payload;
      const answer = endSend(state, key, sessionId);
      if (!answer) return;
      answer.message = message;
      answer.status = 'complete';
      answer.isDocument = documentPath !== null;
      answer.documentPath = documentPath;
      answer.reply = reply ?? null;
      delete answer.error;
    },
    /** The answer was stopped: what was written is kept, marked stopped (no Retry). */
    sendStopped(state, action: PayloadAction<{ key: string; sessionId: string; message: string }>) {
      const { key, sessionId, message } = action.payload;
      const answer = endSend(state, key, sessionId);
      if (!answer) return;
      answer.message = message;
      answer.status = 'stopped';
      delete answer.error;
    },
    sendFailed(state, action: PayloadAction<{ key: string; error: string; sessionId?: string }>) {
      state.sending = false;
      state.streaming = null;
      state.live = null;
      if (action.payload.sessionId && state.sessionId === null)
        state.sessionId = action.payload.sessionId;
      for (const entry of state.entries) entry.loading = false;
      const answer = state.entries.find((e) => e.key === action.payload.key);
      if (!answer) return;
      answer.status = 'failed';
      answer.error = action.payload.error;
    },
    /** The failed answer and the human entries of its send leave the list (before a retry). */
    entriesRemoved(state, action: PayloadAction<string[]>) {
      const gone = new Set(action.payload);
      state.entries = state.entries.filter((e) => !gone.has(e.key));
    },
    /** A refused regenerate or edit: the answer it had taken away comes back. */
    entriesRestored(state, action: PayloadAction<ChatEntry[]>) {
      const known = new Set(state.entries.map((e) => e.key));
      state.entries.push(...action.payload.filter((e) => !known.has(e.key)));
    },
    /** An edit's new text shows at once in place of the message's old text. */
    entryTextChanged(state, action: PayloadAction<{ key: string; message: string }>) {
      const entry = state.entries.find((e) => e.key === action.payload.key);
      if (entry) entry.message = action.payload.message;
    },
    historyChanged(state) {
      state.historyVersion += 1;
    },
  },
});

export const chatActions = chatSlice.actions;
