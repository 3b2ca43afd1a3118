import type { ChatMessage } from '@prd/contract';
import { wordFileName } from '@prd/documents';
import type { Platform } from '../../platform/platform.js';
import type { FileRow, MessageRow } from './chat.repository.js';

/**
 * A stored session's messages as the API returns them (spec section 3 "Chat message"): files
 * and pictures as short-lived signed links, and each PRD's Word file named after the first file
 * of the human messages it answers.
 */
export function chatMessagesOf(
  sessionId: string,
  found: { messages: MessageRow[]; files: FileRow[] },
  signedUrls: Platform['signedUrls'],
): ChatMessage[] {
  const filesOf = new Map<number, FileRow[]>();
  for (const f of found.files) filesOf.set(f.messageId, [...(filesOf.get(f.messageId) ?? []), f]);
  let asked: { name: string }[] = [];
  return found.messages.map((m) => {
    const attached = filesOf.get(m.id) ?? [];
    const documentName = m.role === 'ai' ? wordFileName({ files: asked }) : undefined;
    asked = m.role === 'ai' ? [] : [...asked, ...attached];
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
      documentPath: m.documentKey ? signedUrls.sign(m.documentKey, { name: documentName }) : null,
      status: m.status,
      reply: m.reply ?? null,
    };
  });
}
