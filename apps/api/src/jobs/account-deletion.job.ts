import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../platform/audit/index.js';
import type { FileStore } from '../platform/files/index.js';
import type { JobContext } from '../platform/jobs/index.js';
import type { ErasureRepository } from '../modules/deletion/erasure.repository.js';
import { AVATAR_DIR } from '../modules/users/profile-picture.js';

export const ACCOUNT_DELETION_QUEUE = 'account-deletion';
export const accountDeletionJobId = (requestId: number) => `deletion-${requestId}`;

export interface AccountDeletionJobData {
  requestId: number;
  userId: string;
  adminId: string | null;
  /** Where the admin asked from (the audit row of the erasure). */
  ip: string;
}

/**
 * Deletes one person: first their stored files (each chat's folder, the avatar), then every
 * row in one transaction. Idempotent: a run after a crash finds the rows still there and
 * removes the files again (no error when gone); a run after the erasure finds nothing to do.
 */
export function createAccountDeletionJob(deps: {
  erasure: ErasureRepository;
  files: FileStore;
  audit: AuditService;
  log: FastifyBaseLogger;
}) {
  const { erasure, files, audit, log } = deps;
  return async (job: JobContext<AccountDeletionJobData>) => {
    const { requestId, userId, adminId, ip } = job.data;
    const stored = await erasure.storedFiles(userId);
    for (const chatId of stored.chatIds) {
      job.signal.throwIfAborted();
      await files.removeFolder(`chat/${chatId}`);
    }
    if (stored.picture) await files.remove(`${AVATAR_DIR}/${stored.picture}`);
    const erased = await erasure.erase(userId, requestId);
    if (!erased) return;
    log.info({ requestId, chats: stored.chatIds.length }, 'account deleted');
    await audit.record(
      { ip, userAgent: null },
      {
        event: 'account_deleted',
        outcome: 'success',
        userId: adminId,
        details: { request_id: requestId, chats: stored.chatIds.length },
      },
    );
  };
}
