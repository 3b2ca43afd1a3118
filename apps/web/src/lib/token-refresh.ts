import { API_PREFIX, constants, paths } from '@prd/contract';
import { rotationLog, type TokenPair } from './rotation-log';
import { tokenStorage, type TokenKind } from './token-storage';

/** One name per token kind for every tab of the origin: granted to one tab at a time. */
const refreshLockName = (kind: TokenKind) => `prd-studio-token-refresh:${kind}`;

/**
 * Runs `task` holding the cross-tab refresh lock (Web Locks API). Without it (an insecure
 * context, an old browser) the task runs at once: the tab still refreshes once at a time and
 * looks for another tab's rotation first, which covers a tab that finished before this one.
 */
async function withRefreshLock<T>(kind: TokenKind, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return await locks.request(refreshLockName(kind), { mode: 'exclusive' }, task);
}

async function callRefresh(refreshToken: string): Promise<TokenPair | undefined> {
  try {
    const res = await fetch(`${API_PREFIX}${paths.auth.refresh}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: AbortSignal.timeout(constants.httpTimeoutMs),
    });
    return res.status === 200 ? ((await res.json()) as TokenPair) : undefined;
  } catch {
    return undefined;
  }
}

/** Under the lock: use another tab's rotation when there was one, else rotate and log it. */
async function refreshHoldingLock(kind: TokenKind, startedWith: string | null) {
  const stored = tokenStorage.refresh(kind);
  if (!stored) return false; // signed out meanwhile
  const rotated = startedWith ? await rotationLog.follow(startedWith) : undefined;
  if (rotated) {
    tokenStorage.save(kind, rotated);
    return true;
  }
  if (stored !== startedWith) return tokenStorage.access(kind) !== null;
  const pair = await callRefresh(stored);
  if (!pair) return false;
  tokenStorage.save(kind, pair);
  // Written before the lock is released, so the next tab to hold it finds it.
  await rotationLog.record(stored, pair);
  return true;
}

const refreshing = new Map<TokenKind, Promise<boolean>>();

/**
 * Gets fresh tokens of `kind` after the server refused an access token sent while `startedWith`
 * was the stored refresh token. The server treats a second use of a refresh token as theft and
 * ends the whole session (decision 001), so: one refresh in flight per tab (concurrent calls
 * share it), one tab at a time (the lock), and once the lock is held a rotation made by another
 * tab meanwhile (rotation log, or storage) is used instead of asking the server again.
 * True when usable tokens are stored.
 */
export function refreshTokens(kind: TokenKind, startedWith: string | null): Promise<boolean> {
  const running = refreshing.get(kind);
  if (running) return running;
  const task = withRefreshLock(kind, () => refreshHoldingLock(kind, startedWith))
    .catch(() => false)
    .finally(() => refreshing.delete(kind));
  refreshing.set(kind, task);
  return task;
}
