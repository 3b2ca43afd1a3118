import { messages } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ConsumedFlow } from '../../platform/oauth/index.js';
import { hashToken, randomToken } from '../../platform/tokens/index.js';
import { createAuthRepository, type AuthRepository } from './auth.repository.js';
import { createIdentityRepository, type SocialProvider } from './identity.repository.js';
import { IdentityError, readGitHubIdentity, readGoogleIdentity } from './social-identity.js';
import { issueSessionTokens } from './session-tokens.js';
import type { SignedInHook } from './auth-kit.js';
import { createThrottle } from '../../platform/throttle/index.js';

/** The SPA swaps the callback's code within this time. */
const LOGIN_CODE_TTL_MS = 60_000;
const NAMES: Record<SocialProvider, string> = { github: 'GitHub', google: 'Google' };
/** Round trips one address may begin: each writes a state row. */
const START_RULE = { max: 30, windowSeconds: 300 };
/** Callbacks and code swaps one address may make (each costs calls to the provider). */
const FINISH_RULE = { max: 30, windowSeconds: 300 };

interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

type SocialLoginDeps = Pick<
  Platform,
  'db' | 'config' | 'limiter' | 'audit' | 'tokens' | 'oauth' | 'clock' | 'log'
>;

/**
 * Sign-in with GitHub and Google: the login_url (state, PKCE, nonce, bound to the browser), the
 * callback (verified email → the linked account, an account with that email, or a new one) and
 * the one-time code the SPA swaps for tokens, so no token ever travels in an address.
 */
export function createSocialLoginService(
  deps: SocialLoginDeps,
  hooks: { signedIn?: SignedInHook },
) {
  const { audit, config, oauth } = deps;
  const identities = createIdentityRepository(deps.db);
  const repo = createAuthRepository(deps.db);
  const throttle = createThrottle(deps.limiter, audit);
  const spa = (query: string) => `${config.publicUrl}/${query}`;

  function appFor(provider: SocialProvider) {
    const app = oauth.apps[provider];
    if (!app) throw new AppError('NOT_ENABLED', messages.signIn.socialNotEnabled(NAMES[provider]));
    return app;
  }

  async function fail(
    provider: SocialProvider,
    meta: RequestMeta,
    reason: string,
    userId?: string,
  ) {
    await audit.record(meta, {
      event: 'oauth_login',
      outcome: 'failure',
      userId,
      details: { provider, reason },
    });
    return spa(`?login_error=${provider}`);
  }

  async function identityOf(provider: SocialProvider, code: string, flow: ConsumedFlow) {
    const tokens = await appFor(provider).exchange(code, flow);
    if (provider === 'github') {
      return readGitHubIdentity(config.oauth.github!.apiUrl, tokens.accessToken());
    }
    const idToken = 'id_token' in tokens.data ? tokens.idToken() : undefined;
    if (!idToken) throw new IdentityError('no_id_token');
    return readGoogleIdentity(idToken, {
      clientId: config.oauth.google!.clientId,
      nonce: flow.nonce,
      now: deps.clock.now(),
    });
  }

  async function start(provider: SocialProvider, meta: RequestMeta, browser: string) {
    const app = appFor(provider);
    await throttle.take(
      { key: `oauth:start:ip:${meta.ip}`, rule: START_RULE },
      meta,
      'oauth_start',
    );
    const flow = await oauth.states.begin({ provider, userId: null, browser });
    await audit.record(meta, {
      event: 'oauth_login_started',
      outcome: 'success',
      details: { provider },
    });
    return { login_url: app.authorizationUrl(flow).href };
  }

  /** Where the browser goes next: the SPA with a one-time code, or `/` with the failure. */
  async function callback(
    provider: SocialProvider,
    query: CallbackQuery,
    browser: string | undefined,
    meta: RequestMeta,
  ): Promise<string> {
    try {
      return await finish(provider, query, browser, meta);
    } catch (err) {
      // A trip of the throttle or a database failure: the browser still lands on the app.
      if (!(err instanceof AppError)) deps.log.error({ err, provider }, 'social sign-in failed');
      return fail(provider, meta, err instanceof AppError ? err.code.toLowerCase() : 'error');
    }
  }

  async function finish(
    provider: SocialProvider,
    query: CallbackQuery,
    browser: string | undefined,
    meta: RequestMeta,
  ): Promise<string> {
    if (!oauth.apps[provider]) return fail(provider, meta, 'not_enabled');
    await throttle.take(
      { key: `oauth:finish:ip:${meta.ip}`, rule: FINISH_RULE },
      meta,
      'oauth_callback',
    );
    if (!query.state) return fail(provider, meta, 'missing_state');
    const flow = await oauth.states.consume(query.state, provider, browser);
    if (typeof flow === 'string') return fail(provider, meta, flow);
    if (query.error)
      return fail(provider, meta, query.error === 'access_denied' ? 'denied' : 'provider_error');
    if (!query.code) return fail(provider, meta, 'missing_code');
    let identity;
    try {
      identity = await identityOf(provider, query.code, flow);
    } catch (err) {
      const reason = err instanceof IdentityError ? err.reason : 'code_exchange_failed';
      return fail(provider, meta, reason);
    }
    // Refusals (deactivated, admin) are decided before anything is linked or written.
    const resolved = await identities.resolve(provider, identity);
    if ('refused' in resolved) return fail(provider, meta, resolved.refused, resolved.userId);
    const { user, how } = resolved;
    if (how === 'taken_over') {
      // Ids only: the unproven registrant lost the account to the email's verified owner.
      await audit.record(meta, {
        event: 'account_takeover',
        outcome: 'success',
        userId: user.id,
        details: {
          provider,
          sessions_ended: resolved.ended?.sessions ?? 0,
          connections_dropped: resolved.ended?.connections ?? 0,
        },
      });
    }
    const code = randomToken();
    const now = deps.clock.now();
    await identities.createLoginCode(
      {
        codeHash: hashToken(code),
        userId: user.id,
        provider,
        browserHash: hashToken(browser!),
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
      },
      now,
    );
    await audit.record(meta, {
      event: 'oauth_login',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      details: { provider, account: how },
    });
    return spa(`oauth/complete?code=${encodeURIComponent(code)}`);
  }

  return {
    start,
    callback,
    exchange: createCodeExchange(deps, hooks, { identities, repo, throttle }),
  };
}

