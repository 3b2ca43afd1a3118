import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { conversation, messageBox, sidebar, waitForAnswer } from './support/chat';
import {
  anyVersionCard,
  cardLine,
  closeView,
  openVersion,
  versionCard,
} from './support/document-view';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 12: only a new PRD version uses an upload. A draft and a revision move the counter; a
// thank-you is answered in the chat, free, without the actions meant for PRDs. Runs against the
// built-in writer (no AI provider configured).

test.setTimeout(120_000);

const answers = (page: Page) => conversation(page).locator('article:has(h3:text-is("Assistant"))');
/** The answer's version card ("PRD version 0.2", its line "v0.2 · 1 change: …"). */
const versionBadge = (answer: Locator, n: number) =>
  cardLine(versionCard(answer, `0.${n}`), `0.${n}`);
const counter = (page: Page) =>
  sidebar(page).getByRole('link', { name: new RegExp(messages.sidebar.remainingUploads) });
const actionsOf = (page: Page, n: number) =>
  answers(page).nth(n).getByRole('group', { name: messages.messageActions.group });

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await waitForAnswer(page);
}

test('a draft and a revision use uploads; a thank-you is a free answer', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Reply Kinds' });
  await storeTokens(page, tokens);
  await page.goto('/');
  await expect(counter(page)).toContainText('5');

  await say(
    page,
    [
      'Product name: Parkly',
      '',
      'Parkly is a parking spot booking app.',
      '- Drivers must be able to book a spot for up to 2 hours.',
      '- Owners must be paid every week.',
    ].join('\n'),
  );
  await expect(answers(page)).toHaveCount(1);
  const draft = answers(page).first();
  // A PRD answer is its version's card: the document's title and "v0.1".
  await expect(versionCard(draft, '0.1')).toContainText('Parkly');
  await expect(versionBadge(draft, 1)).toBeVisible();
  await expect(draft.getByText(messages.chat.builtInLabel)).toBeVisible();
  // Users cannot connect a provider: only admins are asked to.
  await expect(page.getByText(messages.chat.connectProvider)).toHaveCount(0);
  await expect(actionsOf(page, 0)).toBeVisible();
  await expect(counter(page)).toContainText('4');
  // The document itself (opened from the card) says nothing about its writer.
  const first = await openVersion(draft, page, '0.1');
  await expect(first).toContainText('Parkly');
  await expect(first).toContainText('2 hours');
  await expect(first).not.toContainText('Drafted offline');
  await closeView(page);

  await say(page, 'thanks!');
  await expect(answers(page)).toHaveCount(2);
  const thanks = answers(page).nth(1);
  await expect(thanks).not.toContainText('Product Requirements Document');
  await expect(actionsOf(page, 1)).toHaveCount(0);
  await expect(anyVersionCard(thanks)).toHaveCount(0);
  await expect(thanks.getByText(/Version \d|v0\.\d/)).toHaveCount(0);
  await snap(page, 'reply-kinds-01-thanks');
  // Reloaded after the send: still 4.
  await expect(counter(page)).toContainText('4');

  await say(page, 'Change the booking limit from 2 hours to 3 hours.');
  await expect(answers(page)).toHaveCount(3);
  const revision = answers(page).nth(2);
  await expect(versionBadge(revision, 2)).toBeVisible();
  // The card says what changed; the version itself has the new limit.
  await expect(versionBadge(revision, 2)).toContainText(/\d+ changes?:/);
  await expect(actionsOf(page, 2)).toBeVisible();
  await expect(counter(page)).toContainText('3');
  const second = await openVersion(revision, page, '0.2');
  await expect(
    second.getByRole('heading', { name: 'Changes in this version', level: 3 }),
  ).toBeVisible();
  await expect(second).toContainText('Drivers must be able to book a spot for up to 3 hours.');
  await expect(second).not.toContainText('Drivers must be able to book a spot for up to 2 hours.');
  await snap(page, 'reply-kinds-02-revision');
  await closeView(page);

  // After a reload the chat shows the same kinds from the stored messages.
  await page.reload();
  await sidebar(page)
    .getByRole('link', { name: /Parkly/ })
    .first()
    .click();
  await expect(answers(page)).toHaveCount(3);
  await expect(actionsOf(page, 1)).toHaveCount(0);
  await expect(versionBadge(answers(page).nth(2), 2)).toBeVisible();
  expect(problems).toEqual([]);
});
