import { messages } from '@prd/contract';
import type { Db } from '../../db/client.js';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Caller } from './caller.js';
import { createChatRepository } from './chat.repository.js';
import { createQuotaRepository } from './quota.repository.js';
import { createEntitlements, type Entitlements } from '../billing/index.js';

/**
 * The largest request body that may still be a greeting (60 characters, multipart framing
 * included). A larger one is a PRD request, so the quota is checked before it is read.
 */
const GREETING_BODY_BYTES = 4096;

const MB = 1024 * 1024;

/** What a send took: a user's upload (its usage period row), a visitor's use, or nothing. */
export interface Reservation {
  reservation: 'none' | 'upload' | 'visitor';
  visitorUsageId: number | null;
  usageId: number | null;
}
export const NOTHING_RESERVED: Reservation = {
  reservation: 'none',
  visitorUsageId: null,
  usageId: null,
};

/**
 * Plans' upload allowances, the visitors' free limit and the bytes a visitor may store. A PRD
 * uses one when it is reserved; greetings never reserve, failures before the first token release.
 */
export function createQuota(
  deps: Pick<Platform, 'db' | 'config' | 'log' | 'clock'>,
  entitlements: Entitlements = createEntitlements(deps.db, () => deps.clock.now()),
) {
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
      await this.checkUse(caller);
      await this.checkVisitorStore(caller, bodyBytes);
    },

    /** Read only: a user with no uploads left (402), a visitor over the free limit (429). */
    async checkUse(caller: Caller): Promise<void> {
      if (caller.kind === 'user') {
        if ((await entitlements.of(caller.userId)).remaining <= 0) {
          throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
        }
      } else if (caller.kind === 'visitor') {
        const now = Date.now();
        const uses = await repo.visitorUses(caller.visitorId, caller.ip, since(now));
        if (uses.most >= freeLimit) throw limited(uses.oldest, now);
      }
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

    /**
     * Uses one PRD inside the send's transaction (`tx`): a rollback gives it back, and a
     * generation settles it later (modules/prd/generation.repository.ts).
     */
    async reserveWithin(tx: Db, caller: Caller): Promise<Reservation> {
      if (caller.kind === 'admin') return NOTHING_RESERVED;
      const within = createQuotaRepository(tx);
      if (caller.kind === 'user') {
        const usageId = await entitlements.reserve(tx, caller.userId);
        if (usageId === null) throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
        return { reservation: 'upload', visitorUsageId: null, usageId };
      }
      const now = Date.now();
      const result = await within.reserveVisitor(
        caller.visitorId,
        caller.ip,
        freeLimit,
        since(now),
      );
      if (!result.ok) throw limited(result.oldest, now);
      return { reservation: 'visitor', visitorUsageId: result.usageId, usageId: null };
    },
  };
}
export type Quota = ReturnType<typeof createQuota>;
