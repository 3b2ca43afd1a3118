import type { ChatMessage } from '@prd/contract';
import { versionLabel } from '@prd/prd';
import type { Platform } from '../../platform/platform.js';
import { answerFileName } from './answer-file-name.js';
import type { FileRow, MessageRow } from './chat.repository.js';

/** A session's shown messages, and what the chat says of them beside their rows. */
interface StoredChat {
  messages: MessageRow[];
  files: FileRow[];
  /** Each answer's version: its number and the product it names (answers without one: absent). */
  versions?: Map<number, { number: number; product: string }>;
  /** The regenerated variants of the last answer, oldest first. */
  variants?: { chatId: number; index: number; chatIds: number[] };
}

/**
 * A stored session's messages as the API returns them (spec section 3 "Chat message"): files
 * and pictures as short-lived signed links, each PRD's Word file named after its product and
 * version ("ShiftSwap-PRD-v0.3.docx"; a reformatting after the version it reformats), and the
 * last answer's variants when it was regenerated.
 */
export function chatMessagesOf(
  sessionId: string,
  found: StoredChat,
  signedUrls: Platform['signedUrls'],
): ChatMessage[] {
  const filesOf = new Map<number, FileRow[]>();
  for (const f of found.files) filesOf.set(f.messageId, [...(filesOf.get(f.messageId) ?? []), f]);
  let named = { product: '', label: '' };
  return found.messages.map((m) => {
    const attached = filesOf.get(m.id) ?? [];
    const version = m.role === 'ai' ? found.versions?.get(m.id) : undefined;
    if (version) named = { product: version.product, label: versionLabel(version.number) };
    const variants = found.variants?.chatId === m.id ? found.variants : undefined;
    return {
      role: m.role,
      message: m.message,
      chat_id: m.id,
      session_id: sessionId,
      image_urls: attached
        .filter((f) => f.kind === 'image')
        .map((f) => signedUrls.sign(f.storeKey, { name: f.name })),
      files: attached.map((f) => ({
        name: f.name,
        url: signedUrls.sign(f.storeKey, { name: f.name }),
      })),
      isDocument: m.isDocument,
      documentPath: m.documentKey
        ? signedUrls.sign(m.documentKey, { name: answerFileName(named.product, named.label) })
        : null,
      status: m.status,
      reply: m.reply ?? null,
      ...(variants ? { variants: { index: variants.index, chat_ids: variants.chatIds } } : {}),
    };
  });
}
