import type { ChatMessage, ReplyInfo } from '@prd/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { documentOf, entryFromServer, sameEntry, type ChatEntry } from './chat-entries';

// The entries' shape and helpers live in chat-entries; the document view takes them from here.
export { localEntry, type ChatEntry } from './chat-entries';

/**
 * Where the chat's answer is (one status in place of flags): idle (nothing being written),
 * sending (an answer was asked for or is being followed, no text yet), streaming (its text is
 * arriving), stopped or failed (how the last answer ended).
 */
export type ChatStatus = 'idle' | 'sending' | 'streaming' | 'stopped' | 'failed';

/** Whether an answer is being asked for or written (the composer and the list wait for it). */
export const isBusy = (status: ChatStatus) => status === 'sending' || status === 'streaming';

/** The answer being written: this screen's own send (or regenerate, edit), or one followed. */
export interface LiveAnswer {
  /** The entry it goes into. */
  key: string;
  /** This screen asked for it (a send, regenerate or edit), rather than found it pending. */
  own: boolean;
  /** The chat it is written in, once the server named it (Stop needs it). */
  sessionId: string | null;
  /** Stop was asked for: the stream ends with `stopped` shortly. */
  stopping: boolean;
  /**
   * Its text so far, kept apart from `entries`: a token then changes only this, so the list
   * (and a thousand messages) does not re-render, only the streaming message.
   */
  text: string;
}

/**
 * The document view beside the chat (issue 26; drawn by features/chat/document): open or closed,
 * and which document and version it shows (`version` null: the document's current version).
 */
export interface DocumentPanel {
  open: boolean;
  documentId: string | null;
  version: number | null;
  /**
   * The person opened it (openDocument), not the chat (an answer that stored a version, a chat
   * opened with a document): a phone shows its sheet over the chat only then.
   */
  asked?: boolean;
}

export interface ChatState {
  /** The open session; null for a new chat. */
  sessionId: string | null;
  entries: ChatEntry[];
  /** loading: the open session's messages are being fetched. */
  loading: boolean;
  status: ChatStatus;
  /** While an answer is being written (status sending or streaming): which, and its text. */
  answer: LiveAnswer | null;
  /** Bumped when the sidebar's history should be fetched again (after a send). */
  historyVersion: number;
  /** Bumped when this screen sends: the list then brings the person's own message into view. */
  sendCount: number;
  /**
   * Why the open session could not be loaded: notFound (unknown, or not this person's: the
   * server answers 404 for both), failed (anything else).
   */
  loadError: 'notFound' | 'failed' | null;
  /** A visitor's send was refused by the free limit (status 429, FREE_LIMIT_EXCEEDED). */
  limitReached: boolean;
  documentPanel: DocumentPanel;
}

const closedPanel: DocumentPanel = { open: false, documentId: null, version: null };

const initialState: ChatState = {
  sessionId: null,
  entries: [],
  loading: false,
  status: 'idle',
  answer: null,
  historyVersion: 0,
  sendCount: 0,
  loadError: null,
  limitReached: false,
  documentPanel: closedPanel,
};

/** The answer being written has ended (`status` says how): nothing streams any more. */
function endAnswer(state: ChatState, status: ChatStatus) {
  state.answer = null;
  state.status = status;
}

/**
 * A send has ended. Returns its answer entry when the send belongs to the chat on screen (the
 * chat then takes the send's session), else undefined.
 */
function endSend(
  state: ChatState,
  key: string,
  sessionId: string,
  status: ChatStatus,
): ChatEntry | undefined {
  endAnswer(state, status);
  if (state.sessionId !== null && state.sessionId !== sessionId) return undefined;
  state.sessionId = sessionId;
  for (const entry of state.entries) entry.loading = false;
  return state.entries.find((e) => e.key === key);
}

/** An answer ended with its text (written, or stopped); one that stored a version shows it. */
function settle(
  state: ChatState,
  entry: ChatEntry,
  status: 'complete' | 'stopped',
  message: string,
  documentPath: string | null = null,
  reply: ReplyInfo | null = null,
) {
  entry.status = status;
  entry.message = message;
  entry.documentPath = documentPath;
  entry.isDocument = documentPath !== null;
  entry.reply = reply;
  delete entry.error;
  const document = documentOf(entry);
  if (document)
    state.documentPanel = {
      open: true,
      documentId: document.document_id,
      version: document.version,
    };
}

/**
 * The open session's messages as stored; entries that did not change keep their objects. A
 * chat opened (`opening`) shows its latest document beside it.
 */
function loadMessages(
  state: ChatState,
  sessionId: string,
  messages: ChatMessage[],
  opening = false,
) {
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
  const latest = next.map(documentOf).findLast((d) => d !== null);
  if (opening && latest)
    state.documentPanel = { open: true, documentId: latest.document_id, version: null };
}

