import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard, stubLocation, type Reply } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const strong = 'N3w!Password';

async function openEditPassword(routes: Record<string, Reply> = {}, fakeTimers = false) {
  const api = fakeApi(routes);
  const view = renderDashboard('/settings/profiledash?tab=editPassword', { fakeTimers });
  const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
  const current = within(dialog).getByLabelText('Current password');
  const next = within(dialog).getByLabelText('New password');
  const confirm = within(dialog).getByLabelText('Confirm password');
  const fill = async (a: string, b: string, c: string) => {
    for (const [input, value] of [
      [current, a],
      [next, b],
      [confirm, c],
    ] as const) {
      await view.user.clear(input);
      if (value) await view.user.type(input, value);
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Update password' }));
  };
  /** The error shown under a field (its aria-describedby target). */
  const errorOf = (input: HTMLElement) => {
    const id = input.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { api, dialog, current, next, confirm, fill, errorOf, ...view };
}

describe('Edit Password', () => {
  it('has a show/hide toggle on each of the three fields', async () => {
    const { dialog, current, next, confirm, user } = await openEditPassword();
    for (const [input, label] of [
      [current, 'current password'],
      [next, 'new password'],
      [confirm, 'confirm password'],
    ] as const) {
      expect(input).toHaveAttribute('type', 'password');
      await user.click(within(dialog).getByRole('button', { name: `Show ${label}` }));
      expect(input).toHaveAttribute('type', 'text');
      await user.click(within(dialog).getByRole('button', { name: `Hide ${label}` }));
      expect(input).toHaveAttribute('type', 'password');
    }
  });

  it('requires all three fields', async () => {
    const { api, fill, errorOf, current, next, confirm } = await openEditPassword();
    await fill('', '', '');
    expect(errorOf(current)).toBe(messages.password.currentRequired);
    expect(errorOf(next)).toBe(messages.password.newRequired);
    expect(errorOf(confirm)).toBe(messages.password.confirmRequired);
    expect(api.find('POST', '/auth/update_password')).toHaveLength(0);
  });

  it.each([
    [
      'the new one equals the current one',
      strong,
      strong,
      strong,
      'next',
      messages.password.mustDiffer,
    ],
    [
      'the confirmation differs',
      'Old!Pass1',
      strong,
      `${strong}x`,
      'confirm',
      messages.password.mismatch,
    ],
    [
      'the new one misses the criteria',
      'Old!Pass1',
      'weakpass',
      'weakpass',
      'next',
      messages.signUp.passwordCriteria,
    ],
  ] as const)('refuses when %s', async (_, a, b, c, field, expected) => {
    const form = await openEditPassword();
    await form.fill(a, b, c);
    expect(form.errorOf(form[field])).toBe(expected);
    expect(form.api.find('POST', '/auth/update_password')).toHaveLength(0);
  });

  it('sends the three fields, says "Password updated successfully!" and reloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reload } = stubLocation();
    const form = await openEditPassword(
      { 'POST /auth/update_password': { body: { message: 'Password updated successfully' } } },
      true,
    );
    await form.fill('Old!Pass1', strong, strong);
    expect(await screen.findByText(messages.password.updatedSuccess)).toBeInTheDocument();
    expect(form.api.find('POST', '/auth/update_password')[0]?.body).toEqual({
      old_password: 'Old!Pass1',
      new_password: strong,
      confirm_password: strong,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/profiledash$/);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each<[string, Reply, string]>([
    [
      'a 203 shows the server message',
      { status: 203, body: { message: messages.password.wrongCurrent, code: 'SOFT_FAILURE' } },
      messages.password.wrongCurrent,
    ],
    [
      'a 203 without a message shows "Password update not successful"',
      { status: 203, body: {} },
      messages.password.notSuccessful,
    ],
    ['no answer shows "Error updating password"', 'network', messages.password.errorUpdating],
  ])('%s under the current password field', async (_, reply, expected) => {
    const { reload } = stubLocation();
    const form = await openEditPassword({ 'POST /auth/update_password': reply });
    await form.fill('Old!Pass1', strong, strong);
    await vi.waitFor(() => expect(form.errorOf(form.current)).toBe(expected));
    expect(form.errorOf(form.next)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([500, 422, 404])(
    'any other status (%i) says "Unexpected response from server"',
    async (status) => {
      const { reload } = stubLocation();
      const form = await openEditPassword({
        'POST /auth/update_password': { status, body: { message: 'Something else' } },
      });
      await form.fill('Old!Pass1', strong, strong);
      expect(await screen.findByText(messages.password.unexpectedResponse)).toBeInTheDocument();
      expect(form.errorOf(form.current)).toBeUndefined();
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
