import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createAuthRepository, type UserRow } from './auth.repository.js';
import { createThrottle } from '../../platform/throttle/index.js';
import { issueSessionTokens } from './session-tokens.js';

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

/** What every use case of the auth service shares. */
export function createAuthKit(deps: AuthServiceDeps, hooks: { signedIn?: SignedInHook }) {
  const repo = createAuthRepository(deps.db);
  const { audit, config } = deps;
  return {
    deps,
    repo,
    audit,
    config,
    rules: config.rateLimits,
    throttle: createThrottle(deps.limiter, audit),

    /** The visitor's chats follow the person into the account (when the request had the cookie). */
    async signedIn(userId: string, visitorId: string | undefined, meta: RequestMeta) {
      if (visitorId && hooks.signedIn) await hooks.signedIn(userId, visitorId, meta);
    },

    issueTokens: (user: UserRow, meta: RequestMeta) =>
      issueSessionTokens({ repo, tokens: deps.tokens, config }, user, meta),
  };
}
export type AuthKit = ReturnType<typeof createAuthKit>;
