export interface HitResult {
  count: number;
  retryAfterSeconds: number;
}

export interface Limiter {
  /**
   * Adds one to key's counter in its current window (the window starts at the first hit and is
   * whole seconds, at least one) and returns the new count and seconds until the window ends
   * (>=1). Atomic in every store: n concurrent hits return 1..n.
   */
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  /** Current count without adding (0 and 0 when no window is open). */
  peek(key: string): Promise<HitResult>;
  /** Takes back one hit of the open window (a guarded attempt that turned out fine). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis' | 'postgres';
}

/** Windows are whole seconds: Redis expiries are, and a zero window would never expire. */
export function windowSecondsOf(windowSeconds: number): number {
  if (!Number.isFinite(windowSeconds) || windowSeconds <= 0) {
    throw new Error(`windowSeconds must be a positive number, got ${windowSeconds}`);
  }
  return Math.ceil(windowSeconds);
}

export function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