/** The one-time code for a token pair (same browser, within a minute, once). */
function createCodeExchange(
  deps: SocialLoginDeps,
  hooks: { signedIn?: SignedInHook },
  {
    identities,
    repo,
    throttle,
  }: {
    identities: ReturnType<typeof createIdentityRepository>;
    repo: AuthRepository;
    throttle: ReturnType<typeof createThrottle>;
  },
) {
  const { audit, config } = deps;

  return async function exchange(
    code: string,
    browser: string | undefined,
    meta: RequestMeta,
    visitorId?: string,
  ) {
    await throttle.take(
      { key: `oauth:finish:ip:${meta.ip}`, rule: FINISH_RULE },
      meta,
      'oauth_exchange',
    );
    const taken = await identities.takeLoginCode(hashToken(code));
    const refuse = async (reason: string, userId?: string) => {
      await audit.record(meta, {
        event: 'oauth_exchange',
        outcome: 'failure',
        userId,
        details: { reason },
      });
      return new AppError(
        'NOT_AUTHENTICATED',
        messages.signIn.socialFailed(
          taken
            ? (NAMES[taken.code.provider as SocialProvider] ?? taken.code.provider)
            : messages.signIn.socialAccountFallback,
        ),
      );
    };
    if (!taken) throw await refuse('unknown_code');
    const { code: row, user } = taken;
    if (row.expiresAt.getTime() <= deps.clock.now().getTime())
      throw await refuse('expired_code', user.id);
    if (!browser || hashToken(browser) !== row.browserHash)
      throw await refuse('wrong_browser', user.id);
    if (!user.isActive) {
      await audit.record(meta, {
        event: 'login',
        outcome: 'failure',
        userId: user.id,
        details: { reason: 'deactivated', method: row.provider },
      });
      throw new AppError('SOFT_FAILURE', messages.signIn.deactivated);
    }
    const tokens = await issueSessionTokens({ repo, tokens: deps.tokens, config }, user, meta);
    await audit.record(meta, {
      event: 'login',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      details: { role: user.role, method: row.provider },
    });
    if (visitorId && hooks.signedIn) await hooks.signedIn(user.id, visitorId, meta);
    return tokens;
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
