import { messages } from '@prd/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAuthModal, sentBody, type FakeAnswer } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

async function submit(email: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  renderAuthModal('forgotPassword');
  await screen.findByRole('dialog', { name: 'Forgot Password' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return user;
}

describe('Forgot Password validation', () => {
  it.each([
    ['', messages.forgotPassword.emailRequired],
    ['ada@nowhere', messages.forgotPassword.emailInvalid],
  ])('%j → %s', async (email, message) => {
    const fetch = fakeFetch({ status: 200 });
    await submit(email);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Forgot Password against the API (spec section 8)', () => {
  it('shows the success view, and "Go Back to Login" opens Sign In', async () => {
    const fetch = fakeFetch({ status: 200, body: { message: messages.forgotPassword.sent } });
    const user = await submit('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(messages.forgotPassword.sent);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/auth/forgot_password');
    expect(sentBody(fetch)).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.forgotPassword.backToLogin }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each<[string, FakeAnswer, string]>([
    [
      '422 with details → the first detail',
      {
        status: 422,
        body: {
          message: 'top',
          detail: [
            { loc: ['body', 'email'], msg: 'first detail', type: 'x' },
            { loc: ['body', 'email'], msg: 'second detail', type: 'x' },
          ],
        },
      },
      'first detail',
    ],
    ['422 without details', { status: 422, body: {} }, messages.general.validationFallback],
    ['203', { status: 203, body: { message: 'anything' } }, messages.forgotPassword.notRegistered],
    ['no answer', 'network', messages.general.networkFailure],
    ['500', { status: 500, body: { message: 'boom' } }, messages.general.unexpectedTryAgain],
    ['429', { status: 429, body: { message: 'slow down' } }, messages.general.unexpectedTryAgain],
  ])('%s → its message', async (_case, answer, message) => {
    fakeFetch(answer);
    await submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
