import { messages, type AdminUser, type AdminUserDetail } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Entitlements } from '../billing/index.js';
import {
  factsOfUser,
  findPlan,
  findUser,
  pageOfUsers,
  setBasePlan,
} from './admin-users.repository.js';
import { exportUserData } from './data-export.service.js';

const notFound = () => new AppError('NOT_FOUND', 'User not found.');

/** Admins: the people using the product, searched and paged (newest first); one in full. */
export function createAdminUsersService(
  deps: Pick<Platform, 'db' | 'audit' | 'clock'>,
  entitlements: Entitlements,
) {
  const { db, audit, clock } = deps;

  return {
    async list(query: {
      page: number;
      page_size: number;
      q?: string | undefined;
      status?: 'active' | 'inactive' | undefined;
    }) {
      const active = query.status === undefined ? undefined : query.status === 'active';
      const { rows, total } = await pageOfUsers(
        db,
        { q: query.q, active },
        query.page,
        query.page_size,
      );
      const items: AdminUser[] = rows.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        is_active: u.isActive,
        created_at: u.createdAt.toISOString(),
      }));
      return { items, total_pages: Math.ceil(total / query.page_size) };
    },

    async get(userId: string): Promise<AdminUserDetail> {
      const user = await findUser(db, userId);
      if (!user) throw notFound();
      const [facts, held] = await Promise.all([
        factsOfUser(db, userId, clock.now()),
        entitlements.of(userId),
      ]);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        is_active: user.isActive,
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        plan_name: held.planName ?? messages.plans.defaultPlanName,
        assigned_plan_id: user.planId,
        remaining_uploads: held.remaining,
        chats: facts.chats,
        payments: facts.payments,
        open_sessions: facts.openSessions,
        sign_in_methods: [...(user.passwordHash ? ['password'] : []), ...facts.providers],
        pending_deletion_request: facts.pendingDeletion,
      };
    },

    /** The plan a person has without a purchase (a Custom deal); null puts them back on Free. */
    async assignPlan(adminId: string, userId: string, planId: number | null, meta: RequestMeta) {
      if (planId !== null && !(await findPlan(db, planId))) {
        throw new AppError('NOT_FOUND', 'Plan not found.');
      }
      if (!(await setBasePlan(db, userId, planId))) throw notFound();
      await audit.record(meta, {
        event: 'admin_plan_assigned',
        outcome: 'success',
        userId: adminId,
        details: { target_user_id: userId, plan_id: planId },
      });
      return { message: planId === null ? 'Plan reset to Free.' : 'Plan assigned.' };
    },

    /** Everything kept about the person, for an admin acting on their request; audited. */
    async export(adminId: string, userId: string, meta: RequestMeta) {
      const data = await exportUserData(db, userId, clock.now());
      if (!data) throw notFound();
      await audit.record(meta, {
        event: 'admin_user_exported',
        outcome: 'success',
        userId: adminId,
        details: { target_user_id: userId },
      });
      return data;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
