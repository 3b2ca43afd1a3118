import { messages } from '@prd/contract';
import type { Deps } from '../../deps.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Caller } from './caller.js';
import { createChatRepository } from './chat.repository.js';
import { createQuotaRepository } from './quota.repository.js';

/** One reserved PRD: given back when the generation fails before any answer text went out. */
export interface Reservation {
  release(): Promise<void>;
}

const nothing: Reservation = { release: async () => {} };

/**
 * The largest request body that may still be a greeting (60 characters, multipart framing
 * included). A larger one is a PRD request, so the quota is checked before it is read.
 */
export const GREETING_BODY_BYTES = 4096;

const MB = 1024 * 1024;

/**
 * Plans' upload allowances, the visitors' free limit and the bytes a visitor may store. A PRD
 * uses one when it is reserved; greetings never reserve, failures before the first token release.
 */
export function createQuota(deps: Pick<Deps, 'db' | 'config' | 'log'>) {
  const repo = createQuotaRepository(deps.db);
  const chats = createChatRepository(deps.db);
  const { freeLimit, windowSeconds, storeMaxBytes } = deps.config.visitors;

  const retryAfter = (oldest: Date | null, now: number) => {
    const freeAt = oldest ? oldest.getTime() + windowSeconds * 1000 : now;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  };
  const limited = (oldest: Date | null, now: number) =>
    new AppError('FREE_LIMIT_EXCEEDED', messages.chat.freeLimitExceeded, {
      retryAfterSeconds: retryAfter(oldest, now),
    });
  const since = (now: number) => new Date(now - windowSeconds * 1000);

  return {
    /**
     * Read only, from what is known before the body is read (its declared size): refuses a
     * PRD request of a user with no uploads left or of a visitor over the free limit or over
     * the storage cap, so its body is never written to disk. Bodies small enough to be a
     * greeting pass (greetings are free); `reserve` and `checkVisitorStore` stay the exact checks.
     */
    async precheck(caller: Caller, bodyBytes: number): Promise<void> {
      if (caller.kind === 'admin' || bodyBytes <= GREETING_BODY_BYTES) return;
      if (caller.kind === 'user') {
        if ((await repo.uploadsLeft(caller.userId)) <= 0) {
          throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
        }
        return;
      }
      const now = Date.now();
      const uses = await repo.visitorUses(caller.visitorId, caller.ip, since(now));
      if (uses.most >= freeLimit) throw limited(uses.oldest, now);
      await this.checkVisitorStore(caller, bodyBytes);
    },

    /**
     * A visitor stores at most `storeMaxBytes` (message text and files, answers included) per
     * window: 413 for a send larger than that on its own, else 429 until older sends age out.
     */
    async checkVisitorStore(caller: Caller, bytes: number): Promise<void> {
      if (caller.kind !== 'visitor') return;
      if (bytes > storeMaxBytes) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          messages.chat.visitorSendTooLarge(Math.floor(storeMaxBytes / MB)),
        );
      }
      const now = Date.now();
      const stored = await chats.visitorStoredBytes(caller.visitorId, since(now));
      if (stored.bytes + bytes > storeMaxBytes) throw limited(stored.oldest, now);
    },

    async reserve(caller: Caller): Promise<Reservation> {
      if (caller.kind === 'admin') return nothing;
      if (caller.kind === 'user') {
        if (!(await repo.reserveUpload(caller.userId))) {
          throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
        }
        return { release: () => repo.refundUpload(caller.userId) };
      }
      const now = Date.now();
      const result = await repo.reserveVisitor(caller.visitorId, caller.ip, freeLimit, since(now));
      if (!result.ok) throw limited(result.oldest, now);
      return { release: () => repo.releaseVisitor(result.usageId) };
    },
  };
}
export type Quota = ReturnType<typeof createQuota>;
