import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@prd/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerAndSignIn } from './support/api';
import {
  conversation,
  messageBox,
  sendThroughApi,
  waitForAnswer,
  writeBriefDocx,
  writeTextImage,
} from './support/chat';
import { versionCard } from './support/document-view';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 13, the one chat: chats have addresses (reload, Back, Forward, a pasted link), a send's
// text and files are one "You" message with chips, a short message is a normal pill, a send
// brings your own message into view even when scrolled up and keeps the new answer's start in
// view. At a desktop and a phone width.

test.setTimeout(180_000);

// An unknown chat's fetch answers 404, which Chromium logs as a failed load.
const UNKNOWN_CHAT = /status of 404 .*get_chat_data_by_chat_id/;

const you = (page: Page) => conversation(page).locator('article:has(h3:text-is("You"))');
const answers = (page: Page) => conversation(page).locator('article:has(h3:text-is("Assistant"))');

/** The scrolling element around the conversation. */
const scroller = (page: Page) => conversation(page).locator('xpath=..');

/**
 * Whether the target's top is on screen. Asked until it holds: the sent message is drawn again
 * when the chat is read back from the server, and a box read from the one it replaces is null.
 */
async function inView(page: Page, target: Locator) {
  const height = page.viewportSize()!.height;
  const onScreen = async () => {
    const box = await target.boundingBox();
    return box !== null && box.y + Math.min(box.height, 24) > 0 && box.y < height;
  };
  await expect.poll(onScreen, { timeout: 5_000 }).toBe(true);
  return true;
}

for (const { width, height, name } of [
  { width: 1440, height: 900, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`${name}: addresses, one message per send, short pills, scroll on send`, async ({
    page,
    request,
  }, info) => {
    const problems = await watchPageProblems(page, { ignore: [UNKNOWN_CHAT] });
    await page.setViewportSize({ width, height });
    const { tokens } = await registerAndSignIn(request, { name: `One Chat ${name}` });
    await storeTokens(page, tokens);
    // A long chat, written through the API: a PRD and a revision.
    const sessionId = await sendThroughApi(
      request,
      tokens.access_token,
      'Write the PRD for Orbit Ledger, a bookkeeping app for small agencies. It must reconcile bank transactions with invoices every night and produce a monthly cash-flow report for finance leads.',
    );
    await sendThroughApi(
      request,
      tokens.access_token,
      'Add a CSV export of the reconciled transactions.',
      sessionId,
    );

    // A pasted link opens the chat.
    await page.goto(`/c/${sessionId}`);
    await expect(answers(page)).toHaveCount(2);
    // The revision is the document's second version: its card, titled for the product.
    await expect(versionCard(answers(page).last(), '0.2')).toContainText('Orbit Ledger');
    await snap(page, `one-chat-${name}-01-opened`);

    // Scrolled up to the top, a send with a text and two files.
    await scroller(page).evaluate((el) => (el.scrollTop = 0));
    const docx = await writeBriefDocx(info.outputPath('orbit-brief.docx'));
    const png = await writeTextImage(info.outputPath('whiteboard.png'), 'Dark theme');
    await page.getByTestId('chat-file-input').setInputFiles([docx, png]);
    await messageBox(page).fill('Add a dark theme from the whiteboard.');
    await messageBox(page).press('Enter');
    await expect(you(page)).toHaveCount(3);
    const mine = you(page).last();
    await expect(mine).toContainText('Add a dark theme from the whiteboard.');
    await expect(mine.getByText('orbit-brief.docx')).toBeVisible();
    await expect(mine.locator('img')).toHaveCount(1);
    await expect(conversation(page).getByText(/Uploaded file:/)).toHaveCount(0);
    expect(await inView(page, mine), 'your message is brought into view').toBe(true);
    await snap(page, `one-chat-${name}-02-sent`);
    await waitForAnswer(page);
    await expect(answers(page)).toHaveCount(3);
    await expect(versionCard(answers(page).last(), '0.3')).toBeVisible();
    // The new answer's start is in view (the view did not follow it to its end).
    expect(await inView(page, answers(page).last()), 'the answer starts in view').toBe(true);
    await snap(page, `one-chat-${name}-03-answered`);

    // Reload: the same chat, the send still one message with its chips (the picture loads).
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/c/${sessionId}$`));
    await expect(answers(page)).toHaveCount(3);
    await expect(you(page)).toHaveCount(3);
    const reopened = you(page).last();
    await expect(reopened.getByText('orbit-brief.docx')).toBeVisible();
    const picture = reopened.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/api\/v1\/files\/.*sig=/);
    // The picture loads lazily: on a phone the reopened chat may show only its last answer.
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect(conversation(page).getByText(/Uploaded file:/)).toHaveCount(0);
    await snap(page, `one-chat-${name}-04-reloaded`);
    await expectNoSeriousA11yViolations(page, 'a reopened chat');

    // `/` is a new chat; its first send gives it its address, in place of `/`.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: messages.chat.emptyHeading })).toBeVisible();
    await messageBox(page).fill('hi');
    await messageBox(page).press('Enter');
    await expect(page).toHaveURL(/\/c\/[\w-]+$/);
    const newChat = page.url();
    expect(newChat).not.toContain(sessionId);
    await waitForAnswer(page);
    const pill = you(page).last().getByText('hi', { exact: true });
    // The chat read back after the answer replaces the local message: wait for it on screen.
    await expect(pill).toBeVisible();
    const pillBox = (await pill.boundingBox())!;
    // A normal pill (one line of text with its padding), wider than tall: not a letter per line.
    expect(pillBox.height).toBeLessThan(48);
    expect(pillBox.width).toBeGreaterThan(pillBox.height);
    await snap(page, `one-chat-${name}-05-hi`);

    // Back returns to the long chat (the replaced `/` is not in the history), Forward to "hi".
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/c/${sessionId}$`));
    await expect(answers(page)).toHaveCount(3);
    await page.goForward();
    await expect(page).toHaveURL(newChat);
    await expect(you(page).last()).toHaveText(/hi/);

    // A chat that is not yours: a clear message and a way to a new chat.
    await page.goto('/c/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: messages.chat.chatNotFound })).toBeVisible();
    await snap(page, `one-chat-${name}-06-not-found`);
    await page.getByRole('link', { name: messages.chat.startNewChat }).click();
    await expect(page.getByRole('heading', { name: messages.chat.emptyHeading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(problems).toEqual([]);
  });
}
