import { messages, type DeletionRequest } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createThrottle } from '../../platform/throttle/index.js';
import { createDeletionRepository, type DeletionRow } from './deletion.repository.js';
import { createErasureRepository } from './erasure.repository.js';
import { exportUserData } from '../users/index.js';
import { sendDeletionRequestedMail } from './deletion-mail.js';
import { endDeletedAnswers } from './end-answers.js';
import {
  ACCOUNT_DELETION_QUEUE,
  accountDeletionJobId,
  type AccountDeletionJobData,
} from './account-deletion.job.js';

const t = messages.deleteRequest;
/** Requests one person may send per hour (each is audited and shown to admins). */
const REQUEST_RULE = { max: 10, windowSeconds: 3600 };
/** Exports of one's own data per hour (each reads every chat). */
const EXPORT_RULE = { max: 10, windowSeconds: 3600 };

const toRequest = (row: DeletionRow): DeletionRequest => ({
  id: row.id,
  user_id: row.userId,
  email: row.email,
  name: row.name,
  reason: row.reason,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

interface Caller {
  id: string;
  email: string;
  name: string;
  role: string;
}

/**
 * Account deletion requests: a person asks (one open request, its reason updated by asking
 * again); they see their own; admins see all (filtered, paged) and reject. Every step audited.
 */
export function createDeletionService(
  deps: Pick<
    Platform,
    'db' | 'audit' | 'limiter' | 'jobs' | 'clock' | 'streams' | 'log' | 'config' | 'mailer'
  >,
) {
  const repo = createDeletionRepository(deps.db);
  const erasure = createErasureRepository(deps.db);
  const throttle = createThrottle(deps.limiter, deps.audit);

  const enqueue = (data: AccountDeletionJobData) =>
    deps.jobs.add(
      ACCOUNT_DELETION_QUEUE,
      accountDeletionJobId(data.requestId, deps.clock.now().getTime()),
      data,
    );

  return {
    async request(caller: Caller, reason: string, meta: RequestMeta) {
      await throttle.take(
        { key: `deletion:${caller.id}`, rule: REQUEST_RULE },
        meta,
        'deletion_request',
      );
      const row = await repo.upsertPending({
        userId: caller.id,
        email: caller.email,
        name: caller.name,
        reason,
      });
      await deps.audit.record(meta, {
        event: 'deletion_requested',
        outcome: 'success',
        userId: caller.id,
        details: { request_id: row.id },
      });
      // Once per request: asking again only updates the reason of the open one.
      if (row.created) await sendDeletionRequestedMail(deps, caller, row);
      return { message: t.submitted, id: row.id };
    },

    /** Admins: every request; anyone else: their own. */
    async list(
      caller: Caller,
      query: {
        page: number;
        page_size: number;
        status?: DeletionRow['status'] | undefined;
        email?: string | undefined;
      },
    ) {
      const admin = caller.role === 'admin';
      const { rows, total } = await repo.page(
        {
          ...(admin ? {} : { userId: caller.id }),
          ...(query.status ? { status: query.status } : {}),
          ...(admin && query.email ? { email: query.email } : {}),
        },
        query.page,
        query.page_size,
      );
      return { items: rows.map(toRequest), total_pages: Math.ceil(total / query.page_size) };
    },

    async reject(adminId: string, id: number, meta: RequestMeta) {
      const row = await repo.decide(id, 'rejected', adminId);
      if (!row) {
        const exists = await repo.find(id);
        throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND', exists ? t.notPending : t.notFound);
      }
      await deps.audit.record(meta, {
        event: 'admin_deletion_rejected',
        outcome: 'success',
        userId: adminId,
        details: { request_id: id, owner_id: row.userId },
      });
      return { message: t.rejected };
    },

    /**
     * Admins delete a person (approving their request, or on their own): the account stops at
     * once (sessions end, sign-in refused, answers being written end: decision 027) and a job
     * removes their files, mails and rows.
     */
    async deleteUser(adminId: string, userId: string, meta: RequestMeta) {
      if (adminId === userId) throw new AppError('CONFLICT', 'You cannot delete your own account.');
      const started = await erasure.start(userId, adminId);
      if (started.kind === 'unknown') throw new AppError('NOT_FOUND', 'User not found.');
      if (started.kind === 'admin') {
        throw new AppError('CONFLICT', 'An admin account cannot be deleted here.');
      }
      await endDeletedAnswers(
        {
          streams: deps.streams,
          log: deps.log,
          streamTtlSeconds: deps.config.generation.streamTtlSeconds,
        },
        started.answers,
      );
      await enqueue({ requestId: started.requestId, userId, adminId, ip: meta.ip });
      await deps.audit.record(meta, {
        event: 'admin_deletion_approved',
        outcome: 'success',
        userId: adminId,
        details: { request_id: started.requestId, target_user_id: userId },
      });
      return {
        message: 'The account is being deleted.',
        request_id: started.requestId,
        status: 'processing' as const,
      };
    },

    /** Refuses what would undo a deletion under way (reactivating the account). */
    async assertNotBeingDeleted(userId: string) {
      if (await erasure.beingDeleted(userId)) {
        throw new AppError('CONFLICT', 'This account is being deleted.');
      }
    },

    /** Deletions approved but not finished (the process stopped): queued again. */
    async resumeProcessing() {
      const open = await erasure.processing();
      for (const r of open) {
        if (r.userId)
          await enqueue({ requestId: r.id, userId: r.userId, adminId: null, ip: 'restart' });
      }
      return open.length;
    },

    /** The caller's own data, offered before they ask to be deleted; audited. */
    async exportMine(caller: Caller, meta: RequestMeta) {
      await throttle.take({ key: `export:${caller.id}`, rule: EXPORT_RULE }, meta, 'data_export');
      const data = await exportUserData(deps.db, caller.id, deps.clock.now());
      if (!data) throw new AppError('NOT_FOUND', 'User not found.');
      await deps.audit.record(meta, {
        event: 'data_exported',
        outcome: 'success',
        userId: caller.id,
      });
      return data;
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