/** chat: the open session, its messages and its answer's status (spec section 4 "Sending"). */
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
      state.documentPanel = closedPanel;
      // This screen's own send goes on (it settles into its own chat); a followed one ends.
      if (!state.answer?.own) endAnswer(state, 'idle');
    },
    /** "Generate New chat": an empty screen, the next send starts a session. */
    newChat(state) {
      if (state.answer?.own) return;
      state.sessionId = null;
      state.entries = [];
      state.loading = false;
      state.loadError = null;
      state.documentPanel = closedPanel;
      endAnswer(state, 'idle');
    },
    /**
     * The visitor's latest chat as the server knows it by their cookie (issue 25: it survives a
     * reload and a new tab): shown when the landing is still empty, and read again after each
     * send like a signed-in chat. Never while an answer is being written here.
     */
    visitorChatLoaded(
      state,
      action: PayloadAction<{ sessionId: string; messages: ChatMessage[] }>,
    ) {
      if (state.answer) return;
      if (state.sessionId === null && state.entries.length === 0)
        state.sessionId = action.payload.sessionId;
      loadMessages(state, action.payload.sessionId, action.payload.messages);
    },
    sessionLoaded(state, action: PayloadAction<{ sessionId: string; messages: ChatMessage[] }>) {
      loadMessages(state, action.payload.sessionId, action.payload.messages, state.loading);
    },
    sessionLoadFailed(state, action: PayloadAction<{ sessionId: string; notFound: boolean }>) {
      const { sessionId, notFound } = action.payload;
      if (sessionId !== state.sessionId) return;
      state.loading = false;
      state.loadError = notFound ? 'notFound' : 'failed';
    },
    /** A send (or regenerate, edit): its entries show at once, the last is the pending answer. */
    sendStarted(state, action: PayloadAction<{ entries: ChatEntry[] }>) {
      const answer = action.payload.entries.findLast((e) => e.role === 'ai');
      state.status = 'sending';
      state.answer = {
        key: answer?.key ?? '',
        own: true,
        sessionId: null,
        stopping: false,
        text: '',
      };
      state.sendCount += 1;
      state.entries.push(...action.payload.entries);
    },
    /**
     * The server refused the send before anything was stored (the visitor's free limit): its
     * entries leave the list, as if it had not been sent.
     */
    sendRefused(state, action: PayloadAction<{ keys: string[]; limit: boolean }>) {
      endAnswer(state, 'idle');
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
      const { key, message, status, documentPath, reply } = action.payload;
      if (state.answer?.key === key) endAnswer(state, status === 'complete' ? 'idle' : status);
      const entry = state.entries.find((e) => e.key === key);
      if (!entry) return;
      if (status !== 'failed') return settle(state, entry, status, message, documentPath, reply);
      entry.status = status;
      entry.error = message;
    },
    /**
     * The answer `key` is written in `sessionId` (Stop can end it): this screen's send once the
     * server named its chat, or a pending answer found on opening the chat, followed from here.
     */
    answerLive(state, action: PayloadAction<{ key: string; sessionId: string }>) {
      const { key, sessionId } = action.payload;
      if (state.answer?.key === key) state.answer.sessionId = sessionId;
      else {
        state.answer = { key, own: false, sessionId, stopping: false, text: '' };
        state.status = 'sending';
      }
      // A new chat's first send: the chat is this session from now on (it gets its address).
      if (state.sessionId === null && state.entries.some((e) => e.key === key))
        state.sessionId = sessionId;
    },
    /** Stop was asked for the live answer: the stream ends with `stopped` shortly. */
    stopRequested(state, action: PayloadAction<boolean>) {
      if (state.answer) state.answer.stopping = action.payload;
    },
    /** A pending answer found on opening the chat is no longer followed (it ended, or failed). */
    followEnded(state, action: PayloadAction<string>) {
      if (state.answer?.key === action.payload) endAnswer(state, 'idle');
      // Still unfinished as stored (it could not be followed): it shows as pending again.
      const entry = state.entries.find((e) => e.key === action.payload);
      if (entry?.status === 'streaming') entry.status = 'pending';
    },
    /** The server started the answer over (a retried attempt): the text so far goes. */
    streamReset(state, action: PayloadAction<string>) {
      if (state.answer?.key === action.payload) state.answer.text = '';
    },
    /** Tokens arrived for the answer `key` (batched per frame by the sender). */
    tokensReceived(state, action: PayloadAction<{ key: string; text: string }>) {
      const { key, text } = action.payload;
      if (state.answer?.key !== key) return;
      state.answer.text += text;
      if (state.status === 'streaming') return;
      state.status = 'streaming';
      const entry = state.entries.find((e) => e.key === key);
      if (entry) entry.status = 'streaming';
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
      const answer = endSend(state, key, sessionId, 'idle');
      if (answer) settle(state, answer, 'complete', message, documentPath, reply);
    },
    /** The answer was stopped: what was written is kept, marked stopped (no Retry). */
    sendStopped(state, action: PayloadAction<{ key: string; sessionId: string; message: string }>) {
      const { key, sessionId, message } = action.payload;
      const answer = endSend(state, key, sessionId, 'stopped');
      if (answer) settle(state, answer, 'stopped', message);
    },
    sendFailed(state, action: PayloadAction<{ key: string; error: string; sessionId?: string }>) {
      endAnswer(state, 'failed');
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
    /** Shows a document's version beside the chat (`version` null: its current version). */
    openDocument(state, action: PayloadAction<{ documentId: string; version: number | null }>) {
      state.documentPanel = { open: true, ...action.payload, asked: true };
    },
    /**
     * The chat now shows another version (a regenerated answer chosen): the view follows it,
     * open or closed as it was.
     */
    documentFollowed(state, action: PayloadAction<{ documentId: string; version: number | null }>) {
      state.documentPanel = { ...state.documentPanel, ...action.payload };
    },
    /** Closes the document view (it opens again on the same document and version). */
    closeDocument(state) {
      state.documentPanel.open = false;
    },
  },
});

export const chatActions = chatSlice.actions;
