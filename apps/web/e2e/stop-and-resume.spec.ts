import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PREFIX,
  messages,
  paths,
  type ChatDataResponse,
  type ChatHistoryResponse,
} from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { conversation, messageBox, sidebar } from './support/chat';
import { openVersion, versionCard } from './support/document-view';
import { e2eAdmin } from './support/env';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';
import { PARTS, partText, startSlowProvider, type SlowProvider } from './support/slow-provider';

// Answers are jobs on the server: a reloaded page finds the answer still being written, attaches
// to its stream and shows it whole, once; Stop ends an answer and keeps what was written. The
// answers come from a slow fake provider (an admin AI key for these journeys only), so the page
// is reloaded, and Stop pressed, while the server is still writing.

test.setTimeout(120_000);
test.describe.configure({ mode: 'serial' });

let provider: SlowProvider;
let adminToken: string;
let keyId: number;

async function adminPut(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.put(`${API_PREFIX}${path}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  provider = await startSlowProvider(300);
  const login = await request.post(`${API_PREFIX}${paths.auth.login}`, {
    data: { ...e2eAdmin(), role: 'admin' },
  });
  expect(login.status()).toBe(200);
  adminToken = ((await login.json()) as { access_token: string }).access_token;
  const added = await request.post(`${API_PREFIX}${paths.apiKeys.add}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      provider: 'openai-compatible',
      label: 'E2E slow writer',
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
  if (keyId) await adminPut(request, paths.apiKeys.update, { key_id: keyId, is_active: false });
  await provider?.close();
});

const stopButton = (page: Page) =>
  page.getByRole('button', { name: messages.chat.stop, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: messages.chatBox.send });
const lastAnswer = (page: Page) =>
  conversation(page).locator('article:has(h3:text-is("Assistant"))').last();

/** How many times each part's marker shows in the text. */
function partCounts(text: string): number[] {
  return Array.from(
    { length: PARTS },
    (_, i) => text.split(partText(i + 1).slice(0, 8)).length - 1,
  );
}

/** The user's only chat, as the server stores it. */
async function chatData(request: APIRequestContext, token: string) {
  const history = await request.get(`${API_PREFIX}${paths.prd.getChatHistory}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { sessions } = (await history.json()) as ChatHistoryResponse;
  expect(sessions).toHaveLength(1);
  const sessionId = sessions[0]!.session_id;
  const res = await request.get(
    `${API_PREFIX}${paths.prd.getChatData}?session_id=${encodeURIComponent(sessionId)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as ChatDataResponse;
}

test('a page reloaded while the answer is written attaches to it and shows it whole, once', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Reload Journey' });
  await storeTokens(page, tokens);
  await page.goto('/');
  const brief = 'Slow Lane Ledger: a bookkeeping app that must reconcile bank lines nightly.';
  await messageBox(page).fill(brief);
  await messageBox(page).press('Enter');

  // Streaming: Stop in place of Send, the first parts on screen.
  await expect(stopButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText('Part 03.', { timeout: 15_000 });
  await expect(lastAnswer(page)).not.toContainText(`Part ${PARTS}.`);

  await page.reload();
  await sidebar(page)
    .getByRole('link', { name: /^Slow Lane Ledger/ })
    .click();
  // Still being written: followed live (Stop), from the start of the answer.
  await expect(stopButton(page)).toBeVisible();
  await expect(lastAnswer(page)).toContainText('Part 01.');
  await expect(lastAnswer(page)).not.toContainText(`Part ${PARTS}.`);

  await expect(sendButton(page)).toBeVisible({ timeout: 30_000 });
  await expect(stopButton(page)).toHaveCount(0);
  await expect(lastAnswer(page).getByText(messages.chat.stopped)).toHaveCount(0);
  // Written: one answer, its version's card (the chat does not keep the streamed text), and the
  // version it opens shows every part exactly once.
  await expect(conversation(page).locator('article:has(h3:text-is("Assistant"))')).toHaveCount(1);
  await expect(versionCard(lastAnswer(page), '0.1')).toContainText('Slow Lane Ledger');
  expect(partCounts(await conversation(page).innerText())).toEqual(
    Array.from({ length: PARTS }, () => 0),
  );
  const view = await openVersion(lastAnswer(page), page, '0.1');
  expect(partCounts(await view.innerText())).toEqual(Array.from({ length: PARTS }, () => 1));

  // Stored whole as well: the same text, complete.
  const stored = await chatData(request, tokens.access_token);
  expect(stored.messages.at(-1)).toMatchObject({ role: 'ai', status: 'complete' });
  expect(partCounts(stored.messages.at(-1)!.message)).toEqual(
    Array.from({ length: PARTS }, () => 1),
  );
  expect(problems).toEqual([]);
});

test('Stop ends the answer, keeps what was written, and the stopped answer is there after a reload', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Stop Journey' });
  await storeTokens(page, tokens);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const brief = `Stop Lane ${width}: an app that must reconcile bank lines.`;
    await messageBox(page).fill(brief);
    await messageBox(page).press('Enter');
    await expect(lastAnswer(page)).toContainText('Part 02.', { timeout: 15_000 });
    await snap(page, `stop-01-streaming-${width}`);

    const abortedBefore = provider.aborted;
    await stopButton(page).click();
    const answer = lastAnswer(page);
    await expect(answer.getByText(messages.chat.stopped)).toBeVisible({ timeout: 10_000 });
    await expect(sendButton(page)).toBeVisible();
    await expect(answer.getByRole('button', { name: messages.chat.retry })).toHaveCount(0);
    await expect(answer).toContainText('Part 01.');
    const kept = await answer.innerText();
    expect(kept).not.toContain(`Part ${PARTS}.`);
    // The server stopped writing: the provider's request was cut off.
    await expect.poll(() => provider.aborted).toBeGreaterThan(abortedBefore);
    await snap(page, `stop-02-stopped-${width}`);

    // Stored as stopped: the same text and note after a reload.
    await page.reload();
    if (width < 768) await page.getByRole('button', { name: messages.layout.openMenu }).click();
    await sidebar(page)
      .getByRole('link', { name: new RegExp(`^Stop Lane ${width}`) })
      .click();
    const reopened = lastAnswer(page);
    await expect(reopened.getByText(messages.chat.stopped)).toBeVisible();
    // (The Markdown renderer may take a moment to replace the plain-text fallback.)
    await expect.poll(() => reopened.innerText()).toBe(kept);
    await snap(page, `stop-03-reopened-${width}`);
  }
  expect(problems).toEqual([]);
});
