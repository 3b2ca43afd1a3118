import { AppError } from '../errors/app-error.js';

/** Both adapters use Redis' stream id shape, `<ms>-<seq>`. */
const ID = /^(\d{1,15})-(\d{1,15})$/;

export function isEventId(value: string): boolean {
  return ID.test(value);
}

export function parseEventId(value: string): [number, number] {
  const match = ID.exec(value);
  if (!match) throw new AppError('BAD_REQUEST', 'Invalid Last-Event-ID');
  return [Number(match[1]), Number(match[2])];
}

export function compareEventIds(a: string, b: string): number {
  const [am, as] = parseEventId(a);
  const [bm, bs] = parseEventId(b);
  return am - bm || as - bs;
}

/** The next id after `last` (or the first), never going back even if the clock does. */
export function nextEventId(
  last: [number, number] | undefined,
  now = Date.now(),
): [number, number] {
  if (!last || now > last[0]) return [now, 0];
  return [last[0], last[1] + 1];
}
