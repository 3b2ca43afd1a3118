import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../../platform/audit/index.js';
import type { FileStore } from '../../platform/files/index.js';
import type { JobContext } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { AnswerStreams } from '../../platform/streams/index.js';
import type { PaymentGateway } from '../../platform/payments/index.js';
import { AVATAR_DIR } from '../users/index.js';
import { endDeletedAnswers } from './end-answers.js';
import type { ErasureRepository } from './erasure.repository.js';

export const ACCOUNT_DELETION_QUEUE = 'account-deletion';
/** Stored avatars are named by the app (128 random bits); anything else is not ours to remove. */
const AVATAR_FILE = /^[A-Za-z0-9_-]{1,128}\.[A-Za-z0-9]{1,16}$/;

/**
 * A run's id: the request and when it was queued, so asking again after a run gave up (its id
 * kept by BullMQ as failed) starts a new one. Runs are idempotent; one runs at a time.
 */
export const accountDeletionJobId = (requestId: number, at: number) =>
  `deletion-${requestId}-${at}`;

export interface AccountDeletionJobData {
  requestId: number;
  userId: string;
  adminId: string | null;
  /** Where the admin asked from (the audit row of the erasure). */
  ip: string;
}

/**
 * Deletes one person: first their stored files (each chat's folder, the avatar) and the mails
 * to them in the outbox, then every row in one transaction. Idempotent: a run after a crash
 * finds the rows still there and removes the files again (no error when gone); a run after the
 * erasure finds nothing to do.
 */
export function createAccountDeletionJob(deps: {
  erasure: ErasureRepository;
  gateway: PaymentGateway;
  files: FileStore;
  mailer: Pick<Mailer, 'forget'>;
  streams: AnswerStreams;
  audit: AuditService;
  log: FastifyBaseLogger;
  /** How long an ended answer stream stays attachable. */
  streamTtlSeconds: number;
}) {
  const { erasure, gateway, files, mailer, audit, log } = deps;
  const forgetMail = async (address: string | null) =>
    address && mailer.forget ? mailer.forget(address) : 0;
  return async (job: JobContext<AccountDeletionJobData>) => {
    const { requestId, userId, adminId, ip } = job.data;
    if (!(await erasure.stillProcessing(requestId))) return;
    // Auto-pay stops first: no renewal charges a person who is gone (a failure retries the run).
    for (const stripeId of await erasure.renewingSubscriptions(userId)) {
      await gateway.cancelAtPeriodEnd(stripeId, `erase-cancel-${stripeId}`);
    }
    const stored = await erasure.storedFiles(userId);
    for (const chatId of stored.chatIds) {
      job.signal.throwIfAborted();
      await files.removeFolder(`chat/${chatId}`);
    }
    if (stored.picture && AVATAR_FILE.test(stored.picture)) {
      await files.remove(`${AVATAR_DIR}/${stored.picture}`);
    }
    let mails = await forgetMail(stored.email);
    const erased = await erasure.erase(userId, requestId);
    if (!erased) return;
    await endDeletedAnswers(deps, erased.answers);
    // A mail written meanwhile (its sending had begun before the account stopped) goes too.
    mails += await forgetMail(erased.email);
    // What arrived between the listing and the erasure (an upload in flight) goes too.
    for (const chatId of erased.chatIds) {
      if (!stored.chatIds.includes(chatId)) await files.removeFolder(`chat/${chatId}`);
    }
    if (erased.picture && erased.picture !== stored.picture && AVATAR_FILE.test(erased.picture)) {
      await files.remove(`${AVATAR_DIR}/${erased.picture}`);
    }
    log.info({ requestId, chats: stored.chatIds.length, mails }, 'account deleted');
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
