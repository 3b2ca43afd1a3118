import { messages } from '@prd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAuthModal, sentBody, type FakeAnswer } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const STRONG = 'Str0ng!Passw0rd';

async function openReset(token = 'reset-token-1') {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const view = renderAuthModal('resetPassword', { token, path: '/somewhere' });
  await screen.findByRole('dialog', { name: 'Reset Password' });
  return { user, ...view };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset Password validation (spec section 5)', () => {
  it.each([
    [STRONG, `${STRONG}!`, messages.resetPassword.passwordsMismatch],
    ['', '', messages.resetPassword.tooWeak],
    ['weakpassword', 'weakpassword', messages.resetPassword.tooWeak], // score 2
    ['Str0ngPassw0rd', 'Str0ngPassw0rd', messages.resetPassword.tooWeak], // score 4
    // "(" is a sign-up special but not one the reset score counts.
    ['Str0ng(Passw0rd', 'Str0ng(Passw0rd', messages.resetPassword.tooWeak],
  ])('%j / %j → %s', async (password, confirm, message) => {
    const fetch = fakeFetch({ status: 200 });
    const { user } = await openReset();
    await submit(user, password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Reset Password strength meter (score 0-5)', () => {
  it.each([
    ['a', 'Weak'], // 1
    ['aB', 'Moderate'], // 2
    ['aB1', 'Strong'], // 3
    ['aB1@', 'Strong'], // 4
    ['aB1@aaaa', 'Strong'], // 5
  ])('%s → %s', async (password, label) => {
    const { user } = await openReset();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), password);
    expect(screen.getByText(/Password strength/)).toHaveTextContent(`Password strength: ${label}`);
  });
});

describe('Reset Password against the API', () => {
  it('200 → / with showLoginPopup=true and the server message', async () => {
    const done = 'Your password has been reset. Please log in with your new password.';
    const fetch = fakeFetch({ status: 200, body: { message: done } });
    const { user, router } = await openReset('tok-42');
    await submit(user, STRONG, STRONG);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('showLoginPopup')).toBe('true');
    expect(params.get('successMessage')).toBe(done);
    expect(params.has('Errormessage')).toBe(false);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/auth/reset_password');
    expect(sentBody(fetch)).toEqual({ token: 'tok-42', password: STRONG, confirmpassword: STRONG });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, FakeAnswer, string]>([
    [
      '203',
      { status: 203, body: { message: messages.resetPassword.invalidToken } },
      messages.resetPassword.invalidToken,
    ],
    [
      '500',
      { status: 500, body: { message: messages.general.internal } },
      messages.general.internal,
    ],
    ['no answer', 'network', messages.general.networkFailure],
  ])('%s → / with showLoginPopup=false and Errormessage', async (_case, answer, message) => {
    fakeFetch(answer);
    const { user, router } = await openReset();
    await submit(user, STRONG, STRONG);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('showLoginPopup')).toBe('false');
    expect(params.get('Errormessage')).toBe(message);
    expect(params.has('successMessage')).toBe(false);
  });
});
