import { messages } from '@prd/contract';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { normalizeEmail, type AuthKit } from './auth-kit.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** What admins (and the operator) do to accounts. */
export function createAccountAdmin(kit: AuthKit) {
  const { repo, audit } = kit;

  return {
    /** Admins: deactivate (its sessions end at once; sign-in answers 203) or reactivate. */
    async setActive(adminId: string, userId: string, active: boolean, meta: RequestMeta) {
      if (!active && adminId === userId) {
        throw new AppError('CONFLICT', messages.security.notYourself);
      }
      const user = await repo.setActive(userId, active);
      if (!user) throw new AppError('NOT_FOUND', messages.security.userNotFound);
      const ended = active ? 0 : await repo.revokeUserSessions(userId, 'deactivated_by_admin');
      await audit.record(meta, {
        event: active ? 'admin_reactivate_user' : 'admin_deactivate_user',
        outcome: 'success',
        userId: adminId,
        details: { target_user_id: userId, sessions_ended: ended },
      });
      return { message: active ? messages.security.reactivated : messages.security.deactivated };
    },

    async terminateSessions(adminId: string, userId: string, meta: RequestMeta) {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('NOT_FOUND', messages.security.userNotFound);
      const ended = await repo.revokeUserSessions(userId, 'terminated_by_admin');
      await audit.record(meta, {
        event: 'admin_terminate_sessions',
        outcome: 'success',
        userId: adminId,
        details: { target_user_id: userId, sessions_ended: ended },
      });
      return { message: messages.security.sessionsTerminated };
    },

    /** Creates or updates an admin account (ADMIN_EMAIL at start, or the CLI). */
    async ensureAdmin(rawEmail: string, password: string) {
      const email = normalizeEmail(rawEmail);
      const existing = await repo.findUserByEmail(email);
      const unchanged =
        existing?.role === 'admin' &&
        existing.isActive &&
        existing.passwordHash !== null &&
        (await verifyPassword(existing.passwordHash, password));
      if (unchanged) return existing;
      const admin = await repo.upsertAdmin({
        name: existing?.name ?? 'Administrator',
        email,
        passwordHash: await hashPassword(password),
      });
      // A new password (say, after a leak) ends the sessions opened with the old one.
      if (existing) await repo.revokeUserSessions(admin.id, 'admin_password_set');
      return admin;
    },
  };
}
