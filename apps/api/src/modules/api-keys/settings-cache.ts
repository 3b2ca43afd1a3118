import type { AiSettings } from '../../platform/ai/types.js';

/** The resolved AI settings, kept by the one api-keys service of an app. */
interface SettingsCache {
  /** The cached value when it is younger than `ttlMs`; a copy, so callers cannot change it. */
  fresh(now: number, ttlMs: number): { value: AiSettings | null } | undefined;
  /** Resolves and caches, unless a change happened while resolving (that value may be stale). */
  load(now: number, resolve: () => Promise<AiSettings | null>): Promise<AiSettings | null>;
  invalidate(): void;
}

const copy = (value: AiSettings | null) => value && { ...value };

export function createSettingsCache(): SettingsCache {
  let entry: { value: AiSettings | null; at: number } | undefined;
  let generation = 0;
  return {
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
}
