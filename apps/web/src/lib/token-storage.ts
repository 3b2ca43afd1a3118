import { STORAGE_KEYS } from '@prd/contract';

/** The browser storage keys of the spec, read and written only here. */
export type TokenKind = 'user' | 'admin';

const keys = {
  user: { access: STORAGE_KEYS.userAccessToken, refresh: STORAGE_KEYS.userRefreshToken },
  admin: { access: STORAGE_KEYS.adminAccessToken, refresh: STORAGE_KEYS.adminRefreshToken },
} as const;

export const tokenStorage = {
  access: (kind: TokenKind) => localStorage.getItem(keys[kind].access),
  refresh: (kind: TokenKind) => localStorage.getItem(keys[kind].refresh),
  /** authToken: added as bearer by the shared client when present (spec section 7). */
  authToken: () => localStorage.getItem(STORAGE_KEYS.authToken),
  save: (kind: TokenKind, pair: { access_token: string; refresh_token: string }) => {
    localStorage.setItem(keys[kind].access, pair.access_token);
    localStorage.setItem(keys[kind].refresh, pair.refresh_token);
  },
  clear: (kind: TokenKind) => {
    localStorage.removeItem(keys[kind].access);
    localStorage.removeItem(keys[kind].refresh);
  },
  clearAll: () => {
    for (const kind of ['user', 'admin'] as const) {
      localStorage.removeItem(keys[kind].access);
      localStorage.removeItem(keys[kind].refresh);
    }
    localStorage.removeItem(STORAGE_KEYS.authToken);
  },
  isLoggedIn: () => localStorage.getItem(keys.user.access) !== null,
};
