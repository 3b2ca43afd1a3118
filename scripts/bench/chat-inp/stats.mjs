/** Nearest-rank percentile (p in 0..100) of a list of numbers; NaN when empty. */
export function pct(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const max = (values) => (values.length === 0 ? Number.NaN : Math.max(...values));

/**
 * INP as Chromium's tooling computes it: the worst interaction, or with 50 and more one of the
 * worst per 50 left out (about the 98th percentile).
 */
export function inp(durations) {
  if (durations.length === 0) return Number.NaN;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(durations.length / 50))];
}

export const ms = (value, digits = 1) =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';
