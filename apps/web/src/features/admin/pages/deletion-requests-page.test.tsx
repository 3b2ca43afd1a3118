import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, renderWithStore, signInAdmin, type Reply } from '../test/harness';
import { DeletionRequestsPage } from './deletion-requests-page';

const LIST = '/deletion/view_requests';
const USER = '0b9c3f3e-5d7a-4f2b-9a51-3a0c8f0d2e11';
const DELETE = `/deletion/delete_user/${USER}`;

const request = (over: Record<string, unknown> = {}) => ({
  id: 3,
  user_id: USER,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  reason: 'Too many emails',
  status: 'pending',
  created_at: '2026-03-04T10:00:00.000Z',
  decided_at: null,
  ...over,
});

function setup(routes: Record<string, Reply> = {}, url = '/admin/deletion-requests') {
  const api = fakeApi({ [`GET ${LIST}`]: { body: paged([request()], 2) }, ...routes });
  return { api, ...renderWithStore(<DeletionRequestsPage />, url) };
}

const original = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

beforeEach(signInAdmin);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const [name, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

describe('DeletionRequestsPage', () => {
  it('sends the status, email and page filters', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await waitFor(() =>
      expect(api.find('GET', LIST).at(-1)!.search.get('email')).toBe('ada@example.com'),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      const q = api.find('GET', LIST).at(-1)!.search;
      expect([q.get('status'), q.get('email'), q.get('page')]).toEqual([
        'pending',
        'ada@example.com',
        '2',
      ]);
    });
  });

  it('approves only once the email is typed, then follows the request until approved', async () => {
    let deleted = false;
    let reads = 0;
    const api = fakeApi({
      [`GET ${LIST}`]: () => {
        if (!deleted) return { body: paged([request()]) };
        reads += 1;
        return { body: paged([request({ status: reads < 2 ? 'processing' : 'approved' })]) };
      },
      [`DELETE ${DELETE}`]: () => {
        deleted = true;
        return {
          status: 202,
          body: { message: 'The account is being deleted.', request_id: 3, status: 'processing' },
        };
      },
    });
    const { user } = renderWithStore(<DeletionRequestsPage />, '/admin/deletion-requests');
    await user.click(
      await screen.findByRole('button', { name: 'Approve the deletion of ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.co');
    expect(confirm).toBeDisabled();
    expect(api.find('DELETE', DELETE)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/to confirm/), 'm');
    await user.click(confirm);
    await waitFor(() => expect(api.find('DELETE', DELETE)).toHaveLength(1));
    expect(await screen.findByText('The account is being deleted.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Processing')).toBeInTheDocument();
    expect(await within(table).findByText('Approved', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com has been deleted.');
  });

  it('shows the server message when the deletion is refused', async () => {
    const { user } = setup({
      [`DELETE ${DELETE}`]: { status: 404, body: { message: 'User not found.' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Approve the deletion of ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found.');
  });

  it('rejects a request after confirming', async () => {
    const { api, user } = setup({
      'POST /deletion/reject_request/3': { body: { message: 'Deletion request rejected' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reject the deletion request of ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(api.find('POST', '/deletion/reject_request/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports the person’s data as a JSON file', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = setup({
      [`GET /admin/users/${USER}/export`]: { body: { profile: { email: 'ada@example.com' } } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Export the data of ada@example.com' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(api.find('GET', `/admin/users/${USER}/export`)).toHaveLength(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created.mock.calls[0]![0]);
    });
    expect(JSON.parse(text)).toEqual({ profile: { email: 'ada@example.com' } });
  });
});
