import { messages, STORAGE_KEYS } from '@prd/contract';
import { shareText } from '@prd/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTIONS,
  fakeApi,
  openShareForm,
  renderShareDialog,
  type Answer,
} from './share-dialog.test-harness';
import { ShareNotionDialog } from './share-notion-dialog';

const PRD = `# Checkout Redesign


## Goals

Make it **fast**.




- [x] Saved cards`;

const PAGES = 'GET /notion/pages';
const SEND = 'POST /notion/send_prd_to_notion';
const pages: Answer = {
  body: {
    results: [
      { id: 'p-1', title: 'Specs', url: null },
      { id: 'p-2', title: 'Team home', url: null },
    ],
    default_id: 'p-2',
  },
};
const onOpenChange = vi.fn();
const setup = (chatId: number | null = 42) =>
  openShareForm(ShareNotionDialog, PRD, onOpenChange, chatId);
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  toast.dismiss();
  onOpenChange.mockReset();
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('ShareNotionDialog', () => {
  it('a Submit pressed before the pages arrive asks for a page; the page chosen when they arrive clears it', async () => {
    let arrive: (answer: Answer) => void = () => {};
    const calls = fakeApi({ [PAGES]: () => new Promise<Answer>((resolve) => (arrive = resolve)) });
    const { dialog } = await setup();
    within(dialog).getByRole('button', { name: messages.share.submit }).click();
    expect(await within(dialog).findByText(messages.share.pageRequired)).toBeVisible();
    expect(posts(calls)).toEqual([]);
    arrive(pages);
    await waitFor(() =>
      expect(within(dialog).getByLabelText(messages.share.pageLabel)).toHaveValue('p-2'),
    );
    expect(within(dialog).queryByText(messages.share.pageRequired)).toBeNull();
  });

  it("fills the title from the PRD's heading and previews the stripped text read-only", async () => {
    fakeApi({ [PAGES]: pages });
    const { dialog, title } = await setup();
    expect(dialog).toHaveAccessibleDescription(messages.share.notionSubtitle);
    expect(title).toHaveValue('Checkout Redesign');
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    expect(content).toHaveAttribute('readonly');
    expect(content).toHaveValue(shareText(PRD));
    expect(content).toHaveValue('Checkout Redesign\n\nGoals\n\nMake it fast.\n\n- [x] Saved cards');
  });

  it('picks the page used last, and requires a title that is not blank', async () => {
    const calls = fakeApi({ [PAGES]: pages });
    const { user, dialog, title, submit } = await setup();
    const page = within(dialog).getByRole('combobox', { name: 'Publish under' });
    await waitFor(() => expect(page).toHaveValue('p-2'));
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Title is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([]);
  });

  it('sends { title, text, parent_id, chat_id }, then shows success with a link to the page', async () => {
    let answer = (_: Answer) => {};
    const calls = fakeApi({
      [PAGES]: pages,
      [SEND]: new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const { user, dialog, title, submit } = await setup();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Publish under' })).toHaveValue('p-2'),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Publish under' }),
      'p-1',
    );
    await user.clear(title);
    await user.type(title, '  Checkout PRD ');
    await user.click(submit);
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/notion/send_prd_to_notion',
        body: { title: 'Checkout PRD', text: shareText(PRD), parent_id: 'p-1', chat_id: 42 },
        auth: 'Bearer user-token',
      },
    ]);
    answer({
      body: { message: 'ok', page_id: 'n-1', url: 'https://www.notion.so/n1', updated: true },
    });
    expect(await screen.findAllByText('PRD shared to Notion successfully')).not.toHaveLength(0);
    const link = within(dialog).getByRole('link', { name: /Open the page/ });
    expect(link).toHaveAttribute('href', 'https://www.notion.so/n1');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(within(dialog).getByText(messages.share.updatedNotice)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [
      'the server message',
      { status: 409, body: { message: 'Notion is not connected.', code: 'NOT_CONNECTED' } },
      'Notion is not connected.',
    ],
    ['the fallback', { status: 500, body: {} }, 'Failed to send PRD to Notion'],
    [
      'the fallback for a server failure',
      { status: 502, body: { message: 'Bad gateway' } },
      'Failed to send PRD to Notion',
    ],
  ])('keeps the dialog open and toasts %s on failure', async (_, reply, expected) => {
    fakeApi({ [PAGES]: pages, [SEND]: reply });
    const { user, dialog, title, submit } = await setup();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Publish under' })).toHaveValue('p-2'),
    );
    await user.click(submit);
    expect(await screen.findByText(expected)).toBeVisible();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(title).toHaveValue('Checkout Redesign');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('leads to the Connecting tab when Notion is not connected, sending nothing', async () => {
    const calls = fakeApi({
      [CONNECTIONS]: { body: { connections: [], enabled: { notion: true, confluence: true } } },
    });
    const { user, dialog } = renderShareDialog(ShareNotionDialog, PRD, onOpenChange);
    expect(await within(dialog).findByText(messages.share.notConnected('Notion'))).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Connect Notion' }));
    expect(await screen.findByText('Connecting tab')).toBeVisible();
    expect(posts(calls)).toEqual([]);
  });

  it('says so when this server does not offer Notion', async () => {
    fakeApi({
      [CONNECTIONS]: { body: { connections: [], enabled: { notion: false, confluence: true } } },
    });
    const { dialog } = renderShareDialog(ShareNotionDialog, PRD, onOpenChange);
    expect(await within(dialog).findByText('Notion is not enabled on this server.')).toBeVisible();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('closes on Cancel without sending', async () => {
    const calls = fakeApi({ [PAGES]: pages });
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(posts(calls)).toEqual([]);
  });
});
