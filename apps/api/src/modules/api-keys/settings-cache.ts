import type { Db } from '../../db/client.js';
import type { AiSettings } from '../../platform/ai/types.js';

/** The resolved AI settings of one database, shared by every service object built on it. */
export interface SettingsCache {
  /** The cached value when it is younger than `ttlMs`; a copy, so callers cannot change it. */
  fresh(now: number, ttlMs: number): { value: AiSettings | null } | undefined;
  /** Resolves and caches, unless a change happened while resolving (that value may be stale). */
  load(now: number, resolve: () => Promise<AiSettings | null>): Promise<AiSettings | null>;
  invalidate(): void;
}

const copy = (value: AiSettings | null) => value && { ...value };

// Keyed by database: the routes and the prd module each build their own service object, and a
// change made through any of them must drop the cache for all.
const caches = new WeakMap<Db, SettingsCache>();

export function settingsCacheFor(db: Db): SettingsCache {
  const existing = caches.get(db);
  if (existing) return existing;
  let entry: { value: AiSettings | null; at: number } | undefined;
  let generation = 0;
  const cache: SettingsCache = {
    fresh: (now, ttlMs) =>
      entry && now - entry.at < ttlMs ? { value: copy(entry.value) } : undefined,
    async load(now, resolve) {
      const started = generation;
      const value = await resolve();
      if (generation === started) entry = { value, at: now };
      return copy(value);
    },
    invalidate() {
      generation += 1;
      entry = undefined;
    },
  };
  caches.set(db, cache);
  return cache;
}
