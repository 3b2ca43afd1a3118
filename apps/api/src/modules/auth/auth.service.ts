import { messages, type LoginBody, type RegisterBody, type Role } from '@prd/contract';
import type { RateRule } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createAuthRepository, type UserRow } from './auth.repository.js';
import { resetEmail } from './reset-email.js';
import { createPasswordBurner, hashPassword, verifyPassword } from './passwords.js';
import { createBackgroundWork } from './background-work.js';
import { newDevice, type KnownDevice } from './known-device.js';
import { createThrottle, type Guard } from '../security/throttle.service.js';
import { accountHash, accountKey } from './throttle.js';
import { hashToken, randomToken } from '../../platform/tokens/index.js';
import { issueSessionTokens } from './session-tokens.js';
import { createEmailVerification } from './email-verification.service.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type AuthServiceDeps = Pick<
  Platform,
  'db' | 'config' | 'limiter' | 'mailer' | 'tokens' | 'audit' | 'log'
>;

/**
 * Called once a person has signed in or signed up, with the visitor id of the request's cookie
 * (the chat moves the visitor's chats into the account). Any sign-in (password, OAuth) calls it.
 */
export type SignedInHook = (
  userId: string,
  visitorId: string,
  meta: RequestMeta,
) => Promise<unknown>;

