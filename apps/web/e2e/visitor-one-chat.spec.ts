import { expect, test, type Page } from '@playwright/test';
import { messages } from '@prd/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { conversation } from './support/chat';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';

// Issue 13 for visitors: the landing chat is the one chat (the same list, reply parts and
// scroll), and a send refused by the free limit is not shown as sent: its text goes back into
// the box and the popup offers Sign Up and Login. The server's answers are stood in for here
// (page.route), so the free limit the real server counts per visitor is not used up by these
// journeys: its own journey is in chat.spec.ts.

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const QUESTIONS = {
  kind: 'questions',
  intent: 'draft',
  version: null,
  changes: [],
  questions: [
    {
      question: 'Who is the first user?',
      options: [
        { key: 'A', label: 'Shop owners' },
        { key: 'B', label: 'Draft anyway with assumptions' },
      ],
    },
  ],
  writer: 'built-in',
  skipped_files: [],
  charged: false,
};

async function standInServer(page: Page) {
  const sent: string[] = [];
  await page.route('**/api/v1/prd_upload/upload_files**', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const text = /name="user_input"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '';
    sent.push(text);
    if (sent.length >= 3) {
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          message: messages.chat.freeLimitExceeded,
          code: 'FREE_LIMIT_EXCEEDED',
        }),
      });
      return;
    }
    const answer =
      sent.length === 1 ? 'A few questions first.' : 'Noted: drafting for shop owners.';
    const data = {
      document_path: null,
      prd_result: answer,
      session_id: 'visitor-stand-in',
      reply: sent.length === 1 ? QUESTIONS : { ...QUESTIONS, kind: 'answer', questions: [] },
    };
    await route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body:
        sse('session', { session_id: 'visitor-stand-in' }) +
        sse('token', { text: answer }) +
        sse('done', { message: messages.chat.sendSuccess, data }),
    });
  });
  return sent;
}

for (const { width, height, name } of [
  { width: 1440, height: 900, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`${name}: the visitor's chat is the one chat; a refused send goes back into the box`, async ({
    page,
  }) => {
    const problems = await watchPageProblems(page, {
      ignore: [/status of 429 .*\/api\/v1\/prd_upload\/upload_files/],
    });
    await page.setViewportSize({ width, height });
    const sent = await standInServer(page);
    await page.goto('/');
    const box = page.getByLabel(messages.landing.chatLabel);
    await box.fill('hi, a booking app for hair salons');
    await box.press('Enter');
    const talk = conversation(page);
    const you = talk.locator('article:has(h3:text-is("You"))');
    await expect(you).toHaveCount(1);
    // The same reply parts as the signed-in chat: an option is a button that answers.
    const option = talk.getByRole('button', { name: 'A) Shop owners' });
    await expect(option).toBeVisible();
    await expect(talk.getByText(messages.chat.builtInLabel).first()).toBeVisible();
    await snap(page, `visitor-one-chat-${name}-01-questions`);
    await option.click();
    await expect(talk.getByText('Noted: drafting for shop owners.')).toBeVisible();
    await expect(you).toHaveCount(2);
    expect(sent).toEqual(['hi, a booking app for hair salons', 'Shop owners']);

    // The free limit: nothing shows as sent, the text is back, Sign Up and Login are offered.
    await box.fill('And a loyalty card, please.');
    await box.press('Enter');
    const popup = page.getByRole('dialog', { name: messages.visitorChat.limitTitle });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: messages.visitorChat.login })).toBeVisible();
    await expect(popup.getByRole('button', { name: messages.visitorChat.signUp })).toBeVisible();
    await expect(box).toHaveValue('And a loyalty card, please.');
    await snap(page, `visitor-one-chat-${name}-02-limit`);
    await popup.getByRole('button', { name: messages.visitorChat.signUp }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // (Read once the dialogs are closed: they hide the page from the accessibility tree.)
    await expect(you).toHaveCount(2);
    await expect(talk.getByText('And a loyalty card, please.')).toHaveCount(0);
    await expect(box).toHaveValue('And a loyalty card, please.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yViolations(page, "a visitor's chat");
    await snap(page, `visitor-one-chat-${name}-03-after`);
    expect(problems).toEqual([]);
  });
}
