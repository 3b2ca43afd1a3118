import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerAndSignIn, requestPasswordReset } from './support/api';
import { latestEmailTo, resetLinkFrom } from './support/outbox';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';

// The whole product through its real server: built SPA, API, API reference and outbox.

// Known problems of the current build, tolerated so the suite stays useful while they are fixed.
// Delete each pattern once its fix lands: the check is then strict again.
// Fixed: favicon, zod's eval probe (jitless), react-toastify's injected <style> (unstyled build).
const KNOWN_SPA_PROBLEMS: RegExp[] = [];
// swagger-ui's bundle injects a <style> element; the page works without it.
const KNOWN_DOCS_PROBLEMS = [
  /^console error: (CSP violation: style-src-elem blocked inline in|Applying inline style violates).*\/api\/docs\/static\/swagger-ui-bundle\.js/s,
];

test('the home page loads with no console errors or CSP violations', async ({ page }) => {
  const problems = await watchPageProblems(page, { ignore: KNOWN_SPA_PROBLEMS });
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/PRD Studio/);
  await expect(page.locator('#root')).not.toBeEmpty(); // React rendered something
  await page.waitForLoadState('load');
  await snap(page, 'home');
  expect(problems).toEqual([]);
});

test('a client route is served the SPA, not a 404', async ({ page }) => {
  const problems = await watchPageProblems(page, { ignore: KNOWN_SPA_PROBLEMS });
  const res = await page.goto('/settings/plancard');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveTitle(/PRD Studio/);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(problems).toEqual([]);
});

test('the API reference renders', async ({ page }) => {
  const problems = await watchPageProblems(page, { ignore: KNOWN_DOCS_PROBLEMS });
  const res = await page.goto('/api/docs');
  expect(res?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: /PRD Studio API/ })).toBeVisible();
  await snap(page, 'api-docs');
  expect(problems).toEqual([]);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page, 'home page');
});

test('a password-reset email reaches the outbox with a link to this server', async ({
  request,
  baseURL,
}) => {
  // A non-ASCII name makes the text part quoted-printable with =XX escapes.
  const { user, tokens } = await registerAndSignIn(request, { name: 'Zoë Journey' });
  expect(tokens.access_token).not.toBe('');
  expect(tokens.refresh_token).not.toBe('');

  const since = Date.now();
  await requestPasswordReset(request, user.email);
  const text = await latestEmailTo(user.email, { timeoutMs: 10_000, since });
  expect(text).toContain('Hello Zoë Journey,');
  const link = resetLinkFrom(text);
  expect(link.startsWith(`${baseURL}/?token=`), link).toBe(true);
  expect(new URL(link).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
});
