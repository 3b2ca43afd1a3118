import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_PREFIX, messages, paths } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { conversation, messageBox, waitForAnswer } from './support/chat';
import { e2eAdmin } from './support/env';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';
import { startSlowProvider, type SlowProvider } from './support/slow-provider';

// Issue 26: a page reloaded while an answer is being written, with the document open beside the
// chat (a sheet on a phone), comes back with the document open, says a version is being written,
// and shows the new version once the answer is done. The answers come from a slow fake provider
// (an admin AI key for these journeys only), so the reload happens mid-answer.

test.setTimeout(150_000);
test.describe.configure({ mode: 'serial' });

let provider: SlowProvider;
let adminToken: string;
let keyId: number;

test.beforeAll(async ({ request }) => {
  provider = await startSlowProvider(250);
  const login = await request.post(`${API_PREFIX}${paths.auth.login}`, {
    data: { ...e2eAdmin(), role: 'admin' },
  });
  expect(login.status()).toBe(200);
  adminToken = ((await login.json()) as { access_token: string }).access_token;
  const added = await request.post(`${API_PREFIX}${paths.apiKeys.add}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      provider: 'openai-compatible',
      label: 'E2E slow writer (documents)',
      model: 'slow-writer',
      base_url: provider.baseUrl,
      is_active: true,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  keyId = ((await added.json()) as { data: { id: number } }).data.id;
});

test.afterAll(async ({ request }) => {
  // The other journeys expect the built-in offline writer.
  if (keyId) await deactivate(request);
  await provider?.close();
});

async function deactivate(request: APIRequestContext) {
  const res = await request.put(`${API_PREFIX}${paths.apiKeys.update}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { key_id: keyId, is_active: false },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const stopButton = (page: Page) =>
  page.getByRole('button', { name: messages.chat.stop, exact: true });
const openVersion = (page: Page, label: string) =>
  conversation(page).getByRole('button', { name: `Open version ${label} beside the chat` });
const writing = (view: Locator) => view.getByText('An answer is being written in the chat…');
const shownVersion = (view: Locator) =>
  view
    .getByRole('group', { name: 'Versions' })
    .getByRole('button', { name: /^Version v0\.\d+\. Choose another version$/ });

for (const [size, width, height] of [
  ['desktop', 1440, 900],
  ['phone', 390, 844],
] as const) {
  test(`reload mid-answer with the document open (${size})`, async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    await page.setViewportSize({ width, height });
    const { tokens } = await registerAndSignIn(request, { name: 'Reload Document' });
    await storeTokens(page, tokens);
    await page.goto('/');
    await expect(messageBox(page)).toBeEditable({ timeout: 30_000 });
    await messageBox(page).fill(
      'Slow Lane Ledger: a bookkeeping app that must reconcile bank lines.',
    );
    await messageBox(page).press('Enter');
    await waitForAnswer(page);

    const view =
      size === 'desktop'
        ? page.getByRole('complementary', { name: 'Document' })
        : page.getByRole('dialog', { name: 'Document' });
    if (size === 'phone') await openVersion(page, '0.1').click();
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.1\./);
    if (size === 'phone') {
      // The sheet steps aside for the message box, and the document is opened again meanwhile.
      await view.getByRole('button', { name: 'Close document' }).click();
    }

    await messageBox(page).fill('make FR-2 a must');
    await messageBox(page).press('Enter');
    await expect(stopButton(page)).toBeVisible({ timeout: 15_000 });
    if (size === 'phone') await openVersion(page, '0.1').click();
    await expect(writing(view)).toBeVisible();
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.1\./);
    await snap(page, `document-reload-${size}-1-writing`);

    // Reloaded mid-answer: the chat follows the answer, the document is open again and says so.
    await page.reload();
    await expect(page).toHaveURL(/\/c\//);
    await expect(view).toBeVisible({ timeout: 15_000 });
    await expect(writing(view)).toBeVisible();
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.1\./);
    await snap(page, `document-reload-${size}-2-reloaded`);

    // Written: the document shows the version the answer stored.
    await expect(writing(view)).toHaveCount(0, { timeout: 60_000 });
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.2\./);
    await expect(view.getByText('latest', { exact: true })).toBeVisible();
    if (size === 'phone') await view.getByRole('button', { name: 'Close document' }).click();
    await waitForAnswer(page);
    await expect(conversation(page).getByRole('group', { name: /PRD version 0\.2/ })).toBeVisible();
    await snap(page, `document-reload-${size}-3-written`);
    expect(problems).toEqual([]);
  });
}
