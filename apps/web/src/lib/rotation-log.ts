/**
 * Which refresh token was exchanged for which pair, in IndexedDB. A tab reads localStorage from
 * its own copy, which Chromium updates from other tabs asynchronously: a tab granted the refresh
 * lock right after another tab rotated can still see the used refresh token there. IndexedDB
 * transactions are ordered across tabs, so a rotation written before the lock was released is
 * seen by the next holder. Best effort: without IndexedDB every call finds nothing.
 */

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}
interface Rotation extends TokenPair {
  from: string;
  at: number;
}

const DB_NAME = 'prd-studio-auth';
const STORE = 'rotations';
/** Long enough for any tab's refused call to come back; older entries are dropped. */
const KEEP_MS = 5 * 60_000;
/** A chain longer than this is not followed (a tab that slept through many rotations). */
const MAX_HOPS = 20;

function openDb(): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    try {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'from' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(undefined);
      req.onblocked = () => resolve(undefined);
    } catch {
      resolve(undefined); // no IndexedDB (an old browser, some private modes)
    }
  });
}

/** Runs `use` in one transaction; resolves with its result once the transaction is done. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
  fallback: T,
): Promise<T> {
  const db = await openDb();
  if (!db) return fallback;
  return new Promise<T>((resolve) => {
    let result = fallback;
    try {
      const tx = db.transaction(STORE, mode);
      tx.oncomplete = () => resolve(result);
      tx.onerror = tx.onabort = () => resolve(fallback);
      work(tx.objectStore(STORE), (value) => (result = value));
    } catch {
      resolve(fallback);
    }
  }).finally(() => db.close());
}

export const rotationLog = {
  /** Notes that `from` was exchanged for `pair`, and forgets old entries. */
  record: (from: string, pair: TokenPair): Promise<void> =>
    inTransaction<undefined>(
      'readwrite',
      (store) => {
        const now = Date.now();
        const entry: Rotation = { from, ...pair, at: now };
        store.put(entry);
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const row = cursor.result;
          if (!row) return;
          if ((row.value as Rotation).at < now - KEEP_MS) row.delete();
          row.continue();
        };
      },
      undefined,
    ),

  /** The newest pair that `from` led to, following later rotations; undefined if none. */
  follow: (from: string): Promise<TokenPair | undefined> =>
    inTransaction<TokenPair | undefined>(
      'readonly',
      (store, done) => {
        let hops = 0;
        const step = (key: string) => {
          const req = store.get(key);
          req.onsuccess = () => {
            const row = req.result as Rotation | undefined;
            if (!row) return;
            done({ access_token: row.access_token, refresh_token: row.refresh_token });
            hops += 1;
            if (hops < MAX_HOPS) step(row.refresh_token);
          };
        };
        step(from);
      },
      undefined,
    ),
};
