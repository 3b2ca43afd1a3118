import type { Database } from '../../db/client.js';

const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  /** When time alone could change the answer (a period ends, a later grant starts), in ms. */
  validUntil: number;
}

/**
 * Users' entitlements kept in memory on embedded PGlite, where this process is the database's
 * only writer and hears every change (migration 0008's triggers) before the statement that made
 * it returns, like the auth cache (decision 004). Entries also end when time could change them.
 * With PostgreSQL several processes write, so nothing is kept.
 */
export class EntitlementCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped by every change heard: a value read before one is not stored (it may be stale). */
  private changes = 0;

  constructor(readonly enabled: boolean) {}

  static async for<T>(database: Database): Promise<EntitlementCache<T>> {
    if (!database.listen) return new EntitlementCache<T>(false);
    const cache = new EntitlementCache<T>(true);
    await database.listen('prd_billing_change', (payload) => cache.onChange(payload));
    return cache;
  }

  get(userId: string, now: number): T | undefined {
    const hit = this.entries.get(userId);
    if (!hit) return undefined;
    if (hit.validUntil <= now) {
      this.entries.delete(userId);
      return undefined;
    }
    return hit.value;
  }

  /** Take before reading the database; pass to `set`. */
  get mark() {
    return this.changes;
  }

  set(userId: string, value: T, validUntil: number, mark: number) {
    if (!this.enabled || mark !== this.changes) return;
    this.entries.delete(userId);
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(userId, { value, validUntil });
  }

  /** Payloads of prd_billing_change: 'u:<user id>' or 'p' (any plan). */
  onChange(payload: string) {
    this.changes += 1;
    if (payload.startsWith('u:')) this.entries.delete(payload.slice(2));
    else this.entries.clear();
  }
}
