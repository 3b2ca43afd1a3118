import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages, type LoginResponse } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { conversation, messageBox, sidebar, waitForAnswer } from './support/chat';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 13 (decision 020): Regenerate writes the last answer again and Edit changes the last
// typed message and answers it again; each new PRD version uses an upload, like a send. Runs
// against the built-in writer (no AI provider configured).

test.setTimeout(120_000);

const c = messages.chat;
const answers = (page: Page) => conversation(page).locator('article:has(h3:text-is("Assistant"))');
const regenerate = (page: Page) => page.getByRole('button', { name: c.regenerateLabel });
const edit = (page: Page) => page.getByRole('button', { name: c.editMessageLabel });

async function remaining(request: APIRequestContext, tokens: LoginResponse): Promise<number> {
  const res = await request.get('/api/v1/user/get_user_uploads', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { remaining_uploads: number }).remaining_uploads;
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
    await expect(answers(page).first().getByRole('heading', { level: 1 })).toContainText('Parkly');
    expect(await remaining(request, tokens)).toBe(start - 1);
    // One Regenerate (the last answer), one Edit (the last typed message).
    await expect(regenerate(page)).toHaveCount(1);
    await expect(edit(page)).toHaveCount(1);
    await regenerate(page).scrollIntoViewIfNeeded();
    await snap(page, `regenerate-edit-${name}-1-draft`);

    // Regenerate: the draft is written again in place; a new PRD version costs one upload.
    await regenerate(page).click();
    await waitForAnswer(page);
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).first().getByRole('heading', { level: 1 })).toContainText('Parkly');
    await expect(regenerate(page)).toBeEnabled();
    expect(await remaining(request, tokens)).toBe(start - 2);
    if (name === 'desktop')
      await expect(
        sidebar(page).getByRole('link', { name: new RegExp(messages.sidebar.remainingUploads) }),
      ).toContainText(String(start - 2));
    await snap(page, `regenerate-edit-${name}-2-regenerated`);

    // Edit the last message: the new text replaces it and the answer follows it.
    await edit(page).click();
    const box = page.getByRole('textbox', { name: c.editFieldLabel });
    await box.fill('Product name: Bikely\n\nRiders must be able to rent a bike for up to 2 hours.');
    await snap(page, `regenerate-edit-${name}-3-editing`);
    await page.getByRole('button', { name: c.editSave }).click();
    await waitForAnswer(page);
    await expect(box).toHaveCount(0);
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).first().getByRole('heading', { level: 1 })).toContainText('Bikely');
    const mine = conversation(page).locator('[data-turn="human"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Riders must be able to rent a bike');
    await expect(conversation(page)).not.toContainText('Parkly');
    expect(await remaining(request, tokens)).toBe(start - 3);
    // Saved: the chat read back from the server after a reload is the edited one.
    await page.reload();
    await expect(answers(page).first().getByRole('heading', { level: 1 })).toContainText('Bikely');
    await expect(regenerate(page)).toHaveCount(1);
    await expect(edit(page)).toHaveCount(1);
    await snap(page, `regenerate-edit-${name}-4-edited`);
    expect(problems).toEqual([]);
  });
}
