import { ApiError, type AuthMode } from './api-client';
import { tokenStorage, type TokenKind } from './token-storage';

const kindsOf = (mode: AuthMode): TokenKind[] =>
  mode === 'either' ? ['user', 'admin'] : mode === 'none' ? [] : [mode];

/**
 * Whether a call failed because the person's session is over: their account was deleted (410
 * ACCOUNT_DELETED), or no token of `mode` is left (a deletion, an expiry or a sign-out ended it
 * while the call ran, so it went without one). The shell's session-expired handler says why,
 * once; a screen's own "Failed to fetch…" or "Could not refresh…" toast would only add noise.
 */
export function failedForSessionEnd(err: unknown, mode: AuthMode): boolean {
  if (err instanceof ApiError && err.code === 'ACCOUNT_DELETED') return true;
  const kinds = kindsOf(mode);
  return (
    kinds.length > 0 &&
    kinds.every((kind) => tokenStorage.access(kind) === null) &&
    tokenStorage.authToken() === null
  );
}
