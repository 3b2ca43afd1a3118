import { writeFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_PREFIX, messages, paths } from '@prd/contract';
import { markdownToDocx } from '@prd/documents/docx';
import sharp from 'sharp';

/** Sends a message through the API as the token's owner: the session id of the answer. */
export async function sendThroughApi(
  request: APIRequestContext,
  token: string,
  text: string,
  sessionId?: string,
): Promise<string> {
  const query = sessionId ? `?session_id=${sessionId}` : '';
  const res = await request.post(`${API_PREFIX}${paths.prd.uploadFiles}${query}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { user_input: text },
  });
  if (res.status() !== 200) throw new Error(`upload_files ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { session_id: string } }).data.session_id;
}

/** A real Word brief: the product's name, must-statements and a person. */
export async function writeBriefDocx(file: string): Promise<string> {
  const brief = [
    '# Product brief',
    '',
    'Product name: Orbit Ledger',
    '',
    'Orbit Ledger is a bookkeeping app for small agencies.',
    '',
    '- The app must reconcile bank transactions with invoices every night.',
    '- Finance leads need a monthly cash-flow report.',
    '- Owner: Priya Natarajan (Head of Finance).',
  ].join('\n');
  await writeFile(file, await markdownToDocx(brief));
  return file;
}

/** A PNG whose text OCR can read. */
export async function writeTextImage(file: string, text: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="160">
    <rect width="900" height="160" fill="#ffffff"/>
    <text x="30" y="95" font-family="Liberation Sans, Arial, sans-serif" font-size="40" fill="#000">${text}</text>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/**
 * The picture has loaded. Thumbnails load lazily, so it is scrolled into view first, as a reader
 * would; the chat may draw it again meanwhile (a visitor's chat is read back after each send and
 * its entries become the server's), so both steps are tried again together until it holds.
 */
export async function expectPictureLoaded(picture: Locator): Promise<void> {
  await expect(async () => {
    await picture.scrollIntoViewIfNeeded({ timeout: 2_000 });
    const width = await picture.evaluate((img: HTMLImageElement) =>
      img.complete ? img.naturalWidth : 0,
    );
    expect(width).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
}

export const messageBox = (page: Page) =>
  page.getByLabel(messages.chatBox.messageLabel, { exact: true });
export const conversation = (page: Page) =>
  page.getByRole('region', { name: messages.chat.conversation });
export const sidebar = (page: Page) => page.getByRole('region', { name: messages.sidebar.title });

const exactly = (...names: string[]) =>
  new RegExp(`^(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/**
 * The composer's button while a send runs: "Sending..." until the answer's session is known,
 * then Stop (or "Stopping...") while the answer is written.
 */
export const sendInProgress = (page: Page) =>
  page.getByRole('button', {
    name: exactly(messages.chatBox.sending, messages.chat.stop, messages.chat.stopping),
  });

/**
 * Waits until no answer is pending or streaming and Send is back. (Not "until Sending... is
 * gone": it becomes Stop as soon as the session is known, long before the answer is written.)
 */
export async function waitForAnswer(page: Page) {
  await expect(page.getByRole('button', { name: messages.chatBox.send, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(sendInProgress(page)).toHaveCount(0);
  await expect(conversation(page).getByText(messages.chat.generating)).toHaveCount(0);
  await expect(conversation(page).locator('[aria-busy="true"]')).toHaveCount(0);
}
