import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX, messages, paths } from '@prd/contract';
import mammoth from 'mammoth';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerAndSignIn } from './support/api';
import { e2eAdmin } from './support/env';
import {
  conversation,
  expectPictureLoaded,
  messageBox,
  sendInProgress,
  sendThroughApi,
  sidebar,
  waitForAnswer,
  writeBriefDocx,
  writeTextImage,
} from './support/chat';
import { closeView, openVersion, versionCard } from './support/document-view';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// The chat, through the real server and its built-in offline writer, in Chromium. Each journey
// also asserts that the page raised no console errors and no CSP violations on the way.

test.setTimeout(120_000);

const answers = (page: Page) => conversation(page).locator('article:has(h3:text-is("Assistant"))');

test('attach a docx and a png, watch the PRD stream in, download it, revise it, find it again', async ({
  page,
  request,
}, info) => {
  const problems = await watchPageProblems(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Chat Journey' });
  await storeTokens(page, tokens);
  const docx = await writeBriefDocx(info.outputPath('orbit-brief.docx'));
  const png = await writeTextImage(
    info.outputPath('checkout.png'),
    'Export must finish in 5 seconds',
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { name: messages.chat.emptyHeading })).toBeVisible();
  await expect(sidebar(page).getByText(messages.sidebar.remainingUploads)).toBeVisible();
  await page.getByTestId('chat-file-input').setInputFiles([docx, png]);
  const chips = page.getByRole('list', { name: messages.chatBox.attachedFiles });
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(chips.locator('img')).toHaveCount(1);
  await messageBox(page).fill('Write the PRD from the attached brief and screenshot.');
  await snap(page, 'chat-01-attached');
  await messageBox(page).press('Enter');

  // At once: the text, the uploaded files, the loading state; the box is cleared.
  await expect(messageBox(page)).toHaveValue('');
  await expect(chips).toHaveCount(0);
  // One "You" message: the text with its files as chips (issue 13).
  await expect(conversation(page).getByRole('link', { name: 'orbit-brief.docx' })).toBeVisible();
  await expect(sendInProgress(page)).toBeVisible();
  await waitForAnswer(page);
  const prd = answers(page).last();
  // The answer is its version's card; the document (opened beside the chat) has both files'
  // content: the brief's must-statement and the screenshot's text.
  await expect(versionCard(prd, '0.1')).toContainText('Orbit Ledger');
  await expect(conversation(page).locator('img[alt^="Attached image"]')).toBeVisible();
  await expect(sidebar(page).getByText('4', { exact: true })).toBeVisible();
  const first = await openVersion(prd, page, '0.1');
  await expect(first.getByRole('heading', { level: 2 })).toContainText('Orbit Ledger');
  await expect(first).toContainText('reconcile bank transactions');
  await expect(first).toContainText(/5 seconds/);
  await snap(page, 'chat-02-prd');
  await closeView(page);

  // Download Doc: a real Word file named for the product and version (issue 26).
  const actions = prd.getByRole('group', { name: messages.messageActions.group });
  await actions.getByRole('button', { name: messages.messageActions.download }).click();
  await snap(page, 'chat-03-download-menu');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    actions.getByRole('button', { name: messages.messageActions.downloadDoc }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Orbit-Ledger-PRD-v0.1.docx');
  const saved = info.outputPath('downloaded.docx');
  await download.saveAs(saved);
  const html = (await mammoth.convertToHtml({ buffer: await readFile(saved) })).value;
  expect(html).toMatch(/<h1>[^<]*Orbit Ledger/);
  expect(html).toContain('<strong>');
  const [txt] = await Promise.all([
    page.waitForEvent('download'),
    actions.getByRole('button', { name: messages.messageActions.downloadTxt }).click(),
  ]);
  expect(txt.suggestedFilename()).toBe('Orbit-Ledger-PRD-v0.1.txt');
  await actions.getByRole('button', { name: messages.messageActions.back }).click();

  // Share without a connected workspace: the dialog says so and leads to the Connecting tab
  // (the integrations journey connects and publishes).
  await actions.getByRole('button', { name: messages.messageActions.share }).click();
  await actions.getByRole('button', { name: messages.messageActions.notion }).click();
  const share = page.getByRole('dialog', { name: messages.share.title });
  await expect(share.getByText(messages.share.notConnected('Notion'))).toBeVisible();
  await expect(share.getByRole('link', { name: 'Connect Notion' })).toBeVisible();
  await snap(page, 'chat-04-share-notion');
  await share.getByRole('button', { name: messages.share.cancel }).click();
  await expect(share).toBeHidden();
  await actions.getByRole('button', { name: messages.messageActions.confluence }).click();
  const wiki = page.getByRole('dialog', { name: messages.share.title });
  await expect(wiki.getByText(messages.share.notConnected('Confluence'))).toBeVisible();
  await snap(page, 'chat-05-share-wiki');
  await wiki.getByRole('button', { name: messages.share.cancel }).click();

  // A follow-up revises the PRD in the same chat.
  await messageBox(page).fill('Also: the app must export every report to CSV.');
  await messageBox(page).press('Enter');
  await waitForAnswer(page);
  await expect(answers(page)).toHaveCount(2);
  const revision = versionCard(answers(page).last(), '0.2');
  await expect(revision).toContainText('Orbit Ledger');
  const second = await openVersion(answers(page).last(), page, '0.2');
  await expect(second).toContainText('CSV');
  await closeView(page);

  // After a reload the chat is still open at its address (issue 13); from a new chat it is in
  // the sidebar and opens with both answers.
  await page.reload();
  await expect(page).toHaveURL(/\/c\/[\w-]+$/);
  await expect(answers(page)).toHaveCount(2);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: messages.chat.emptyHeading })).toBeVisible();
  // The chat is titled by its first typed words (stored before the files).
  const chat = sidebar(page)
    .getByRole('link', { name: /^Write the PRD from the attach/ })
    .first();
  await expect(chat).toBeVisible();
  await chat.click();
  await expect(answers(page)).toHaveCount(2);
  await expect(chat).toHaveAttribute('aria-current', 'page');
  await expect(versionCard(answers(page).first(), '0.1')).toBeVisible();
  await expect(versionCard(answers(page).last(), '0.2')).toBeVisible();
  await expect(await openVersion(answers(page).last(), page, '0.2')).toContainText('CSV');
  await snap(page, 'chat-06-reopened');
  await expectNoSeriousA11yViolations(page, 'chat with a PRD');
  await closeView(page);

  // On a phone the sidebar is in the drawer; the chat takes the width, nothing overflows.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(messageBox(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'chat-11-phone');
  await page.getByRole('button', { name: messages.layout.openMenu }).click();
  await expect(
    sidebar(page).getByRole('link', { name: /^Write the PRD from the attach/ }),
  ).toBeVisible();
  await snap(page, 'chat-12-phone-drawer');
  expect(problems).toEqual([]);
});

