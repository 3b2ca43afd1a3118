import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from './support/api';
import { conversation, messageBox, waitForAnswer } from './support/chat';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 26: the chat's PRD is a document beside the chat (a sheet on a phone) with versions, a
// diff, Restore, Copy, Download and section edits. The built-in writer answers deterministically:
// the brief writes v0.1, "make FR-2 a must" v0.2.

test.setTimeout(150_000);

const BRIEF = [
  'Product name: ShiftSwap',
  '',
  'ShiftSwap lets hospital nurses swap shifts with colleagues.',
  '- Nurses must be able to post a shift they want to give away.',
  '- Colleagues should be able to accept a posted shift.',
  '- Ward managers must approve every swap before it counts.',
  '- The app must notify both nurses when a swap is approved.',
].join('\n');

const SIZES = [
  ['desktop', 1440, 900],
  ['phone', 390, 844],
] as const;
type Size = (typeof SIZES)[number][0];

async function send(page: Page, text: string) {
  // The chat's first paint waits for its lazy chunks: a busy machine may take a while.
  await expect(messageBox(page)).toBeEditable({ timeout: 30_000 });
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await waitForAnswer(page);
}

/** The newest version's Open in the chat (its card). */
const openLatest = (page: Page) =>
  conversation(page)
    .getByRole('button', { name: /^Open version 0\.\d+ beside the chat$/ })
    .last();

/** The document view: the aside beside the chat, or the phone's sheet (opened if need be). */
async function documentView(page: Page, size: Size): Promise<Locator> {
  if (size === 'desktop') {
    const aside = page.getByRole('complementary', { name: 'Document' });
    await expect(aside).toBeVisible();
    return aside;
  }
  const sheet = page.getByRole('dialog', { name: 'Document' });
  if (!(await sheet.isVisible())) await openLatest(page).click();
  await expect(sheet).toBeVisible();
  return sheet;
}

const picker = (view: Locator) => view.getByRole('group', { name: 'Versions' });
const shownVersion = (view: Locator) =>
  picker(view).getByRole('button', { name: /^Version v0\.\d+\. Choose another version$/ });

/** A signed-in person with a chat whose document has v0.1 and v0.2. */
async function twoVersions(
  page: Page,
  request: Parameters<typeof registerAndSignIn>[0],
  size: Size,
) {
  const [, width, height] = SIZES.find(([name]) => name === size)!;
  await page.setViewportSize({ width, height });
  const { tokens } = await registerAndSignIn(request, { name: 'Document Person' });
  await storeTokens(page, tokens);
  await page.goto('/');
  await send(page, BRIEF);
  await send(page, 'make FR-2 a must');
  const view = await documentView(page, size);
  await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.2\./);
  await expect(view.getByRole('heading', { level: 2 })).toContainText('ShiftSwap');
  return { view, tokens };
}

for (const [size] of SIZES) {
  test(`two versions, compare, restore (${size})`, async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    const { view } = await twoVersions(page, request, size);
    await expect(view.getByText('latest', { exact: true })).toBeVisible();
    await snap(page, `document-${size}-1-v0.2`);

    // Compare with previous: what v0.2 changed, said in words and signs, not colour alone.
    await view.getByRole('button', { name: 'Compare with previous' }).click();
    const diff = view.getByRole('region', { name: 'Changes from v0.1 to v0.2' });
    await expect(diff.getByRole('listitem').first()).toBeVisible();
    await expect(diff).toContainText('FR-2');
    await expect(diff).toContainText(/Changed|Added|Removed/);
    await snap(page, `document-${size}-2-compare`);
    await view.getByRole('button', { name: 'Compare with previous' }).click();
    await expect(diff).toHaveCount(0);

    // Back to v0.1, and Restore: a new version v0.3 equal to it, now the newest.
    await picker(view).getByRole('button', { name: 'Previous version, v0.1' }).click();
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.1\./);
    await expect(view.getByText('You are looking at v0.1; the newest is v0.2.')).toBeVisible();
    await snap(page, `document-${size}-3-older`);
    await view.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText(/Version 0\.1 was restored as version 0\.3/)).toBeVisible();
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.3\./);
    await expect(view.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    await shownVersion(view).click();
    const list = page.getByRole('dialog', { name: 'Versions' });
    await expect(list.getByRole('button')).toHaveCount(3);
    await expect(list.getByRole('button').first()).toContainText('Restored from v0.1');
    await snap(page, `document-${size}-4-restored`);
    await page.keyboard.press('Escape');

    // Restored v0.3 is v0.1 again: comparing with v0.2 shows FR-2 going back.
    await view.getByRole('button', { name: 'Compare with previous' }).click();
    await expect(
      view.getByRole('region', { name: 'Changes from v0.2 to v0.3' }).getByRole('listitem').first(),
    ).toBeVisible();

    // Close: the chat takes the room back. Beside the chat, a button opens the document again
    // (on the version it showed); the phone's sheet gives the focus back to the Open it came from.
    await view.getByRole('button', { name: 'Close document' }).click();
    await expect(view).toBeHidden();
    const reopen =
      size === 'desktop' ? page.getByRole('button', { name: 'Open document' }) : openLatest(page);
    await expect(reopen).toBeFocused();
    await snap(page, `document-${size}-5-closed`);
    await reopen.click();
    await expect(shownVersion(view)).toHaveAccessibleName(
      size === 'desktop' ? /^Version v0\.3\./ : /^Version v0\.2\./,
    );
    await expect(view.getByRole('heading', { level: 2 })).toBeFocused();
    expect(problems).toEqual([]);
  });
}

