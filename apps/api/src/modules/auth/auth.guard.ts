import { messages } from '@prd/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../../db/schema.js';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AuthCache } from './auth-cache.js';
import { isDeletedAccount } from './deleted-account.js';

/**
 * The columns of the user that requests need; never the password hash (a request context gets
 * logged, cached and passed around).
 */
const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  profilePicture: users.profilePicture,
  /** Null until the email is proven (workspace connections wait for it). */
  emailVerifiedAt: users.emailVerifiedAt,
};
export type AuthUser = Pick<typeof users.$inferSelect, keyof typeof authUserColumns>;

/**
 * A live session resolved to its user (what the auth cache holds). The plan is not here: it
 * changes with time (a period ends) as well as with rows, so modules/billing/entitlements says.
 */
export interface ResolvedSession {
  user: AuthUser;
}

export interface AuthContext extends ResolvedSession {
  userId: string;
  sessionId: string;
  role: AuthUser['role'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('INVALID_TOKEN');
  return token;
}

/**
 * Route hooks: a token is verified, then its session is looked up (in the auth cache, or the
 * database) so that logout, password changes, deactivation and "terminate session" take effect
 * at once.
 */
export function createAuthGuard(
  deps: Pick<Platform, 'db' | 'tokens' | 'audit'>,
  cache: AuthCache<ResolvedSession>,
) {
  // Every authenticated request runs this query when sessions are not cached (PostgreSQL): a
  // named prepared statement is parsed and planned once per connection, not on each request.
  const sessionQuery = deps.db
    .select({
      user: authUserColumns,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('auth_session');

  async function loadSession(sessionId: string, userId: string) {
    const [row] = await sessionQuery.execute({ sessionId, userId, now: new Date() });
    if (!row) return undefined;
    const entry = {
      userId,
      value: { user: row.user },
      sessionExpiresAt: row.sessionExpiresAt.getTime(),
    };
    cache.rememberSession(sessionId, entry);
    return entry;
  }

  async function resolve(token: string): Promise<AuthContext> {
    let claims = cache.claims(token);
    if (!claims) {
      claims = await deps.tokens.verify(token);
      if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) {
        throw new AppError('INVALID_TOKEN');
      }
      cache.rememberClaims(token, claims);
    }
    const session =
      cache.session(claims.sessionId) ?? (await loadSession(claims.sessionId, claims.userId));
    if (!session || session.userId !== claims.userId || session.value.user.role !== claims.role) {
      // A deleted person is told so (not "session expired"): their own token says who they were.
      if (!session && (await isDeletedAccount(deps.db, claims.sessionId, claims.userId))) {
        throw new AppError('ACCOUNT_DELETED', messages.session.accountDeleted);
      }
      throw new AppError('INVALID_TOKEN');
    }
    const { user } = session.value;
    return { userId: user.id, sessionId: claims.sessionId, role: user.role, user };
  }

  /**
   * Resolves a token; a forged, revoked or malformed one is audited (expiry is routine), through
   * the per-IP flood gate: anyone can send bad tokens.
   */
  async function resolveAudited(request: FastifyRequest, token: string): Promise<AuthContext> {
    try {
      return await resolve(token);
    } catch (err) {
      // A deleted account's token is rejected too: audited alike, through the same flood gate.
      if (
        err instanceof AppError &&
        (err.code === 'INVALID_TOKEN' || err.code === 'ACCOUNT_DELETED')
      ) {
        await deps.audit.recordAnonymous(request.meta, {
          event: 'token_rejected',
          outcome: 'failure',
          details: {
            method: request.method,
            route: request.routeOptions.url,
            ...(err.code === 'ACCOUNT_DELETED' ? { reason: 'account_deleted' } : {}),
          },
        });
      }
      throw err;
    }
  }

  async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    if (!token) throw new AppError('NOT_AUTHENTICATED');
    request.auth = await resolveAudited(request, token);
  }

  return {
    requireAuth,

    async requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      await requireAuth(request, reply);
      if (request.auth?.role !== 'admin') {
        await deps.audit.record(request.meta, {
          event: 'authorization_denied',
          outcome: 'failure',
          userId: request.auth?.userId,
          details: { method: request.method, route: request.routeOptions.url },
        });
        throw new AppError('FORBIDDEN');
      }
    },

    /** Anonymous when no header; a bad token is still refused. */
    async optionalAuth(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearer(request);
      request.auth = token ? await resolveAudited(request, token) : null;
    },
  };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;

/** The signed-in user of a route guarded by requireAuth/requireAdmin. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('NOT_AUTHENTICATED');
  return request.auth;
}