test('with no uploads left, Send is disabled and says why', async ({ page, request }) => {
  const problems = await watchPageProblems(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Quota Journey' });
  for (let i = 1; i <= 5; i += 1)
    await sendThroughApi(request, tokens.access_token, `Brief ${i}: the tool must track tasks.`);
  await storeTokens(page, tokens);
  await page.goto('/');
  await expect(sidebar(page).getByText('0', { exact: true })).toBeVisible();
  const send = page.getByRole('button', { name: messages.chatBox.send });
  await expect(send).toBeDisabled();
  await send.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(messages.chat.upgradePlan);
  await snap(page, 'chat-07-no-uploads');
  expect(problems).toEqual([]);
});

test('150 chats page into the sidebar on scroll, each once', async ({ page, request }) => {
  const problems = await watchPageProblems(page);
  const { tokens } = await registerAndSignIn(request, { name: 'History Journey' });
  // Greetings make chats without using uploads.
  const greetings = ['hi', 'hello', 'hey', 'good morning', 'good evening'];
  const made = new Set<string>();
  for (let i = 0; i < 150; i += 1)
    made.add(await sendThroughApi(request, tokens.access_token, greetings[i % 5]!));
  expect(made.size).toBe(150);
  await storeTokens(page, tokens);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('get_chat_history')) asked.push(new URL(req.url()).search);
  });
  await page.goto('/');
  const rows = sidebar(page).getByRole('listitem');
  await expect(rows).toHaveCount(100);
  expect(asked).toEqual(['?page=1&page_size=100']);
  const list = sidebar(page).locator('[data-history-scroller]');
  for (let i = 0; i < 5 && (await rows.count()) < 150; i += 1) {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(300);
  }
  await expect(rows).toHaveCount(150);
  expect(asked).toContain('?page=2&page_size=110');
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.waitForTimeout(300);
  await expect(rows).toHaveCount(150);
  await snap(page, 'chat-08-history-150');
  expect(problems).toEqual([]);
});

