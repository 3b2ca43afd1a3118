import {
  constants,
  messages,
  type ChatDataResponse,
  type ChatHistoryQuery,
  type ChatHistoryResponse,
} from '@prd/contract';
import { wordFileName } from '@prd/documents';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createChatRepository, type ChatReader } from './chat.repository.js';
import { findOwnedAnswer } from './owned-answer.repository.js';

/**
 * Past chats: the sidebar list and one chat's messages. Only the owner (or an admin) reads; an
 * admin reading someone else's chats is audited (who, whose, which session).
 */
export function createChatHistoryService(deps: Pick<Platform, 'db' | 'signedUrls' | 'audit'>) {
  const chats = createChatRepository(deps.db);
  const { signedUrls, audit } = deps;

  return {
    /** The Markdown of an answer in one of the user's own chats (publishing); 404 otherwise. */
    async ownAnswerMarkdown(userId: string, chatId: number): Promise<string> {
      const row = await findOwnedAnswer(deps.db, userId, chatId);
      if (!row || row.status === 'pending') {
        throw new AppError('NOT_FOUND', messages.messageActions.noPrdFound);
      }
      return row.message;
    },

    /**
     * Newest activity first. Admins may name another user and read up to 1000 a page; a larger
     * page_size is capped rather than refused (the web app grows it while scrolling).
     */
    async list(
      reader: ChatReader,
      query: ChatHistoryQuery,
      meta: RequestMeta,
    ): Promise<ChatHistoryResponse> {
      const cap = reader.admin
        ? constants.adminChatHistoryPageSize
        : constants.chatHistoryUserMaxPageSize;
      const pageSize = Math.min(query.page_size, cap);
      const userId = reader.admin && query.user_id ? query.user_id : reader.userId;
      const rows = await chats.listSessions(userId, query.page, pageSize);
      if (userId !== reader.userId) {
        await audit.record(meta, {
          event: 'admin_chat_history_read',
          outcome: 'success',
          userId: reader.userId,
          details: { owner_id: userId, page: query.page, sessions: rows.length },
        });
      }
      return { sessions: rows.map((r) => ({ session_id: r.id, messages: [r.title] })) };
    },

    async get(reader: ChatReader, sessionId: string, meta: RequestMeta): Promise<ChatDataResponse> {
      const found = await chats.readSession(sessionId, reader);
      if (!found) throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
      if (found.owner.userId !== reader.userId) {
        // Only an admin gets here with another owner (a visitor's chat included).
        await audit.record(meta, {
          event: 'admin_chat_read',
          outcome: 'success',
          userId: reader.userId,
          details: {
            owner_id: found.owner.userId,
            visitor: found.owner.visitor,
            session_id: sessionId,
          },
        });
      }
      const filesOf = new Map<number, (typeof found.files)[number][]>();
      for (const f of found.files)
        filesOf.set(f.messageId, [...(filesOf.get(f.messageId) ?? []), f]);
      // A Word file is named after the first file of the human messages it answers.
      let asked: { name: string }[] = [];
      return {
        session_id: sessionId,
        messages: found.messages.map((m) => {
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
            documentPath: m.documentKey
              ? signedUrls.sign(m.documentKey, { name: documentName })
              : null,
            status: m.status,
            reply: m.reply ?? null,
          };
        }),
      };
    },
  };
}
export type ChatHistoryService = ReturnType<typeof createChatHistoryService>;
