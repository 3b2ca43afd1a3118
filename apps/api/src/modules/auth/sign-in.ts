import { messages, type LoginBody, type RegisterBody } from '@prd/contract';
import type { RateRule } from '../../config.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Guard } from '../../platform/throttle/index.js';
import type { UserRow } from './auth.repository.js';
import { normalizeEmail, type AuthKit } from './auth-kit.js';
import type { EmailVerification } from './email-verification.service.js';
import { newDevice, type KnownDevice } from './known-device.js';
import { createPasswordBurner, hashPassword, verifyPassword } from './passwords.js';
import { accountHash } from './throttle.js';

/** Audits a failed sign-in, and raises an incident when it is the one that trips a limit. */
async function recordLoginFailure(
  audit: AuthKit['audit'],
  meta: RequestMeta,
  email: string,
  user: UserRow | undefined,
  limit: { failures: number; perSource: Guard; known: boolean },
  account: { failures: number | undefined; guard: Guard },
) {
  const { failures, perSource, known } = limit;
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
  if (account.failures === account.guard.rule.max) {
    await audit.incident(meta, {
      kind: 'repeated_login_failures',
      severity: 'high',
      description: `${account.failures} failed sign-ins for one account from many addresses within ${minutes(account.guard.rule)} minutes; only its known devices may try now.`,
      userId: user?.id,
      email,
      details: { failures: account.failures, scope: 'account' },
    });
  }
}

/** The right password, but the account may not sign in here. */
async function refuseSignIn(
  audit: AuthKit['audit'],
  meta: RequestMeta,
  email: string,
  user: UserRow,
  role: string,
) {
  if (user.role !== role) {
    await audit.record(meta, {
      event: 'login',
      outcome: 'failure',
      userId: user.id,
      email,
      details: { reason: 'wrong_role', requested: role },
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
}

/** Sign-up and password sign-in. */
export function createSignIn(kit: AuthKit, verification: EmailVerification) {
  const { repo, throttle, audit, rules } = kit;
  const burnPasswordCheck = createPasswordBurner();

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
      await kit.signedIn(user.id, visitorId, meta);
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
        await recordLoginFailure(
          audit,
          meta,
          email,
          user,
          { failures: counts[guards.indexOf(perSource)]!, perSource, known: Boolean(known) },
          { failures: known ? undefined : counts[guards.indexOf(perAccount)], guard: perAccount },
        );
        throw new AppError('NOT_AUTHENTICATED', messages.signIn.wrongCredentials);
      }
      // The right password: this attempt was no guess.
      await Promise.all([
        throttle.clear(perSource.key),
        ...(known ? [] : [throttle.refund(perIp.key), throttle.refund(perAccount.key)]),
      ]);
      await refuseSignIn(audit, meta, email, user, body.role);
      const tokens = await kit.issueTokens(user, meta);
      await audit.record(meta, {
        event: 'login',
        outcome: 'success',
        userId: user.id,
        email,
        details: { role: user.role, known_device: Boolean(known) },
      });
      await kit.signedIn(user.id, visitorId, meta);
      return { tokens, device: known ?? newDevice(account) };
    },
  };
}
