import { messages, STORAGE_KEYS } from '@prd/contract';
import { shareText } from '@prd/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, openShareForm, type Answer } from './share-dialog.test-harness';
import { ShareWikiDialog } from './share-wiki-dialog';

const SPACES = 'GET /confluence/confluence_spaces';
const CREATE = 'POST /confluence/create-prd-page';
const spaces = {
  body: {
    results: [
      { id: '101', key: 'ENG', name: 'Engineering' },
      { id: 102, key: 'PM', name: 'Product' },
    ],
  },
};

const PRD = '# Payments PRD\n\n\n\nSupport **refunds** and [Stripe](https://stripe.com).';
const onOpenChange = vi.fn();

async function setup() {
  const opened = await openShareForm(ShareWikiDialog, PRD, onOpenChange, 7);
  return {
    ...opened,
    space: within(opened.dialog).getByRole('combobox', { name: 'Select Space' }),
  };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  toast.dismiss();
  onOpenChange.mockReset();
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('ShareWikiDialog', () => {
  it('loads the spaces on open: disabled while loading, placeholder first, then key - name', async () => {
    let answer = (_: Answer) => {};
    const calls = fakeApi({ [SPACES]: new Promise<Answer>((resolve) => (answer = resolve)) });
    const { dialog, space } = await setup();
    expect(dialog).toHaveAccessibleDescription(messages.share.confluenceSubtitle);
    expect(space).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading spaces...');
    expect(optionTexts(space)).toEqual(['-- Select a Space --']);

    answer(spaces);
    await waitFor(() => expect(space).toBeEnabled());
    expect(optionTexts(space)).toEqual([
      '-- Select a Space --',
      'ENG - Engineering',
      'PM - Product',
    ]);
    expect(space).toHaveValue('');
    expect(within(space).getAllByRole('option')[0]).toHaveValue('');
    expect(calls.filter((c) => c.path === '/confluence/confluence_spaces')).toEqual([
      {
        method: 'GET',
        path: '/confluence/confluence_spaces',
        body: undefined,
        auth: 'Bearer user-token',
      },
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue(
      'Payments PRD\n\nSupport refunds and Stripe.',
    );
  });

  it('requires a title and a space', async () => {
    const calls = fakeApi({ [SPACES]: spaces });
    const { user, dialog, title, space, submit } = await setup();
    await waitFor(() => expect(space).toBeEnabled());
    await user.click(submit);
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please select a space']);
    await user.clear(title);
    await user.click(submit);
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Title is required', 'Please select a space']);
    expect(space).toHaveAttribute('aria-invalid', 'true');

    await user.type(title, 'Payments');
    await user.click(submit);
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Please select a space']);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('publishes { title, prd_data, space_key, chat_id }, toasts success and links the page', async () => {
    const calls = fakeApi({
      [SPACES]: spaces,
      [CREATE]: {
        body: {
          message: 'ok',
          page_id: '1001',
          url: 'https://acme.atlassian.net/wiki/spaces/PM/pages/1001',
          updated: false,
        },
      },
    });
    const { user, dialog, title, space, submit } = await setup();
    await waitFor(() => expect(space).toBeEnabled());
    expect(title).toHaveValue('Payments PRD');
    await user.selectOptions(space, 'PM');
    await user.click(submit);
    expect(await screen.findAllByText('PRD shared to Confluence successfully')).not.toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: /Open the page/ })).toHaveAttribute(
      'href',
      'https://acme.atlassian.net/wiki/spaces/PM/pages/1001',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/confluence/create-prd-page',
        body: { title: 'Payments PRD', prd_data: shareText(PRD), space_key: 'PM', chat_id: 7 },
        auth: 'Bearer user-token',
      },
    ]);
  });

  it('keeps the dialog open and toasts the error when publishing fails', async () => {
    fakeApi({
      [SPACES]: spaces,
      [CREATE]: {
        status: 403,
        body: { message: 'You cannot write to this space.', code: 'FORBIDDEN' },
      },
    });
    const { user, dialog, space, submit } = await setup();
    await waitFor(() => expect(space).toBeEnabled());
    await user.selectOptions(space, 'ENG');
    await user.click(submit);
    expect(await screen.findByText('You cannot write to this space.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(space).toHaveValue('ENG');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('toasts the fallback when publishing fails without a message', async () => {
    fakeApi({ [SPACES]: spaces, [CREATE]: { status: 502, body: {} } });
    const { user, space, submit } = await setup();
    await waitFor(() => expect(space).toBeEnabled());
    await user.selectOptions(space, 'ENG');
    await user.click(submit);
    expect(await screen.findByText('Failed to send PRD to Confluence')).toBeVisible();
  });

  it('says why the spaces did not load, stays usable and can try again', async () => {
    let spacesReply: Answer = { status: 404, body: { message: 'Not found.' } };
    const calls = fakeApi({ [SPACES]: () => spacesReply });
    const { user, dialog, space, submit } = await setup();
    expect(
      await within(dialog).findByText('Could not load your Confluence spaces: Not found.'),
    ).toBeVisible();
    expect(space).toBeEnabled();
    expect(optionTexts(space)).toEqual(['-- Select a Space --']);

    await user.click(submit);
    expect(within(dialog).getByText('Please select a space')).toBeVisible();

    spacesReply = spaces;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(optionTexts(space)).toHaveLength(3));
    expect(calls.filter((c) => c.path === '/confluence/confluence_spaces')).toHaveLength(2);
    expect(within(dialog).queryByText(/Could not load/)).toBeNull();
  });

  it('says so when there are no spaces', async () => {
    fakeApi({ [SPACES]: { body: { results: [] } } });
    const { dialog } = await setup();
    expect(await within(dialog).findByText(messages.share.noSpaces)).toBeVisible();
  });
});
