import { messages } from '@prd/contract';
import {
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from 'arctic';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ProviderError } from '../../platform/oauth/index.js';
import { createSecretBox } from '../../platform/secrets/index.js';
import { createConnectFlow, expiresAt, refreshOf } from './connect-flow.js';
import {
  createConnectionsRepository,
  type ConnectionRow,
  type WorkspaceProvider,
} from './connections.repository.js';

export const WORKSPACE_NAMES: Record<WorkspaceProvider, string> = {
  notion: 'Notion',
  confluence: 'Confluence',
};
/** A token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
const LEASE_MS = 30_000;
const WAIT_STEP_MS = 150;
const WAIT_STEPS = 80;
/**
 * Whether a token is close enough to its expiry to refresh before use: within the margin, or
 * within half its life when that is shorter (a provider issuing 30-second tokens would otherwise
 * have every call refresh a token obtained a moment ago).
 */
function isExpiring(expiresAt: Date, issuedAt: Date, at: Date): boolean {
  const life = expiresAt.getTime() - issuedAt.getTime();
  const margin = Math.min(EXPIRY_MARGIN_MS, Math.max(0, life) / 2);
  return expiresAt.getTime() - at.getTime() < margin;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ConnectionsDeps = Pick<
  Platform,
  'db' | 'config' | 'oauth' | 'audit' | 'limiter' | 'clock' | 'log'
>;

/**
 * Notion and Confluence connections: the OAuth round trip (state bound to the user and the
 * browser), tokens sealed at rest, and access tokens refreshed once across all instances (a lease
 * on the row: Atlassian's refresh tokens work once, so two refreshes would kill the grant).
 */
export function createConnectionsService(deps: ConnectionsDeps) {
  const { config, oauth, audit } = deps;
  const repo = createConnectionsRepository(deps.db);
  const box = createSecretBox(config.appSecret, 'workspace-tokens');
  const now = () => deps.clock.now();

  function appFor(provider: WorkspaceProvider) {
    const app = oauth.apps[provider];
    if (!app) {
      throw new AppError('NOT_ENABLED', messages.dashboard.notEnabled(WORKSPACE_NAMES[provider]));
    }
    return app;
  }

  const grantExpired = (provider: WorkspaceProvider) =>
    new AppError('NOT_CONNECTED', messages.share.grantExpired(WORKSPACE_NAMES[provider]));

  /** New tokens for a connection whose access token is expiring or was refused. */
  async function refresh(conn: ConnectionRow): Promise<ConnectionRow> {
    const provider = conn.provider;
    for (let step = 0; step < WAIT_STEPS; step += 1) {
      const claimed = await repo.claimRefresh(conn.id, conn.accessToken, now(), LEASE_MS);
      if (claimed) {
        if (!claimed.refreshToken) {
          await repo.releaseRefresh(conn.id);
          throw grantExpired(provider);
        }
        let tokens: OAuth2Tokens;
        try {
          tokens = await appFor(provider).refresh(box.open(claimed.refreshToken));
        } catch (err) {
          // Refused outright (not a provider outage): an OAuth error or a 400/401 answer.
          const refused =
            err instanceof OAuth2RequestError ||
            ((err instanceof UnexpectedResponseError ||
              err instanceof UnexpectedErrorResponseBodyError) &&
              (err.status === 400 || err.status === 401));
          const status = err instanceof ProviderError ? err.status : 0;
          if (refused || status === 400 || status === 401 || status === 403) {
            // The grant is dead (revoked, or its refresh token already spent): connect again.
            await repo.deleteById(conn.id);
            deps.log.warn({ provider, reason: (err as Error).name }, 'workspace grant refused');
            throw grantExpired(provider);
          }
          await repo.releaseRefresh(conn.id);
          throw new AppError(
            'UPSTREAM_FAILED',
            messages.share.grantExpired(WORKSPACE_NAMES[provider]),
          );
        }
        const next = refreshOf(tokens);
        const saved = {
          accessToken: box.seal(tokens.accessToken()),
          // Notion keeps the refresh token; Atlassian rotates it (the new one replaces the old).
          refreshToken: next ? box.seal(next) : claimed.refreshToken,
          expiresAt: expiresAt(tokens),
        };
        await repo.saveRefreshed(conn.id, saved);
        return { ...claimed, ...saved, refreshLeaseUntil: null };
      }
      const latest = await repo.find(conn.userId, provider);
      if (!latest) throw grantExpired(provider);
      if (latest.accessToken !== conn.accessToken) return latest;
      await sleep(WAIT_STEP_MS);
    }
    throw new AppError('UNAVAILABLE', messages.share.grantExpired(WORKSPACE_NAMES[provider]));
  }

  async function current(userId: string, provider: WorkspaceProvider) {
    appFor(provider);
    const conn = await repo.find(userId, provider);
    if (!conn)
      throw new AppError('NOT_CONNECTED', messages.share.notConnected(WORKSPACE_NAMES[provider]));
    const expiring = conn.expiresAt && isExpiring(conn.expiresAt, conn.updatedAt, now());
    return expiring ? refresh(conn) : conn;
  }

  return {
    ...createConnectFlow({ deps, repo, box, appFor }),

    async list(userId: string) {
      const rows = await repo.list(userId);
      return {
        connections: rows.map((r) => ({
          provider: r.provider,
          workspace_name: r.workspaceName,
          site_url: r.siteUrl,
          connected_at: r.createdAt.toISOString(),
        })),
        enabled: { notion: Boolean(oauth.apps.notion), confluence: Boolean(oauth.apps.confluence) },
      };
    },

    async disconnect(userId: string, provider: WorkspaceProvider, meta: RequestMeta) {
      const removed = await repo.remove(userId, provider);
      await audit.record(meta, {
        event: 'workspace_disconnect',
        outcome: removed ? 'success' : 'failure',
        userId,
        details: { provider, ...(removed ? {} : { reason: 'not_connected' }) },
      });
      if (!removed)
        throw new AppError('NOT_FOUND', messages.share.notConnected(WORKSPACE_NAMES[provider]));
      return { message: messages.dashboard.disconnected(WORKSPACE_NAMES[provider]) };
    },

    /**
     * Runs `use` with a valid access token; a 401 from the provider refreshes once and tries
     * again, a second one means the grant is gone.
     */
    async withToken<T>(
      userId: string,
      provider: WorkspaceProvider,
      use: (token: string, conn: ConnectionRow) => Promise<T>,
    ): Promise<T> {
      let conn = await current(userId, provider);
      try {
        return await use(box.open(conn.accessToken), conn);
      } catch (err) {
        if (!(err instanceof ProviderError) || err.status !== 401) throw err;
        if (!conn.refreshToken) {
          await repo.deleteById(conn.id);
          throw grantExpired(provider);
        }
        conn = await refresh(conn);
        try {
          return await use(box.open(conn.accessToken), conn);
        } catch (again) {
          if (again instanceof ProviderError && again.status === 401) throw grantExpired(provider);
          throw again;
        }
      }
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
