import {
  constants,
  messages,
  type ChatDataResponse,
  type ChatHistoryQuery,
  type ChatHistoryResponse,
  type VisitorChatResponse,
} from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { chatMessagesOf } from './chat-messages.js';
import { createChatRepository, type ChatReader } from './chat.repository.js';
import { createQuotaRepository } from './quota.repository.js';
import { createThrottle } from '../../platform/throttle/index.js';
import { findOwnedAnswer } from './owned-answer.repository.js';

/**
 * Past chats: the sidebar list and one chat's messages. Only the owner (or an admin) reads; an
 * admin reading someone else's chats is audited (who, whose, which session).
 */
export function createChatHistoryService(
  deps: Pick<Platform, 'db' | 'signedUrls' | 'audit' | 'config' | 'limiter' | 'clock'>,
) {
  const chats = createChatRepository(deps.db);
  const quota = createQuotaRepository(deps.db);
  const throttle = createThrottle(deps.limiter, deps.audit);
  const { signedUrls, audit } = deps;
  const { freeLimit, windowSeconds } = deps.config.visitors;

  return {
    /**
     * A visitor's latest chat, known only by the id of their valid signed cookie (none, forged or
     * of an account now: no chat), and the free PRDs left as the send's reservation counts them
     * (by cookie and by IP, the larger). Throttled per IP.
     */
    async visitorChat(
      visitorId: string | undefined,
      meta: RequestMeta,
    ): Promise<VisitorChatResponse> {
      await throttle.take(
        { key: `visitor-read-ip:${meta.ip}`, rule: deps.config.rateLimits.visitorReadPerIp },
        meta,
        'visitor_chat_read',
      );
      // The same window as the reservation's (modules/prd/quota.ts).
      const since = new Date(deps.clock.now().getTime() - windowSeconds * 1000);
      // An id no cookie can carry (they are 22 characters): only the IP's uses count then.
      const [found, uses] = await Promise.all([
        visitorId ? chats.readLatestVisitorSession(visitorId) : undefined,
        quota.visitorUses(visitorId ?? '', meta.ip, since),
      ]);
      return {
        session_id: found?.sessionId ?? null,
        messages: found ? chatMessagesOf(found.sessionId, found, signedUrls) : [],
        free_limit: freeLimit,
        free_left: Math.max(0, freeLimit - uses.most),
      };
    },

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
      return { session_id: sessionId, messages: chatMessagesOf(sessionId, found, signedUrls) };
    },
  };
}
export type ChatHistoryService = ReturnType<typeof createChatHistoryService>;
