import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeLockManager } from '../test/fake-locks';
import { installFakeLocks } from '../test/fake-locks';
import { tokenStorage } from './token-storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API's rotation rule (decision 001): each refresh token works once; presenting a used one
 * ends the session (every token of the family stops working) and opens an incident.
 */
function rotatingServer() {
  const server = { presented: [] as string[], incidents: 0, revoked: false };
  let generation = 1;
  const used = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh')) {
        const token = (JSON.parse(init.body as string) as { refresh_token: string }).refresh_token;
        server.presented.push(token);
        // The answer takes a moment, so the other tab's refused call lands meanwhile.
        await new Promise((r) => setTimeout(r, 20));
        if (used.has(token)) {
          server.revoked = true;
          server.incidents += 1;
          return json(498, { message: 'Invalid token' });
        }
        if (server.revoked || token !== `r${generation}`) return json(498, {});
        used.add(token);
        generation += 1;
        return json(200, { access_token: `a${generation}`, refresh_token: `r${generation}` });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return !server.revoked && auth === `Bearer a${generation}`
        ? json(200, { ok: true })
        : json(498, { message: 'Token has expired' });
    }),
  );
  return server;
}

/** A second copy of the client, as another tab has: its own in-flight refresh, same storage. */
async function openTab() {
  vi.resetModules();
  const tab = await import('./api-client');
  tab.setSessionExpiredHandler(() => {
    throw new Error('the session ended');
  });
  return tab;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshing tokens across tabs', () => {
  it('two tabs whose token expired at once make one refresh and both carry on signed in', async () => {
    // Both tabs hold the expired access token a0 and the refresh token r1.
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' });
    const locks = navigator.locks as unknown as FakeLockManager;
    const server = rotatingServer();
    const [tabA, tabB] = [await openTab(), await openTab()];

    await expect(
      Promise.all([tabA.apiRequest('/user/get_user'), tabB.apiRequest('/plan/get_all_plans')]),
    ).resolves.toEqual([{ ok: true }, { ok: true }]);

    expect(server.presented).toEqual(['r1']);
    expect(server.incidents).toBe(0);
    expect(locks.granted).toEqual([
      'prd-studio-token-refresh:user',
      'prd-studio-token-refresh:user',
    ]);
    expect(tokenStorage.refresh('user')).toBe('r2');
    // The session lives on: a later call in either tab works without another refresh.
    await expect(tabB.apiRequest('/x')).resolves.toEqual({ ok: true });
    expect(server.presented).toEqual(['r1']);
  });

  it('several calls refused at once in each of two tabs still make one refresh', async () => {
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' });
    const server = rotatingServer();
    const [tabA, tabB] = [await openTab(), await openTab()];
    const calls = ['/a', '/b', '/c'].flatMap((path) => [
      tabA.apiRequest(path),
      tabB.apiRequest(path),
    ]);
    await expect(Promise.all(calls)).resolves.toHaveLength(6);
    expect(server.presented).toEqual(['r1']);
    expect(server.revoked).toBe(false);
  });

  it('a tab whose token expires after another tab rotated uses the stored tokens', async () => {
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' });
    const server = rotatingServer();
    const [tabA, tabB] = [await openTab(), await openTab()];
    await tabA.apiRequest('/a');
    expect(server.presented).toEqual(['r1']);
    // Tab B's next call picks the rotated pair from storage: nothing to refresh.
    await tabB.apiRequest('/b');
    expect(server.presented).toEqual(['r1']);
    // A later expiry in tab B is refreshed with the newest refresh token, not a used one.
    localStorage.setItem('user_access_token', 'stale');
    await expect(tabB.apiRequest('/c')).resolves.toEqual({ ok: true });
    expect(server.presented).toEqual(['r1', 'r2']);
    expect(server.incidents).toBe(0);
  });
});

describe('refreshTokens', () => {
  it('uses the rotation logged by another tab even while this tab still sees the old tokens', async () => {
    // Chromium brings another tab's localStorage writes over asynchronously: right after the
    // lock is released this tab can still read the used refresh token.
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' });
    const server = rotatingServer();
    const tabA = await import('./token-refresh');
    await expect(tabA.refreshTokens('user', 'r1')).resolves.toBe(true);
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' }); // the lagging copy
    vi.resetModules();
    const tabB = await import('./token-refresh');
    await expect(tabB.refreshTokens('user', 'r1')).resolves.toBe(true);
    expect(server.presented).toEqual(['r1']);
    expect(server.incidents).toBe(0);
    expect(tokenStorage.refresh('user')).toBe('r2');
    expect(tokenStorage.access('user')).toBe('a2');
  });

  it('asks the server when storage still holds the refresh token the call started with', async () => {
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' });
    const server = rotatingServer();
    const { refreshTokens } = await import('./token-refresh');
    await expect(refreshTokens('user', 'r1')).resolves.toBe(true);
    expect(server.presented).toEqual(['r1']);
    expect(tokenStorage.access('user')).toBe('a2');
  });

  it('does not ask the server when another tab rotated meanwhile', async () => {
    tokenStorage.save('user', { access_token: 'a2', refresh_token: 'r2' });
    const server = rotatingServer();
    const { refreshTokens } = await import('./token-refresh');
    await expect(refreshTokens('user', 'r1')).resolves.toBe(true);
    expect(server.presented).toEqual([]);
  });

  it('gives up without asking when another tab logged out', async () => {
    const server = rotatingServer();
    const { refreshTokens } = await import('./token-refresh');
    await expect(refreshTokens('user', 'r1')).resolves.toBe(false);
    expect(server.presented).toEqual([]);
  });

  it('without the Web Locks API still re-reads storage and refreshes once per tab', async () => {
    installFakeLocks(null);
    expect(navigator.locks).toBeUndefined();
    tokenStorage.save('user', { access_token: 'a0', refresh_token: 'r1' });
    const server = rotatingServer();
    const tab = await openTab();
    await expect(Promise.all([tab.apiRequest('/a'), tab.apiRequest('/b')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(server.presented).toEqual(['r1']);
    const { refreshTokens } = await import('./token-refresh');
    await expect(refreshTokens('user', 'r1')).resolves.toBe(true);
    expect(server.presented).toEqual(['r1']);
  });
});
