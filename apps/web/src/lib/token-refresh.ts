import { API_PREFIX, constants, paths } from '@prd/contract';
import { tokenStorage, type TokenKind } from './token-storage';

/** One name for every tab of the origin: the browser grants it to one tab at a time. */
export const REFRESH_LOCK = 'prd-studio-token-refresh';

/**
 * Runs `task` holding the cross-tab refresh lock (Web Locks API). Without it (an insecure
 * context, an old browser) the task runs at once: the tab still refreshes once at a time and
 * re-reads storage first, which covers a tab that finished rotating before this one started.
 */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return await locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task);
}

async function callRefresh(kind: TokenKind, refreshToken: string): Promise<boolean> {
  try {
    const res = await fetch(`${API_PREFIX}${paths.auth.refresh}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: AbortSignal.timeout(constants.httpTimeoutMs),
    });
    if (res.status !== 200) return false;
    tokenStorage.save(kind, (await res.json()) as { access_token: string; refresh_token: string });
    return true;
  } catch {
    return false;
  }
}

const refreshing = new Map<TokenKind, Promise<boolean>>();

/**
 * Gets fresh tokens of `kind` after the server refused an access token sent while `startedWith`
 * was the stored refresh token. The server treats a second use of a refresh token as theft and
 * ends the whole session (decision 001), so: one refresh in flight per tab (concurrent calls
 * share it), one tab at a time (the lock), and once the lock is held storage is read again: when
 * another tab has rotated meanwhile, its tokens are used and the server is not asked.
 * True when usable tokens are stored.
 */
export function refreshTokens(kind: TokenKind, startedWith: string | null): Promise<boolean> {
  const running = refreshing.get(kind);
  if (running) return running;
  const task = withRefreshLock(async () => {
    const stored = tokenStorage.refresh(kind);
    if (!stored) return false;
    if (stored !== startedWith && tokenStorage.access(kind)) return true;
    return callRefresh(kind, stored);
  })
    .catch(() => false)
    .finally(() => refreshing.delete(kind));
  refreshing.set(kind, task);
  return task;
}
