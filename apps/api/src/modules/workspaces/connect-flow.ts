import type { OAuth2Tokens } from 'arctic';
import type { RequestMeta } from '../../platform/audit/index.js';
import type { Platform } from '../../platform/platform.js';
import { providerFetch, ProviderError, type ProviderApp } from '../../platform/oauth/index.js';
import type { createSecretBox } from '../../platform/secrets/index.js';
import { createThrottle } from '../../platform/throttle/index.js';
import type { ConnectionsRepository, WorkspaceProvider } from './connections.repository.js';
import { httpsLink } from './page-link.js';

const START_RULE = { max: 20, windowSeconds: 300 };

interface AccessibleResource {
  id?: unknown;
  url?: unknown;
  name?: unknown;
}

export const expiresAt = (tokens: OAuth2Tokens) =>
  'expires_in' in tokens.data && typeof tokens.data.expires_in === 'number'
    ? tokens.accessTokenExpiresAt()
    : null;
export const refreshOf = (tokens: OAuth2Tokens) =>
  'refresh_token' in tokens.data && typeof tokens.data.refresh_token === 'string'
    ? tokens.refreshToken()
    : null;

/** Connecting a workspace: the OAuth round trip (state bound to the user and the browser). */
export function createConnectFlow({
  deps,
  repo,
  box,
  appFor,
}: {
  deps: Pick<Platform, 'config' | 'oauth' | 'audit' | 'limiter' | 'log'>;
  repo: ConnectionsRepository;
  box: ReturnType<typeof createSecretBox>;
  appFor: (provider: WorkspaceProvider) => ProviderApp;
}) {
  const { config, oauth, audit } = deps;
  const throttle = createThrottle(deps.limiter, audit);
  const dashboard = (query: string) =>
    `${config.publicUrl}/settings/profiledash?tab=connecting&${query}`;

  /** Who the tokens reach: Notion says in its token answer; Atlassian lists the sites. */
  async function workspaceOf(provider: WorkspaceProvider, tokens: OAuth2Tokens) {
    const data = tokens.data as Record<string, unknown>;
    if (provider === 'notion') {
      const id = typeof data.workspace_id === 'string' ? data.workspace_id : 'notion';
      const name =
        typeof data.workspace_name === 'string' && data.workspace_name
          ? data.workspace_name
          : 'Notion';
      return { externalId: id, workspaceName: name.slice(0, 200), siteUrl: null };
    }
    const sites = await providerFetch<AccessibleResource[]>(
      `${config.oauth.atlassian!.apiUrl}/oauth/token/accessible-resources`,
      { token: tokens.accessToken() },
    );
    const site = Array.isArray(sites) ? sites.find((s) => typeof s?.id === 'string') : undefined;
    if (!site) throw new ProviderError(404, 'no_site');
    const url = httpsLink(site.url);
    const name = typeof site.name === 'string' && site.name ? site.name : (url ?? 'Confluence');
    return { externalId: String(site.id), workspaceName: name.slice(0, 200), siteUrl: url };
  }

  async function fail(
    provider: WorkspaceProvider,
    meta: RequestMeta,
    reason: string,
    userId?: string | null,
  ) {
    await audit.record(meta, {
      event: 'workspace_connect',
      outcome: 'failure',
      userId: userId ?? undefined,
      details: { provider, reason },
    });
    return dashboard(`connect_error=${provider}`);
  }

  async function finish(
    provider: WorkspaceProvider,
    query: { code?: string; state?: string; error?: string },
    browser: string | undefined,
    meta: RequestMeta,
  ) {
    if (!oauth.apps[provider]) return fail(provider, meta, 'not_enabled');
    if (!query.state) return fail(provider, meta, 'missing_state');
    const flow = await oauth.states.consume(query.state, provider, browser);
    if (typeof flow === 'string') return fail(provider, meta, flow);
    if (!flow.userId) return fail(provider, meta, 'no_user');
    if (query.error)
      return fail(
        provider,
        meta,
        query.error === 'access_denied' ? 'denied' : 'provider_error',
        flow.userId,
      );
    if (!query.code) return fail(provider, meta, 'missing_code', flow.userId);
    let tokens: OAuth2Tokens;
    let workspace: Awaited<ReturnType<typeof workspaceOf>>;
    try {
      tokens = await appFor(provider).exchange(query.code, flow);
      workspace = await workspaceOf(provider, tokens);
    } catch (err) {
      deps.log.warn({ err: String(err), provider }, 'workspace connection failed');
      return fail(provider, meta, 'code_exchange_failed', flow.userId);
    }
    const refresh = refreshOf(tokens);
    await repo.save({
      userId: flow.userId,
      provider,
      ...workspace,
      accessToken: box.seal(tokens.accessToken()),
      refreshToken: refresh ? box.seal(refresh) : null,
      expiresAt: expiresAt(tokens),
    });
    await audit.record(meta, {
      event: 'workspace_connect',
      outcome: 'success',
      userId: flow.userId,
      details: { provider, workspace: workspace.workspaceName },
    });
    return dashboard(`connected=${provider}`);
  }

  return {
    async start(provider: WorkspaceProvider, userId: string, browser: string, meta: RequestMeta) {
      const app = appFor(provider);
      await throttle.take(
        { key: `workspace:start:${userId}`, rule: START_RULE },
        meta,
        'workspace_connect',
      );
      const flow = await oauth.states.begin({ provider, userId, browser });
      return app.authorizationUrl(flow).href;
    },

    async callback(
      provider: WorkspaceProvider,
      query: { code?: string; state?: string; error?: string },
      browser: string | undefined,
      meta: RequestMeta,
    ) {
      try {
        return await finish(provider, query, browser, meta);
      } catch (err) {
        deps.log.error({ err, provider }, 'workspace callback failed');
        return fail(provider, meta, 'error');
      }
    },
  };
}
