export interface HitResult {
  count: number;
  retryAfterSeconds: number;
}

export interface Limiter {
  /** Adds one to key's counter in its current window (the window starts at the first hit) and returns the new count and seconds until the window ends (>=1). */
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  /** Current count without adding (0 and 0 when no window is open). */
  peek(key: string): Promise<HitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export function windowMs(windowSeconds: number): number {
  if (!Number.isFinite(windowSeconds) || windowSeconds <= 0) {
    throw new Error(`windowSeconds must be a positive number, got ${windowSeconds}`);
  }
  return Math.ceil(windowSeconds * 1000);
}

export function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
