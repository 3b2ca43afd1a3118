import type { ChatFile, ChatMessage, ReplyInfo } from '@prd/contract';
import { withoutWriterNotice } from '@prd/documents';

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
  /** On the last answer when it was regenerated: its variants, and which one this is. */
  variants?: ChatMessage['variants'];
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

export function entryFromServer(m: ChatMessage): ChatEntry {
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
    ...(m.variants ? { variants: m.variants } : {}),
    ...(m.status === 'failed' ? { error: m.message } : {}),
  };
}

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => same(x, b[i]!));

/** A signed link without its signature (a new one is made on every fetch). */
const unsigned = (url: string | null) => url?.split('?')[0] ?? null;

const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether two entries show the same thing. The Word file's link counts by its path: the chat
 * builds the Word file itself, so a fresher signature is no reason to draw a PRD again.
 * Pictures and files do count their signatures, so those links stay fresh.
 */
export function sameEntry(a: ChatEntry, b: ChatEntry): boolean {
  return (
    a.key === b.key &&
    a.role === b.role &&
    a.message === b.message &&
    a.status === b.status &&
    a.error === b.error &&
    a.loading === b.loading &&
    a.isDocument === b.isDocument &&
    sameJson(a.reply, b.reply) &&
    sameJson(a.variants, b.variants) &&
    unsigned(a.documentPath) === unsigned(b.documentPath) &&
    sameList(a.imageUrls, b.imageUrls, (x, y) => x === y) &&
    sameList(a.files, b.files, (x, y) => x.name === y.name && x.url === y.url)
  );
}

/** The document version an answer stored (issue 26), when it stored one. */
export const documentOf = (entry: ChatEntry) =>
  entry.role === 'ai' && entry.status === 'complete' ? (entry.reply?.document ?? null) : null;
