import type { RequestMeta } from '../../platform/audit/index.js';
import type { Platform } from '../../platform/platform.js';
import { createChatRepository } from './chat.repository.js';

/**
 * At sign-in or sign-up with a visitor cookie: the visitor's chats become the account's.
 * Their free uses stay counted for the visitor (cookie and IP) and are not charged to the
 * account again. Never throws: a chat left with the visitor is no reason to refuse a sign-in.
 */
export function createVisitorClaim(deps: Pick<Platform, 'db' | 'audit' | 'log'>) {
  const chats = createChatRepository(deps.db);
  return async function claimVisitorChats(userId: string, visitorId: string, meta: RequestMeta) {
    try {
      const moved = await chats.claimVisitorChats(visitorId, userId);
      if (moved.length > 0) {
        void deps.audit.record(meta, {
          event: 'visitor_chats_claimed',
          outcome: 'success',
          userId,
          details: { sessions: moved.length },
        });
      }
      return moved.length;
    } catch (err) {
      deps.log.error({ err }, 'visitor chats not moved into the account');
      return 0;
    }
  };
}
