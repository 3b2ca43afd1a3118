import { messages, STORAGE_KEYS } from '@prd/contract';
import { shareText } from '@prd/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderShareDialog } from './share-dialog.test-harness';
import { ShareNotionDialog } from './share-notion-dialog';

const PRD = `# Checkout Redesign


## Goals

Make it **fast**.




- [x] Saved cards`;

const onOpenChange = vi.fn();

const setup = () => renderShareDialog(ShareNotionDialog, PRD, onOpenChange);

beforeEach(() => {
  toast.dismiss();
  onOpenChange.mockReset();
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('ShareNotionDialog', () => {
  it('names the workspace and previews the stripped, collapsed text read-only', () => {
    fakeApi({});
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleDescription(messages.share.notionSubtitle);
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    expect(content).toHaveAttribute('readonly');
    expect(content).toHaveValue(shareText(PRD));
    expect(content).toHaveValue('Checkout Redesign\n\nGoals\n\nMake it fast.\n\n- [x] Saved cards');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('requires a title that is not blank', async () => {
    const calls = fakeApi({});
    const { user, dialog, title, submit } = setup();
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Title is required');
    await user.type(title, '   ');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Title is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends { title, text }, shows "Submitting...", then toasts success and closes', async () => {
    let answer = (_: { body: unknown }) => {};
    const calls = fakeApi({
      'POST /notion/send_prd_to_notion': new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog, title, submit } = setup();
    await user.type(title, '  Checkout PRD ');
    await user.click(submit);

    const busy = within(dialog).getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/notion/send_prd_to_notion',
        body: { title: 'Checkout PRD', text: shareText(PRD) },
        auth: 'Bearer user-token',
      },
    ]);

    answer({ body: { message: 'ok' } });
    expect(await screen.findByText('PRD shared to Notion successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { message: 'Connect Notion first.', code: 'BAD_REQUEST' } },
      'Connect Notion first.',
    ],
    ['the fallback', { status: 500, body: {} }, 'Failed to send PRD to Notion'],
    [
      'the fallback for a missing endpoint',
      { status: 404, body: { message: 'Not found.' } },
      'Failed to send PRD to Notion',
    ],
    [
      'the fallback for a server failure',
      { status: 502, body: { message: 'Bad gateway' } },
      'Failed to send PRD to Notion',
    ],
  ])('keeps the dialog open and toasts %s on failure', async (_, reply, expected) => {
    fakeApi({ 'POST /notion/send_prd_to_notion': reply });
    const { user, dialog, title, submit } = setup();
    await user.type(title, 'Checkout PRD');
    await user.click(submit);
    expect(await screen.findByText(expected)).toBeVisible();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(title).toHaveValue('Checkout PRD');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const calls = fakeApi({});
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls).toEqual([]);
  });
});
