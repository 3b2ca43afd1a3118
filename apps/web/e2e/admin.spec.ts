import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX, paths } from '@prd/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerAndSignIn } from './support/api';
import { sendThroughApi } from './support/chat';
import { e2eAdmin } from './support/env';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';

// What a person running the product does in the admin console (issue 16), through the real
// server in Chromium: sign in, find a user, read their chat, end their sessions, edit a help
// page, approve a deletion request, change a plan's price; and the same console at phone width.

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).first();
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first();

async function adminSignIn(page: Page, next = '/admin', heading = 'Overview') {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login/);
  const admin = e2eAdmin();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

// Whatever happens above, Pro costs $19 again for the other journeys (billing checks it).
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await api.post(`${API_PREFIX}${paths.auth.login}`, {
    data: { ...e2eAdmin(), role: 'admin' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const plans = await api.get(`${API_PREFIX}${paths.plan.adminPlans}`, { headers });
  const { items } = (await plans.json()) as { items: { id: number; code: string }[] };
  const pro = items.find((p) => p.code === 'pro');
  if (pro) {
    await api.put(`${API_PREFIX}${paths.plan.updatePlan.replace(':id', String(pro.id))}`, {
      headers,
      data: { price_cents: 1900, is_active: true },
    });
  }
  await api.dispose();
});

test('an admin finds a user, reads their chat, ends their sessions, edits help and a plan, deletes an account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Ending sessions makes the user's next call a 401/498 on purpose (checked below, via the API).
  const problems = await watchPageProblems(page);
  const stamp = Date.now().toString(36);
  const { user, tokens } = await registerAndSignIn(request, { name: `Quinn ${stamp}` });
  const idea = `A tide-table app for kayak clubs ${stamp}`;
  await sendThroughApi(request, tokens.access_token, idea);
  const leaving = await registerAndSignIn(request, { name: `Robin ${stamp}` });
  const asked = await request.post(
    `${API_PREFIX}${paths.deletion.requestDelete}?reason=${encodeURIComponent('Moving on')}`,
    { headers: { authorization: `Bearer ${leaving.tokens.access_token}` } },
  );
  expect(asked.status()).toBe(200);

  await adminSignIn(page);
  await expectNoSeriousA11yViolations(page, 'admin overview');
  await snap(page, 'admin-overview');

  // Find the user and open them.
  await nav(page, 'Users').click();
  await page.getByLabel('Search').fill(user.email);
  // The search applies after a pause (it goes into the address): opening the row before then
  // would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByText(user.name).click();
  await expect(page.getByRole('heading', { name: user.name, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin user detail');
  await snap(page, 'admin-user-detail');

  // Read their chat, read-only.
  await page.getByRole('link', { name: 'View chats' }).click();
  const chats = page.getByRole('navigation', { name: 'Chats' });
  await chats.getByRole('link').or(chats.getByRole('button')).first().click();
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByText(idea).first()).toBeVisible();
  // The answer is rendered Markdown, as the user saw it.
  await expect(chat.getByRole('heading', { name: /Product Requirements Document/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /message/i })).toHaveCount(0);
  await snap(page, 'admin-chat');

  // End their sessions: their next call is refused.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: user.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'End all sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const after = await request.get(`${API_PREFIX}${paths.user.getUser}`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect([401, 498]).toContain(after.status());

  // Edit a help page and see it at /settings/{topic}.
  await nav(page, 'Content pages').click();
  await page.getByRole('button', { name: 'Edit Getting started' }).click();
  const body = page.getByLabel('Content (Markdown)');
  const line = `Admins updated this page on ${stamp}.`;
  await body.fill(`# Getting started\n\n${line}\n`);
  await expect(page.getByText(line).nth(1)).toBeVisible(); // the live preview
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toast(page, 'Page saved.')).toBeVisible();

  // Approve the deletion request (the email typed to confirm).
  await nav(page, 'Deletion requests').click();
  await page.getByRole('button', { name: `Approve the deletion of ${leaving.user.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this account?' });
  await confirm.getByRole('textbox').fill(leaving.user.email);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Moving on' }).filter({ hasText: 'Approved' }),
  ).toHaveCount(1, { timeout: 15_000 });
  await snap(page, 'admin-deletion-requests');
  const gone = await request.get(`${API_PREFIX}${paths.user.getUser}`, {
    headers: { authorization: `Bearer ${leaving.tokens.access_token}` },
  });
  // A deleted account's token is told so (410), during the deletion and after it.
  expect(gone.status()).toBe(410);

  // Change Pro's price.
  await nav(page, 'Plans').click();
  await page.getByRole('button', { name: 'Edit Pro' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Pro' });
  await editor.getByLabel(/^Price/).fill('24.50');
  await editor.getByRole('button', { name: 'Save plan' }).click();
  await expect(toast(page, 'Plan updated.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin plans');

  // What visitors see now.
  await page.goto('/settings/getting_started');
  await expect(page.getByText(line)).toBeVisible();
  await page.goto('/settings/plancard');
  const pro = page.getByRole('article').filter({ hasText: 'Pro' }).first();
  await expect(pro).toContainText('$24.50');

  await page.goto('/admin/plans');
  // Signing out ends the console.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(problems).toEqual([]);
});

test('the console at phone width: the menu opens and the tables scroll', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSignIn(page, '/admin/users', 'Users');
  await expect(page).toHaveURL(/\/admin\/users/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(page.getByRole('link', { name: 'Security incidents' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin menu at phone width');
  await snap(page, 'admin-phone-menu');
  await page.getByRole('link', { name: 'Security incidents' }).click();
  await expect(page.getByRole('heading', { name: 'Security incidents', level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('#gernationPRD without an admin token offers the admin sign-in and comes back', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await page.goto('/#gernationPRD');
  await page
    .getByRole('link', { name: 'Sign in as admin' })
    .or(page.getByRole('button', { name: 'Sign in as admin' }))
    .click();
  await expect(page).toHaveURL(/\/admin\/login/);
  const admin = e2eAdmin();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/#gernationPRD$/);
  await expect(page.getByRole('link', { name: 'Admin console' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page
      .getByRole('link', { name: 'Sign in as admin' })
      .or(page.getByRole('button', { name: 'Sign in as admin' })),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
