import { messages } from '@prd/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * The message the server sent, else the screen's fallback (spec section 8). No answer, or an
 * answer without a message (which the client reports as its generic text), gets the fallback.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.status === 0) return fallback;
  return err.message && err.message !== messages.general.errorOccurred ? err.message : fallback;
}
