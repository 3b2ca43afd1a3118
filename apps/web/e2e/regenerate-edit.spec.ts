import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages, type LoginResponse } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { conversation, messageBox, waitForAnswer } from './support/chat';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 13 (decision 020) and issue 26 (decision 032): Regenerate writes the last answer again
// and keeps the one it replaces (‹ 1 / 2 › switches between them); a regenerate that writes the
// same PRD is free and stays the same version. Edit changes the last typed message and answers it
// again; the branch it replaces stays an earlier version of the document. Runs against the
// built-in writer (no AI provider configured), which writes the same PRD for the same input.

test.setTimeout(120_000);

const c = messages.chat;
const answers = (page: Page) => conversation(page).locator('article:has(h3:text-is("Assistant"))');
const card = (page: Page, label: string) =>
  conversation(page).getByRole('group', { name: `PRD version ${label}` });
const regenerate = (page: Page) => page.getByRole('button', { name: c.regenerateLabel });
const edit = (page: Page) => page.getByRole('button', { name: c.editMessageLabel });
const variants = (page: Page) => page.getByRole('group', { name: 'Regenerated answers' });

async function remaining(request: APIRequestContext, tokens: LoginResponse): Promise<number> {
  const res = await request.get('/api/v1/user/get_user_uploads', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { remaining_uploads: number }).remaining_uploads;
}

async function versionCount(request: APIRequestContext, tokens: LoginResponse, page: Page) {
  const sessionId = decodeURIComponent(/\/c\/([^/?#]+)/.exec(page.url())?.[1] ?? '');
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const docs = await request.get(`/api/v1/prd_documents/get_documents?session_id=${sessionId}`, {
    headers,
  });
  expect(docs.ok()).toBe(true);
  const [doc] = ((await docs.json()) as { documents: { document_id: string }[] }).documents;
  const res = await request.get(
    `/api/v1/prd_documents/get_versions?document_id=${doc?.document_id}`,
    {
      headers,
    },
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { versions: unknown[] }).versions.length;
}

for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['phone', 390, 844],
] as const) {
  test(`a user regenerates the draft and edits the last message (${name})`, async ({
    page,
    request,
  }) => {
    const problems = await watchPageProblems(page);
    await page.setViewportSize({ width, height });
    const { tokens } = await registerAndSignIn(request, { name: 'Redo Person' });
    await storeTokens(page, tokens);
    await page.goto('/');
    const start = await remaining(request, tokens);

    await messageBox(page).fill(
      'Product name: Parkly\n\nDrivers must be able to book a parking spot for up to 2 hours.',
    );
    await messageBox(page).press('Enter');
    await waitForAnswer(page);
    await expect(answers(page)).toHaveCount(1);
    await expect(card(page, '0.1')).toContainText('Parkly');
    expect(await remaining(request, tokens)).toBe(start - 1);
    // One Regenerate (the last answer), one Edit (the last typed message).
    await expect(regenerate(page)).toHaveCount(1);
    await expect(edit(page)).toHaveCount(1);
    await regenerate(page).scrollIntoViewIfNeeded();
    await snap(page, `regenerate-edit-${name}-1-draft`);

    // Regenerate: the same input gives the same PRD: free, the same version, and both answers
    // are kept (‹ 2 / 2 ›).
    await regenerate(page).click();
    await waitForAnswer(page);
    await expect(answers(page)).toHaveCount(1);
    await expect(card(page, '0.1')).toBeVisible();
    await expect(variants(page).getByRole('status')).toHaveText('2 / 2');
    await expect(regenerate(page)).toBeEnabled();
    expect(await remaining(request, tokens)).toBe(start - 1);
    expect(await versionCount(request, tokens, page)).toBe(1);
    await snap(page, `regenerate-edit-${name}-2-regenerated`);

    // Switch back to the first answer; the choice is kept on the server.
    await variants(page).getByRole('button', { name: 'Previous answer' }).click();
    await expect(variants(page).getByRole('status')).toHaveText('1 / 2');
    await page.reload();
    await expect(variants(page).getByRole('status')).toHaveText('1 / 2');
    await expect(card(page, '0.1')).toBeVisible();

    // Edit the last message: the new text replaces it and the answer follows it, as a new
    // version; the replaced branch stays the document's earlier version.
    await edit(page).click();
    const box = page.getByRole('textbox', { name: c.editFieldLabel });
    await box.fill('Product name: Bikely\n\nRiders must be able to rent a bike for up to 2 hours.');
    await snap(page, `regenerate-edit-${name}-3-editing`);
    await page.getByRole('button', { name: c.editSave }).click();
    await waitForAnswer(page);
    await expect(box).toHaveCount(0);
    await expect(answers(page)).toHaveCount(1);
    await expect(card(page, '0.2')).toContainText('Bikely');
    const mine = conversation(page).locator('[data-turn="human"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Riders must be able to rent a bike');
    await expect(conversation(page)).not.toContainText('Parkly');
    expect(await remaining(request, tokens)).toBe(start - 2);
    expect(await versionCount(request, tokens, page)).toBe(2);
    // Saved: the chat read back from the server after a reload is the edited one.
    await page.reload();
    await expect(card(page, '0.2')).toContainText('Bikely');
    await expect(regenerate(page)).toHaveCount(1);
    await expect(edit(page)).toHaveCount(1);
    await snap(page, `regenerate-edit-${name}-4-edited`);
    expect(problems).toEqual([]);
  });
}
