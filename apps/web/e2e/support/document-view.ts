import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_PREFIX, paths } from '@prd/contract';

/**
 * A PRD answer in the chat is a card (issue 26): "PRD version 0.N" with the document's title, a
 * "v0.N · <changes>" line and Open, which shows that version in the document view beside the
 * chat (a sheet on a phone). These helpers find the card and read the document it opens.
 */

/** The card of version `label` ("0.2") inside `scope` (an answer, or the conversation). */
export const versionCard = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: `PRD version ${label}`, exact: true });

/** Any version card inside `scope`. */
export const anyVersionCard = (scope: Locator) =>
  scope.getByRole('group', { name: /^PRD version 0\.\d+$/ });

/** The card's line: "v0.2 · 1 change: …" (or "v0.1" alone). */
export const cardLine = (card: Locator, label: string) =>
  card.getByText(new RegExp(`^v${label.replace('.', '\\.')}(?: · |$)`));

/**
 * The document view: the aside beside the chat on a wide screen, the sheet on a phone. Either
 * is found; the one that is on screen answers.
 */
export const documentView = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Document', exact: true })
    .or(page.getByRole('dialog', { name: 'Document', exact: true }));

/** The version the view shows, from its picker ("Version v0.2. Choose another version"). */
export const shownVersion = (view: Locator) =>
  view
    .getByRole('group', { name: 'Versions' })
    .getByRole('button', { name: /^Version v0\.\d+\. Choose another version$/ });

/**
 * Opens version `label` from its card (Open) and waits until the view shows it, with its text:
 * the view to read the document in.
 */
export async function openVersion(scope: Locator, page: Page, label: string): Promise<Locator> {
  const card = versionCard(scope, label);
  await card.getByRole('button', { name: `Open version ${label} beside the chat` }).click();
  const view = documentView(page);
  await expect(view).toBeVisible();
  await expect(shownVersion(view)).toHaveAccessibleName(
    new RegExp(`^Version v${label.replace('.', '\\.')}\\.`),
  );
  // The version's text is loaded once its sections are drawn.
  await expect(view.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 15_000 });
  return view;
}

/** Closes the view (the chat takes the room back; the phone's sheet goes). */
export async function closeView(page: Page): Promise<void> {
  const view = documentView(page);
  await view.getByRole('button', { name: 'Close document', exact: true }).click();
  await expect(view).toHaveCount(0);
}

/** A version's Markdown through the API (`get_version`), as the chat's owner (or an admin). */
export async function versionMarkdown(
  request: APIRequestContext,
  token: string,
  documentId: string,
  version: number,
): Promise<string> {
  const query = new URLSearchParams({ document_id: documentId, version: String(version) });
  const res = await request.get(`${API_PREFIX}${paths.documents.getVersion}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { version: { markdown: string } }).version.markdown;
}
