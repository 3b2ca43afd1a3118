/**
 * Share of a subscription's period already used, in whole percent (spec section 4: elapsed
 * divided by total, floored and capped at 100). A period that has not started counts as 0; an
 * empty or inverted period, or unreadable dates, as fully used.
 */
export function timeUsedPercent(
  start: string | Date,
  expiry: string | Date,
  now: Date = new Date(),
) {
  const from = new Date(start).getTime();
  const to = new Date(expiry).getTime();
  const total = to - from;
  if (!Number.isFinite(total) || total <= 0) return 100;
  const elapsed = now.getTime() - from;
  if (elapsed <= 0) return 0;
  return Math.min(100, Math.floor((elapsed / total) * 100));
}
