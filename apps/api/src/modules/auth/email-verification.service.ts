import { constants, messages } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { hashToken, randomToken } from '../../platform/tokens/index.js';
import { createThrottle } from '../../platform/throttle/index.js';
import { createAuthRepository } from './auth.repository.js';
import { verificationEmail } from './verification-email.js';
import { createVerificationRepository } from './verification.repository.js';

type EmailVerificationDeps = Pick<
  Platform,
  'db' | 'config' | 'limiter' | 'mailer' | 'audit' | 'log'
>;

const RESEND_WINDOW = constants.verificationResendWindowSeconds;

/**
 * Proof that a password account's owner reads its mailbox (docs/decisions/025): a random,
 * single-use, expiring link (only its hash is stored) mailed at registration and on request.
 */
export function createEmailVerification(deps: EmailVerificationDeps) {
  const { audit, config } = deps;
  const repo = createVerificationRepository(deps.db);
  const users = createAuthRepository(deps.db);
  const throttle = createThrottle(deps.limiter, audit);

  async function sendLink(user: { id: string; name: string; email: string }) {
    const token = randomToken();
    const ttl = config.tokens.verifyTtl;
    await repo.createToken(user.id, hashToken(token), new Date(Date.now() + ttl * 1000));
    const link = `${config.publicUrl}/?verify_email=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      ...verificationEmail(user.name, link, ttl),
      to: user.email,
      devLink: link,
    });
  }

  return {
    /**
     * The first link, mailed before the registration answers. A mail failure does not undo the
     * account (the person can ask for a new link); it is logged by id.
     */
    async sendAtRegistration(user: { id: string; name: string; email: string }) {
      try {
        await sendLink(user);
      } catch (err) {
        deps.log.error({ err, userId: user.id }, 'verification email not sent');
      }
    },

    /** The link opened: counted per address (bad links cost), given back when it worked. */
    async verify(token: string, meta: RequestMeta) {
      const ipKey = `verify:ip:${meta.ip}`;
      await throttle.take(
        { key: ipKey, rule: config.rateLimits.forgotPerIp },
        meta,
        'verify_email',
      );
      const userId = await repo.consume(hashToken(token));
      if (!userId) {
        await audit.recordAnonymous(meta, {
          event: 'email_verify',
          outcome: 'failure',
          details: { reason: 'invalid_link' },
        });
        throw new AppError('INVALID_LINK', messages.verifyEmail.invalidLink);
      }
      await throttle.refund(ipKey);
      await audit.record(meta, { event: 'email_verify', outcome: 'success', userId });
      return { message: messages.verifyEmail.verified };
    },

    /** A new link for the signed-in person (a few per hour per account and per address). */
    async resend(userId: string, meta: RequestMeta) {
      const user = await users.findUserById(userId);
      if (!user) throw new AppError('INVALID_TOKEN');
      if (user.emailVerifiedAt) {
        throw new AppError('CONFLICT', messages.verifyEmail.alreadyVerified);
      }
      await throttle.takeAll(
        [
          {
            key: `verify:resend:user:${user.id}`,
            rule: { max: constants.verificationResendPerAccount, windowSeconds: RESEND_WINDOW },
          },
          {
            key: `verify:resend:ip:${meta.ip}`,
            rule: { max: constants.verificationResendPerIp, windowSeconds: RESEND_WINDOW },
          },
        ],
        meta,
        'resend_verification',
      );
      await sendLink(user);
      await audit.record(meta, { event: 'email_verification_sent', outcome: 'success', userId });
      return { message: messages.verifyEmail.sent };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