for (const [size] of SIZES) {
  test(`copy and download the version shown (${size})`, async ({ page, request, context }) => {
    const problems = await watchPageProblems(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { view } = await twoVersions(page, request, size);
    await picker(view).getByRole('button', { name: 'Previous version, v0.1' }).click();
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.1\./);

    // Copy as Markdown: the version shown, as Markdown.
    await view.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByText('v0.1 copied as Markdown.')).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# ShiftSwap/);
    expect(markdown).toContain('0.1');

    // Rich text: HTML for Docs and Notion, with the Markdown as its plain text.
    await view.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: /Copy as rich text/ }).click();
    await expect(page.getByText('v0.1 copied as rich text.')).toBeVisible();
    const rich = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const html = await (await item!.getType('text/html')).text();
      const plain = await (await item!.getType('text/plain')).text();
      return { types: item!.types, html, plain };
    });
    expect(rich.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    expect(rich.html).toContain('<h1>ShiftSwap');
    expect(rich.html).toMatch(/<h3>\d+\. Functional requirements<\/h3>/);
    expect(rich.html).not.toMatch(/<button|class=/);
    expect(rich.plain).toBe(markdown);

    // Download: each format of the version shown, named for the product and the version.
    const names: string[] = [];
    for (const format of ['Word (.docx)', 'Text (.txt)', 'Markdown (.md)']) {
      await view.getByRole('button', { name: 'Download' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('button', { name: new RegExp(`^${format.replace(/[().]/g, '\\$&')}`) })
          .click(),
      ]);
      names.push(download.suggestedFilename());
    }
    expect(names).toEqual([
      'ShiftSwap-PRD-v0.1.docx',
      'ShiftSwap-PRD-v0.1.txt',
      'ShiftSwap-PRD-v0.1.md',
    ]);
    await picker(view).getByRole('button', { name: 'Next version, v0.2' }).click();
    await view.getByRole('button', { name: 'Download' }).click();
    await snap(page, `document-${size}-6-download`);
    const [latest] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Word \(\.docx\)/ }).click(),
    ]);
    expect(latest.suggestedFilename()).toBe('ShiftSwap-PRD-v0.2.docx');

    // Share: the server offers both workspaces here; neither is connected, so the dialog says so.
    await view.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Notion' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share).toContainText(/Notion/);
    await snap(page, `document-${size}-7-share`);
    await share.getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
  });

  test(`edit a section from the document (${size})`, async ({ page, request }) => {
    const problems = await watchPageProblems(page);
    const [, width, height] = SIZES.find(([name]) => name === size)!;
    await page.setViewportSize({ width, height });
    const { tokens } = await registerAndSignIn(request, { name: 'Section Editor' });
    await storeTokens(page, tokens);
    await page.goto('/');
    await send(page, BRIEF);
    let view = await documentView(page, size);
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.1\./);

    // The section's menu: Edit this section…, aimed at one of its items.
    const requirements = view.getByRole('region', { name: /^\d+\. Functional requirements$/ });
    await requirements.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('button', { name: 'Edit this section…' }).click();
    const form = view.getByRole('form', { name: /^Edit “\d+\. Functional requirements”$/ });
    await expect(form.getByRole('textbox', { name: 'Instruction' })).toBeFocused();
    await form.getByRole('combobox', { name: 'What to change' }).selectOption('FR-2');
    await form.getByRole('textbox', { name: 'Instruction' }).fill('make FR-2 a must');
    await snap(page, `document-${size}-8-section-edit`);
    await form.getByRole('button', { name: 'Send edit' }).click();

    // The answer is written in the chat (a phone's sheet stays over it, saying so); the document
    // then shows the version it wrote.
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.2\./, { timeout: 60_000 });
    await expect(view.getByText('An answer is being written in the chat…')).toHaveCount(0);
    if (size === 'phone') await view.getByRole('button', { name: 'Close document' }).click();
    await waitForAnswer(page);
    await expect(conversation(page)).toContainText('make FR-2 a must');
    view = await documentView(page, size);
    await expect(shownVersion(view)).toHaveAccessibleName(/^Version v0\.2\./);
    await expect(view.getByText(/FR-2/).first()).toBeVisible();
    await snap(page, `document-${size}-9-section-edited`);

    // Text selected inside a section offers the same edit, aimed at the item selected.
    const statement = view
      .getByRole('region', { name: /^\d+\. Functional requirements$/ })
      .getByRole('heading', { name: /^FR-3: / });
    await statement.scrollIntoViewIfNeeded();
    await statement.click({ clickCount: 3 });
    await view.getByRole('button', { name: 'Edit this section…' }).click();
    const again = view.getByRole('form', { name: /Functional requirements/ });
    await expect(again.getByText('Selected text')).toBeVisible();
    await expect(again.getByRole('combobox', { name: 'What to change' })).toHaveValue('FR-3');
    await snap(page, `document-${size}-10-selection-edit`);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
