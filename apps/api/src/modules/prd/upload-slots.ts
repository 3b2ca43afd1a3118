import type { Caller } from './caller.js';

/**
 * Slots per caller in this process. Sends: each holds a socket, temp files and possibly a writer
 * for minutes, and the quota is only reserved once the body is read; a slot is taken before the
 * body. Answer streams: each holds a socket for as long as an answer is written. A slot is given
 * back when the response closes (finished or aborted).
 */
export function createUploadSlots() {
  const held = new Map<string, number>();

  const release = (keys: string[]) => {
    for (const key of keys) {
      const n = (held.get(key) ?? 1) - 1;
      if (n > 0) held.set(key, n);
      else held.delete(key);
    }
  };

  return {
    /** Takes one slot under every key, or none when any is full; returns the release. */
    acquire(wanted: { key: string; max: number }[]): (() => void) | undefined {
      if (wanted.some(({ key, max }) => (held.get(key) ?? 0) >= max)) return undefined;
      const keys = wanted.map(({ key }) => key);
      for (const key of keys) held.set(key, (held.get(key) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release(keys);
      };
    },
    /** Slots held now, for tests. */
    get size() {
      return held.size;
    },
  };
}
export type UploadSlots = ReturnType<typeof createUploadSlots>;

/** The slot keys of a caller: their account, or a visitor's cookie id and their IP. */
export function slotKeys(
  caller: Caller,
  limits: { perCaller: number; perIp: number },
): { key: string; max: number }[] {
  return caller.kind === 'visitor'
    ? [
        { key: `visitor:${caller.visitorId}`, max: limits.perCaller },
        { key: `ip:${caller.ip}`, max: limits.perIp },
      ]
    : [{ key: `user:${caller.userId}`, max: limits.perCaller }];
}
