import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { messages } from '@prd/contract';
import { conversation, messageBox, sidebar } from './support/chat';
import { anyVersionCard, versionCard } from './support/document-view';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';

// Issue 25, part 4: a first-time visitor never loses their place. Against the real server and
// its built-in writer. Each journey is its own visitor from its own address (the free PRDs are
// counted per cookie and per IP; the journeys' server believes X-Forwarded-For from loopback).

const widths = [
  { width: 1440, height: 900, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
];

// A documentation network (TEST-NET-2; first-paint uses TEST-NET-3) and a random start per run of this file, then one
// address per journey: two journeys never share an address (a clock-based last octet could
// repeat one whose free PRDs another journey had used up).
const start = Math.floor(Math.random() * 200);
let ipSeq = 0;
async function ownAddress(context: BrowserContext) {
  ipSeq += 1;
  const ip = `198.51.100.${((start + ipSeq) % 254) + 1}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

const landingBox = (page: Page) => page.getByLabel(messages.landing.chatLabel);
const freeLeft = (page: Page, left: number) =>
  page.getByText(messages.visitorChat.freeLeft(left, 3), { exact: true });

async function waitForVisitorAnswer(page: Page) {
  await expect(page.getByRole('button', { name: messages.chatBox.send, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(conversation(page).getByText(messages.chat.generating)).toHaveCount(0);
  await expect(conversation(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Holds requests matching `url` until `release()`; returns how many were held. */
async function hold(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(url, async (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

for (const { width, height, name } of widths) {
  test(`${name}: the first send shows the message and Generating at once; the answer is Markdown from its first token`, async ({
    page,
    context,
  }) => {
    const problems = await watchPageProblems(page);
    await page.setViewportSize({ width, height });
    await ownAddress(context);
    await page.goto('/');
    await expect(freeLeft(page, 3)).toBeVisible();
    // A slow network from here: scripts asked for later and the send's answer wait.
    const scripts = await hold(page, /\/assets\/.*\.js(\?|$)/);
    const upload = await hold(page, '**/api/v1/prd_upload/upload_files**');
    // Any raw Markdown that ever shows in the conversation is noted.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { rawMarkdown: string[] }).rawMarkdown = seen;
      new MutationObserver(() => {
        const talk = document.querySelector('section[aria-label="Conversation"]');
        const text = talk?.textContent ?? '';
        if (/(^|\n)#{1,3} |\*\*/.test(text)) seen.push(text.slice(0, 80));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    const brief = 'A habit tracker called Streakly that must send daily reminders.';
    await landingBox(page).fill(brief);
    await landingBox(page).press('Enter');
    // Before the server has even received the send: the message and "Generating...".
    const talk = conversation(page);
    await expect(talk.getByText(brief)).toBeVisible();
    await expect(
      talk.getByRole('status').filter({ hasText: messages.chat.generating }),
    ).toBeVisible();
    await expect.poll(() => upload.count()).toBe(1);
    await snap(page, `visitor-place-${name}-01-first-echo`);

    await upload.release();
    await scripts.release();
    await expect(talk.getByRole('heading', { level: 1 }).first()).toContainText('Streakly', {
      timeout: 60_000,
    });
    await waitForVisitorAnswer(page);
    expect(
      await page.evaluate(() => (window as unknown as { rawMarkdown: string[] }).rawMarkdown),
    ).toEqual([]);
    await expect(freeLeft(page, 2)).toBeVisible();
    await snap(page, `visitor-place-${name}-02-answer`);
    expect(problems).toEqual([]);
  });

  test(`${name}: the visitor's chat survives a reload and a new tab; a follow-up continues it`, async ({
    page,
    context,
  }) => {
    const problems = await watchPageProblems(page);
    await page.setViewportSize({ width, height });
    await ownAddress(context);
    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/prd_upload/upload_files')) sends.push(new URL(r.url()).search);
    });
    await page.goto('/');
    await expect(freeLeft(page, 3)).toBeVisible();
    await landingBox(page).fill(
      'A booking app called Trimly for hair salons that must send reminders.',
    );
    await landingBox(page).press('Enter');
    const talk = conversation(page);
    await expect(talk.getByRole('heading', { level: 1 }).first()).toContainText('Trimly', {
      timeout: 60_000,
    });
    await waitForVisitorAnswer(page);
    await expect(freeLeft(page, 2)).toBeVisible();

    await page.reload();
    await expect(talk.getByRole('heading', { level: 1 }).first()).toContainText('Trimly');
    await expect(
      talk
        .locator('[data-turn="human"]')
        .getByText('A booking app called Trimly', { exact: false }),
    ).toBeVisible();
    await expect(freeLeft(page, 2)).toBeVisible();
    await snap(page, `visitor-place-${name}-03-reloaded`);

    // A question about the PRD, in the same session: an answer, not a new free PRD.
    await landingBox(page).fill('Who are the users?');
    await landingBox(page).press('Enter');
    await expect(talk.getByText('Who are the users?')).toBeVisible();
    await waitForVisitorAnswer(page);
    expect(sends).toHaveLength(2);
    expect(sends[1]).toMatch(/^\?session_id=[0-9a-f-]{36}$/);
    await expect(freeLeft(page, 2)).toBeVisible();

    const tab = await context.newPage();
    await tab.setViewportSize({ width, height });
    await tab.goto('/');
    const tabTalk = conversation(tab);
    await expect(tabTalk.getByRole('heading', { level: 1 }).first()).toContainText('Trimly');
    await expect(tabTalk.getByText('Who are the users?')).toBeVisible();
    await expect(freeLeft(tab, 2)).toBeVisible();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await snap(tab, `visitor-place-${name}-04-new-tab`);
    expect(problems).toEqual([]);
  });

  test(`${name}: signing up at the free limit keeps the chat and the draft`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const problems = await watchPageProblems(page, {
      ignore: [/status of 429 .*\/api\/v1\/prd_upload\/upload_files/],
    });
    await page.setViewportSize({ width, height });
    await ownAddress(context);
    await page.goto('/');
    const talk = conversation(page);
    await landingBox(page).fill('A journaling app called Inkwell that must sync across devices.');
    await landingBox(page).press('Enter');
    await expect(talk.getByRole('heading', { level: 1 }).first()).toContainText('Inkwell', {
      timeout: 60_000,
    });
    await waitForVisitorAnswer(page);
    // Each follow-up is a revision: a new PRD version uses a free PRD.
    for (const [i, follow] of ['Add weekly summaries.', 'Add a dark theme.'].entries()) {
      await landingBox(page).fill(follow);
      await landingBox(page).press('Enter');
      await expect(talk.getByRole('heading', { level: 1 })).toHaveCount(i + 2, {
        timeout: 60_000,
      });
      await waitForVisitorAnswer(page);
    }
    await expect(freeLeft(page, 0)).toBeVisible();

    const draft = 'Add a export to PDF, please.';
    await landingBox(page).fill(draft);
    await landingBox(page).press('Enter');
    const popup = page.getByRole('dialog', { name: messages.visitorChat.limitTitle });
    await expect(popup).toBeVisible();
    await expect(landingBox(page)).toHaveValue(draft);
    await popup.getByRole('button', { name: messages.visitorChat.signUp }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signUp).toBeVisible();
    const password = 'Str0ng!Inkwell9';
    await signUp.getByLabel('Name').fill('Ina Visitor');
    await signUp.getByLabel('Email').fill(`ina-${name}-${Date.now()}@example.com`);
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Confirm Password', { exact: true }).fill(password);
    await signUp.getByRole('checkbox').check();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText(messages.signUp.success)).toBeVisible();
    await expect(signUp).toBeHidden({ timeout: 10_000 });

    // Signed in, in the same chat, with the draft back in the box. The signed-in chat shows the
    // visitor's three PRDs as the document's versions (issue 26): their cards, v0.1 to v0.3.
    await expect(page).toHaveURL(/\/c\/[0-9a-f-]{36}$/);
    await expect(anyVersionCard(talk)).toHaveCount(3, { timeout: 15_000 });
    for (const label of ['0.1', '0.2', '0.3']) {
      await expect(versionCard(talk, label)).toContainText('Inkwell');
    }
    await expect(talk.getByText('Add a dark theme.')).toBeVisible();
    await expect(messageBox(page)).toHaveValue(draft);
    if (width >= 1024) await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
    await snap(page, `visitor-place-${name}-05-signed-up`);
    expect(problems).toEqual([]);
  });
}