export function createAuthService(deps: AuthServiceDeps, hooks: { signedIn?: SignedInHook } = {}) {
  const repo = createAuthRepository(deps.db);
  const throttle = createThrottle(deps.limiter, deps.audit);
  const background = createBackgroundWork(deps.log);
  const burnPasswordCheck = createPasswordBurner();
  const verification = createEmailVerification(deps);
  const { audit, config } = deps;
  const rules = config.rateLimits;

  /** The work of a reset request, done after its answer. */
  async function sendResetLink(email: string, meta: RequestMeta) {
    const user = await repo.findUserByEmail(email);
    let link: string | undefined;
    if (user?.isActive) {
      const token = randomToken();
      await repo.createResetToken(
        user.id,
        hashToken(token),
        new Date(Date.now() + config.tokens.resetTtl * 1000),
      );
      link = `${config.publicUrl}/?token=${encodeURIComponent(token)}`;
    }
    await audit.record(meta, {
      event: 'password_reset_requested',
      outcome: user?.isActive ? 'success' : 'failure',
      userId: user?.id,
      email,
      details: user?.isActive ? {} : { reason: user ? 'deactivated' : 'unknown_email' },
    });
    if (user && link) {
      await deps.mailer.send({
        ...resetEmail(user.name, link, config.tokens.resetTtl),
        to: user.email,
        devLink: link,
      });
    }
  }

  /** The visitor's chats follow the person into the account (when the request had the cookie). */
  async function signedIn(userId: string, visitorId: string | undefined, meta: RequestMeta) {
    if (visitorId && hooks.signedIn) await hooks.signedIn(userId, visitorId, meta);
  }

  const issueTokens = (user: UserRow, meta: RequestMeta) =>
    issueSessionTokens({ repo, tokens: deps.tokens, config }, user, meta);

  return {
    async register(body: RegisterBody, meta: RequestMeta, visitorId?: string) {
      // Counted before the email is looked at: probing for a taken email (409) costs the same.
      await throttle.take(
        { key: `register:ip:${meta.ip}`, rule: rules.registerPerIp },
        meta,
        'register',
      );
      const email = normalizeEmail(body.email);
      const taken = await repo.findUserByEmail(email);
      const user = taken
        ? undefined
        : await repo.createUser({
            name: body.name,
            email,
            passwordHash: await hashPassword(body.password),
          });
      if (!user) {
        await audit.record(meta, {
          event: 'register',
          outcome: 'failure',
          email,
          details: { reason: 'email_taken' },
        });
        throw new AppError('CONFLICT', messages.signUp.emailTaken);
      }
      await audit.record(meta, { event: 'register', outcome: 'success', userId: user.id, email });
      // The account works at once; the link proves the address (docs/decisions/025).
      await verification.sendAtRegistration(user);
      await signedIn(user.id, visitorId, meta);
      return { message: messages.signUp.success };
    },

    /**
     * Every attempt is counted before the password is checked, so no burst gets more checks
     * than the limits. A known device of this account is counted on its own (the owner cannot be
     * locked out from elsewhere); any other source per IP, per account and IP, and per account
     * across all addresses (distributed guessing). Returns the tokens and the device to remember.
     */
    async login(body: LoginBody, meta: RequestMeta, device?: KnownDevice, visitorId?: string) {
      const email = normalizeEmail(body.email);
      const account = accountHash(email);
      const known = device?.account === account ? device : undefined;
      const perSource: Guard = known
        ? { key: `login:device:${known.id}`, rule: rules.loginPerAccount }
        : { key: `login:acct:${account}:ip:${meta.ip}`, rule: rules.loginPerAccount };
      const perAccount: Guard = { key: `login:acct:${account}`, rule: rules.loginPerAccountAll };
      const perIp: Guard = { key: `login:ip:${meta.ip}`, rule: rules.loginPerIp };
      const guards = known ? [perSource] : [perSource, perIp, perAccount];
      const counts = await throttle.takeAll(guards, meta, 'login', email);

      const user = await repo.findUserByEmail(email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : (await burnPasswordCheck(body.password), false);

      if (!user || !ok) {
        const failures = counts[guards.indexOf(perSource)]!;
        await audit.record(meta, {
          event: 'login',
          outcome: 'failure',
          userId: user?.id,
          email,
          details: { reason: 'bad_credentials', failures },
        });
        const minutes = (rule: RateRule) => rule.windowSeconds / 60;
        if (failures === perSource.rule.max) {
          await audit.incident(meta, {
            kind: 'repeated_login_failures',
            severity: 'medium',
            description: `${failures} failed sign-ins for one account from one ${known ? 'device' : 'address'} within ${minutes(perSource.rule)} minutes; further attempts from it are refused for now.`,
            userId: user?.id,
            email,
            details: { failures, scope: known ? 'device' : 'address' },
          });
        }
        const accountFailures = known ? undefined : counts[guards.indexOf(perAccount)];
        if (accountFailures === perAccount.rule.max) {
          await audit.incident(meta, {
            kind: 'repeated_login_failures',
            severity: 'high',
            description: `${accountFailures} failed sign-ins for one account from many addresses within ${minutes(perAccount.rule)} minutes; only its known devices may try now.`,
            userId: user?.id,
            email,
            details: { failures: accountFailures, scope: 'account' },
          });
        }
        throw new AppError('NOT_AUTHENTICATED', messages.signIn.wrongCredentials);
      }
      // The right password: this attempt was no guess.
      await Promise.all([
        throttle.clear(perSource.key),
        ...(known ? [] : [throttle.refund(perIp.key), throttle.refund(perAccount.key)]),
      ]);
      if (user.role !== body.role) {
        await audit.record(meta, {
          event: 'login',
          outcome: 'failure',
          userId: user.id,
          email,
          details: { reason: 'wrong_role', requested: body.role },
        });
        throw new AppError('FORBIDDEN', messages.signIn.wrongRole);
      }
      if (!user.isActive) {
        await audit.record(meta, {
          event: 'login',
          outcome: 'failure',
          userId: user.id,
          email,
          details: { reason: 'deactivated' },
        });
        throw new AppError('SOFT_FAILURE', messages.signIn.deactivated);
      }
      const tokens = await issueTokens(user, meta);
      await audit.record(meta, {
        event: 'login',
        outcome: 'success',
        userId: user.id,
        email,
        details: { role: user.role, known_device: Boolean(known) },
      });
      await signedIn(user.id, visitorId, meta);
      return { tokens, device: known ?? newDevice(account) };
    },

    async refresh(refreshToken: string, meta: RequestMeta) {
      const ipKey = `refresh:ip:${meta.ip}`;
      await throttle.take({ key: ipKey, rule: rules.loginPerIp }, meta, 'refresh');
      const next = randomToken();
      const result = await repo.rotateRefreshToken(hashToken(refreshToken), hashToken(next));
      if (result.kind === 'rotated') {
        await throttle.refund(ipKey);
        const access = await deps.tokens.sign({
          userId: result.user.id,
          sessionId: result.sessionId,
          role: result.user.role,
        });
        await audit.record(meta, {
          event: 'token_refresh',
          outcome: 'success',
          userId: result.user.id,
        });
        return { access_token: access, refresh_token: next };
      }
      if (result.kind === 'reused') {
        await repo.revokeSession(result.sessionId, 'refresh_token_reuse');
        const owner = await repo.sessionOwner(result.sessionId);
        await audit.record(meta, {
          event: 'token_refresh',
          outcome: 'failure',
          userId: owner?.userId,
          details: { reason: 'reuse' },
        });
        await audit.incident(meta, {
          kind: 'refresh_token_reuse',
          severity: 'high',
          description: 'A refresh token was used twice; the whole session was ended.',
          userId: owner?.userId,
          email: owner?.email,
          details: { session_id: result.sessionId },
        });
      } else {
        await audit.record(meta, {
          event: 'token_refresh',
          outcome: 'failure',
          details: { reason: result.kind },
        });
      }
      throw new AppError('INVALID_TOKEN');
    },

    async logout(userId: string, sessionId: string, meta: RequestMeta) {
      await repo.revokeSession(sessionId, 'logout');
      await audit.record(meta, { event: 'logout', outcome: 'success', userId });
      return { message: messages.logout.success };
    },

    /**
     * Answers before it looks the email up: the time of the answer cannot tell a known email
     * from an unknown one. The lookup, the token and the email follow the answer.
     */
    async forgotPassword(rawEmail: string, meta: RequestMeta, answered?: Promise<unknown>) {
      const email = normalizeEmail(rawEmail);
      // Per address too (known or not, so the answer tells nothing): no mailbox gets flooded.
      await throttle.takeAll(
        [
          { key: `forgot:ip:${meta.ip}`, rule: rules.forgotPerIp },
          { key: `forgot:${accountKey(email)}`, rule: rules.forgotPerAccount },
        ],
        meta,
        'forgot_password',
      );
      background.run('password reset request', () => sendResetLink(email, meta), answered);
      return { message: messages.forgotPassword.sent };
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      const ipKey = `reset:ip:${meta.ip}`;
      await throttle.take({ key: ipKey, rule: rules.forgotPerIp }, meta, 'reset_password');
      const tokenHash = hashToken(token);
      // The cheap check first: an unknown or spent link costs no password hashing.
      const reset = (await repo.isResetTokenLive(tokenHash))
        ? await repo.consumeResetToken(tokenHash, await hashPassword(password))
        : undefined;
      if (!reset) {
        await audit.record(meta, {
          event: 'password_reset',
          outcome: 'failure',
          details: { reason: 'invalid_token' },
        });
        throw new AppError('SOFT_FAILURE', messages.resetPassword.invalidToken);
      }
      const { user } = reset;
      await throttle.refund(ipKey);
      // A new password ends every lock on the account: guesses of the old one are moot.
      await throttle.clear(`login:acct:${accountHash(user.email)}`);
      await throttle.clear(`login:acct:${accountHash(user.email)}:ip:${meta.ip}`);
      await throttle.clear(`password:${accountKey(user.email)}`);
      await audit.record(meta, {
        event: 'password_reset',
        outcome: 'success',
        userId: user.id,
        email: user.email,
        details: reset.wasUnverified
          ? { email_verified: true, connections_dropped: reset.connectionsDropped }
          : {},
      });
      return { message: messages.resetPassword.success };
    },

    /** Counted per account on its own key: a stolen session cannot lock the owner's sign-in. */
    async updatePassword(
      auth: { userId: string; sessionId: string },
      body: { old_password: string; new_password: string },
      meta: RequestMeta,
    ) {
      const user = await repo.findUserById(auth.userId);
      if (!user) throw new AppError('INVALID_TOKEN');
      const key = `password:${accountKey(user.email)}`;
      await throttle.take(
        { key, rule: rules.loginPerAccount },
        meta,
        'update_password',
        user.email,
      );
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.old_password))) {
        await audit.record(meta, {
          event: 'password_change',
          outcome: 'failure',
          userId: user.id,
          details: { reason: 'wrong_current' },
        });
        throw new AppError('SOFT_FAILURE', messages.password.wrongCurrent);
      }
      await throttle.clear(key);
      await repo.changePassword(user.id, await hashPassword(body.new_password), auth.sessionId);
      await audit.record(meta, { event: 'password_change', outcome: 'success', userId: user.id });
      return { message: messages.password.updatedSuccess };
    },

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

    verifyEmail: (token: string, meta: RequestMeta) => verification.verify(token, meta),
    resendVerification: (userId: string, meta: RequestMeta) => verification.resend(userId, meta),

    /** Resolves once the work started after answers (reset emails) has finished. */
    settle: () => background.settle(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
export type { Role };
