import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX, paths, type IncidentsResponse, type LoginResponse } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { e2eAdmin } from './support/env';
import { watchPageProblems } from './support/page-problems';

// Two tabs share one session (same localStorage). When the access token has expired in both and
// each refreshes on its own, the second refresh presents a refresh token the first has already
// used: the server takes that for theft, ends the session and opens a security incident
// (decision 001). The client refreshes under a lock shared by the tabs instead, and a tab that
// gets the lock after another tab rotated uses the tokens that tab stored.

const REFRESH = `${API_PREFIX}${paths.auth.refresh}`;
const GET_USER = `${API_PREFIX}${paths.user.getUser}`;

// The refused calls (498) are the point of the journey; a new account has no billing address
// (404); on the favicon page Chromium asks for /favicon.ico too (404). Chromium logs every 4xx
// resource as a console error.
const EXPECTED_REFUSALS = [
  /status of 498/,
  /status of 404 .*\/api\/v1\/user\/get_user_billing_details/,
  /status of 404 .*\/favicon\.ico/,
];

const stored = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('user_access_token'),
    refresh: localStorage.getItem('user_refresh_token'),
  }));

const profileName = (page: Page) => page.getByTestId('profile-name');

test('two tabs whose access token expired at once refresh once and both stay signed in', async ({
  context,
  request,
}) => {
  const { user, tokens } = await registerAndSignIn(request, { name: 'Two Tabs' });
  const tabs = [await context.newPage(), await context.newPage()] as const;
  const problems = await Promise.all(
    tabs.map((tab) => watchPageProblems(tab, { ignore: EXPECTED_REFUSALS })),
  );

  // Storage is written from a same-origin page that runs no app code (the favicon), so no call
  // goes out between a change and the moment both tabs load the app together.
  const blank = () => Promise.all(tabs.map((tab) => tab.goto('/favicon.svg')));
  const setStorage = (entries: Record<string, string>) =>
    tabs[0].evaluate((pairs) => {
      for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
    }, entries);
  const openDashboards = () => Promise.all(tabs.map((tab) => tab.goto('/settings/profiledash')));

  // Signed in once: both tabs read the same storage.
  await blank();
  await setStorage({
    user_access_token: tokens.access_token,
    user_refresh_token: tokens.refresh_token,
  });
  await openDashboards();
  for (const tab of tabs) await expect(profileName(tab)).toHaveText(user.name);

  // Watch the refreshes, and hold each one until both tabs have had a call refused, so the two
  // tabs really want a refresh at the same time.
  const refusedIn = new Set<number>();
  tabs.forEach((tab, i) =>
    tab.on('response', (res) => {
      if (res.status() === 498) refusedIn.add(i);
    }),
  );
  const presented: string[] = [];
  await context.route(`**${REFRESH}`, async (route) => {
    presented.push((route.request().postDataJSON() as { refresh_token: string }).refresh_token);
    const deadline = Date.now() + 5_000;
    while (refusedIn.size < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await route.continue();
  });

  // The access token expires (the server refuses it with 498); both tabs open at the same time.
  await blank();
  await setStorage({ user_access_token: 'expired' });
  await openDashboards();

  for (const tab of tabs) await expect(profileName(tab)).toHaveText(user.name);
  expect([...refusedIn].sort()).toEqual([0, 1]);
  expect(presented).toEqual([tokens.refresh_token]);
  const after = await stored(tabs[1]);
  expect(after.refresh).not.toBe(tokens.refresh_token);
  expect(after.access).not.toBe('expired');
  for (const tab of tabs) await expect(tab).toHaveURL(/\/settings\/profiledash$/);

  // The session is alive: the rotated tokens work, in the API and in both tabs once more.
  const me = await request.get(GET_USER, {
    headers: { authorization: `Bearer ${after.access}` },
  });
  expect(me.status()).toBe(200);
  await openDashboards();
  for (const tab of tabs) await expect(profileName(tab)).toHaveText(user.name);
  expect(presented).toHaveLength(1);

  // And the server saw no reuse: no incident for this account.
  const login = await request.post(`${API_PREFIX}${paths.auth.login}`, {
    data: { ...e2eAdmin(), role: 'admin' },
  });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as LoginResponse;
  const incidents = await request.get(`${API_PREFIX}${paths.security.securityIncidents}`, {
    params: { kind: 'refresh_token_reuse' },
    headers: { authorization: `Bearer ${admin.access_token}` },
  });
  expect(incidents.status()).toBe(200);
  const { items } = (await incidents.json()) as IncidentsResponse;
  expect(items.filter((incident) => incident.email === user.email)).toEqual([]);

  expect(problems.flat()).toEqual([]);
});