test('a visitor tries the landing chat until the free limit popup', async ({ page }, info) => {
  // The fourth send is refused with 429 on purpose.
  const problems = await watchPageProblems(page, {
    ignore: [/status of 429 .*\/api\/v1\/prd_upload\/upload_files/],
  });
  await page.goto('/');
  const box = page.getByLabel(messages.landing.chatLabel);
  const png = await writeTextImage(info.outputPath('wireframe.png'), 'Sign up in one step');
  await page.getByTestId('chat-file-input').setInputFiles([png]);
  await box.fill('A habit tracker called Streakly that must send daily reminders.');
  await box.press('Enter');
  const talk = page.getByRole('region', { name: messages.chat.conversation });
  await expect(talk.getByRole('heading', { level: 1 }).first()).toContainText('Streakly', {
    timeout: 60_000,
  });
  // The picture now comes from the server's signed link, and it loads.
  const picture = talk.locator('img').first();
  await expect(picture).toHaveAttribute('src', /^\/api\/v1\/files\/.*sig=/);
  // Thumbnails load lazily: the reader scrolls back up to it, as a person would.
  await expectPictureLoaded(picture);
  // The same action bar as the signed-in chat's (issue 13: one chat), without Share.
  await expect(talk.getByRole('button', { name: messages.messageActions.download })).toHaveCount(1);
  await expect(talk.getByRole('button', { name: messages.messageActions.share })).toHaveCount(0);
  await snap(page, 'chat-09-visitor-answer');
  // Each follow-up is a revision: wait for its document before the next send (Enter is
  // ignored while an answer is still being written).
  for (const [i, follow] of ['Add weekly summaries.', 'Add a dark theme.'].entries()) {
    await box.fill(follow);
    await box.press('Enter');
    await expect(talk.getByRole('heading', { level: 1 })).toHaveCount(i + 2, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: messages.chatBox.sending })).toHaveCount(0, {
      timeout: 60_000,
    });
    await expect(box).toBeEnabled();
  }
  await box.fill('One more, please.');
  await box.press('Enter');
  const popup = page.getByRole('dialog', { name: messages.visitorChat.limitTitle });
  await expect(popup).toContainText(messages.chat.freeLimitExceeded);
  // The refused send is not shown as sent: its text is back in the box (issue 13).
  await expect(box).toHaveValue('One more, please.');
  await expect(talk.getByText('One more, please.')).toHaveCount(0);
  await expect(popup.getByRole('button', { name: messages.visitorChat.signUp })).toBeVisible();
  await snap(page, 'chat-10-visitor-limit');
  await popup.getByText(messages.visitorChat.login, { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('#gernationPRD: the admin writes a PRD without the sidebar toggle or the profile menu', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const login = await request.post(`${API_PREFIX}${paths.auth.login}`, {
    data: { ...e2eAdmin(), role: 'admin' },
  });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('admin_access_token', access);
      localStorage.setItem('admin_refresh_token', refresh);
    },
    [tokens.access_token, tokens.refresh_token] as const,
  );
  await page.goto('/#gernationPRD');
  await expect(page.getByRole('heading', { name: messages.chat.emptyHeading })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.sidebar.collapse })).toHaveCount(0);
  await expect(page.getByRole('button', { name: messages.accountMenu.logIn })).toHaveCount(0);
  await expect(sidebar(page).getByText(messages.sidebar.remainingUploads)).toHaveCount(0);
  await messageBox(page).fill('A field app called Rover Log that must work offline.');
  await messageBox(page).press('Enter');
  await waitForAnswer(page);
  // The admin's answer is a version card too, and its document opens beside the chat.
  await expect(versionCard(answers(page).last(), '0.1')).toContainText('Rover Log');
  const view = await openVersion(answers(page).last(), page, '0.1');
  await expect(view.getByRole('heading', { level: 2 })).toContainText('Rover Log');
  await expect(view).toContainText(/offline/i);
  await expect(sidebar(page).getByRole('link', { name: /Rover Log/ })).toBeVisible();
  // The admin's chat has its address too, in the admin mode.
  await expect(page).toHaveURL(/\/c\/[\w-]+#gernationPRD$/);
  await snap(page, 'chat-13-admin-mode');
  expect(problems).toEqual([]);
});
