import type { Database } from '../../db/client.js';
import type { VerifiedClaims } from '../../platform/tokens/index.js';

/** What the guard resolves a session to: the user and their plan, as the database has them. */
interface CachedSession<T> {
  userId: string;
  value: T;
  /** When the session itself ends (ms since the epoch). */
  sessionExpiresAt: number;
}

const MAX_ENTRIES = 10_000;
/** A safety net only: entries are dropped as soon as the database says their rows changed. */
const MAX_AGE_MS = 5 * 60_000;

/** A bounded map whose oldest entries go first. */
class BoundedMap<K, V> {
  private readonly map = new Map<K, { value: V; storedAt: number }>();
  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.storedAt > MAX_AGE_MS) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }
  set(key: K, value: V) {
    this.map.delete(key);
    if (this.map.size >= MAX_ENTRIES) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, { value, storedAt: Date.now() });
  }
  delete = (key: K) => this.map.delete(key);
  clear = () => this.map.clear();
  get size() {
    return this.map.size;
  }
}

/**
 * Verified tokens and resolved sessions kept in memory, so an authenticated request needs no
 * signature check and no query once its session is known.
 *
 * A token's verified claims depend only on its signature and expiry, never on the database, so
 * they are always kept. Sessions are kept only where the cache stays coherent: where this
 * process is the database's sole writer and hears every change before the writing statement
 * returns, as with embedded PGlite (one process, enforced by a lock file), whose triggers
 * (migration 0001) notify synchronously. With PostgreSQL several API processes share the
 * database, so every request reads the session.
 */
export class AuthCache<T> {
  private readonly tokens = new BoundedMap<string, VerifiedClaims>();
  private readonly sessions = new BoundedMap<string, CachedSession<T>>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(readonly cachesSessions: boolean) {}

  static async for<T>(database: Database): Promise<AuthCache<T>> {
    if (!database.listen) return new AuthCache<T>(false);
    const cache = new AuthCache<T>(true);
    await database.listen('prd_auth_change', (payload) => cache.onChange(payload));
    return cache;
  }

  claims(token: string): VerifiedClaims | undefined {
    const claims = this.tokens.get(token);
    if (claims && claims.expiresAt <= Date.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return claims;
  }

  rememberClaims(token: string, claims: VerifiedClaims) {
    this.tokens.set(token, claims);
  }

  session(sessionId: string): CachedSession<T> | undefined {
    if (!this.cachesSessions) return undefined;
    const hit = this.sessions.get(sessionId);
    if (hit && hit.sessionExpiresAt <= Date.now()) {
      this.forgetSession(sessionId);
      return undefined;
    }
    return hit;
  }

  rememberSession(sessionId: string, entry: CachedSession<T>) {
    if (!this.cachesSessions) return;
    this.sessions.set(sessionId, entry);
    const ids = this.byUser.get(entry.userId) ?? new Set<string>();
    ids.add(sessionId);
    this.byUser.set(entry.userId, ids);
  }

  /** Payloads of the prd_auth_change channel: 's:<session>', 'u:<user>' or 'p'. */
  onChange(payload: string) {
    const [kind, id] = [payload.slice(0, 1), payload.slice(2)];
    if (kind === 's') this.forgetSession(id);
    else if (kind === 'u') {
      for (const sid of this.byUser.get(id) ?? []) this.sessions.delete(sid);
      this.byUser.delete(id);
    } else {
      this.sessions.clear();
      this.byUser.clear();
    }
  }

  get sessionCount() {
    return this.sessions.size;
  }

  private forgetSession(sessionId: string) {
    const entry = this.sessions.get(sessionId);
    this.sessions.delete(sessionId);
    if (entry) this.byUser.get(entry.userId)?.delete(sessionId);
  }
}
