import { messages } from '@prd/contract';
import type { Deps } from '../../deps.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Caller } from './caller.js';
import { createQuotaRepository } from './quota.repository.js';

/** One reserved PRD: given back when the generation fails. */
export interface Reservation {
  release(): Promise<void>;
}

const nothing: Reservation = { release: async () => {} };

/**
 * Plans' upload allowances and the visitors' free limit. A PRD uses one when it is reserved;
 * greetings never reserve, failures release.
 */
export function createQuota(deps: Pick<Deps, 'db' | 'config' | 'log'>) {
  const repo = createQuotaRepository(deps.db);
  const { freeLimit, windowSeconds } = deps.config.visitors;

  return {
    async reserve(caller: Caller): Promise<Reservation> {
      if (caller.kind === 'admin') return nothing;
      if (caller.kind === 'user') {
        if (!(await repo.reserveUpload(caller.userId))) {
          throw new AppError('QUOTA_EXCEEDED', messages.chat.upgradePlan);
        }
        return { release: () => repo.refundUpload(caller.userId) };
      }
      const now = Date.now();
      const since = new Date(now - windowSeconds * 1000);
      const result = await repo.reserveVisitor(caller.visitorId, caller.ip, freeLimit, since);
      if (!result.ok) {
        const freeAt = result.oldest ? result.oldest.getTime() + windowSeconds * 1000 : now;
        throw new AppError('RATE_LIMITED', messages.chat.freeLimitExceeded, {
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)),
        });
      }
      return { release: () => repo.releaseVisitor(result.usageId) };
    },
  };
}
export type Quota = ReturnType<typeof createQuota>;
