import { messages } from '@prd/contract';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { hashToken, randomToken } from '../../platform/tokens/index.js';
import { normalizeEmail, type AuthKit } from './auth-kit.js';
import type { createBackgroundWork } from './background-work.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { resetEmail } from './reset-email.js';
import { accountHash, accountKey } from './throttle.js';

/** Forgotten passwords (the emailed link) and changes by the signed-in owner. */
export function createPasswordChanges(
  kit: AuthKit,
  background: ReturnType<typeof createBackgroundWork>,
) {
  const { repo, throttle, audit, config, rules } = kit;

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
      await kit.deps.mailer.send({
        ...resetEmail(user.name, link, config.tokens.resetTtl),
        to: user.email,
        devLink: link,
      });
    }
  }

  return {
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
  };
}
