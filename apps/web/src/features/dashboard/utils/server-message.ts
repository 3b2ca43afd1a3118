import { ApiError } from '../../../lib/api-client';

/**
 * The message the server sent, else the screen's fallback (spec section 8). No answer, or an
 * answer without an error body (no code: a proxy's page, an empty body), gets the fallback.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.status === 0 || err.code === undefined) return fallback;
  return err.message || fallback;
}
