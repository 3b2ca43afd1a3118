import { constants, messages, paths } from '@prd/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, networkError, server } from '../../../test/server';
import { fakeFetch, renderAuthModal, sentBody } from '../test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STRONG = 'Str0ng!Passw0rd';

interface Form {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}

async function openSignUp(advanceTimers?: (ms: number) => void) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, advanceTimers });
  renderAuthModal('signUp');
  const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
  return { user, dialog };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: Form) {
  if (form.name) await user.type(screen.getByLabelText('Name'), form.name);
  if (form.email) await user.type(screen.getByLabelText('Email'), form.email);
  if (form.password) await user.type(screen.getByLabelText('Password'), form.password);
  if (form.confirm) await user.type(screen.getByLabelText('Confirm Password'), form.confirm);
  if (form.terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('Sign Up validation (spec section 5)', () => {
  it('an empty form shows every required message, one per field', async () => {
    const fetch = fakeFetch({ status: 200 });
    const { user } = await openSignUp();
    await fill(user, {});
    // The form validates on submit, which settles after the click: wait for its messages.
    await waitFor(() =>
      expect(alerts()).toEqual([
        messages.signUp.nameRequired,
        messages.signUp.emailRequired,
        messages.signUp.passwordRequired,
        messages.signUp.confirmRequired,
        messages.signUp.termsRequired,
      ]),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each<[string, Form, string]>([
    [
      'a malformed email',
      { email: 'ada@', password: STRONG, confirm: STRONG },
      messages.signUp.emailInvalid,
    ],
    [
      'a password without a special character',
      { email: 'ada@example.com', password: 'Passw0rdX', confirm: 'Passw0rdX' },
      messages.signUp.passwordCriteria,
    ],
    [
      'a password with a space',
      { email: 'ada@example.com', password: 'Str0ng! Pass', confirm: 'Str0ng! Pass' },
      messages.signUp.passwordCriteria,
    ],
    [
      'a different confirmation',
      { email: 'ada@example.com', password: STRONG, confirm: `${STRONG}x` },
      messages.signUp.passwordsMismatch,
    ],
  ])('%s → its message', async (_case, form, message) => {
    const fetch = fakeFetch({ status: 200 });
    const { user } = await openSignUp();
    await fill(user, { name: 'Ada', terms: true, ...form });
    await waitFor(() => expect(alerts()).toEqual([message]));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a name of spaces only is required', async () => {
    fakeFetch({ status: 200 });
    const { user } = await openSignUp();
    await fill(user, {
      name: '   ',
      email: 'ada@example.com',
      password: STRONG,
      confirm: STRONG,
      terms: true,
    });
    await waitFor(() => expect(alerts()).toEqual([messages.signUp.nameRequired]));
  });
});

describe('Sign Up strength meter (Weak / Medium at 60% / Strong at 100%)', () => {
  // Nothing answers which social sign-ins there are: it fails like a lost connection.
  beforeEach(() => server.use(http.get(paths.oauth.providers, networkError)));
  it.each([
    ['a', 'Weak'], // 20%
    ['aB', 'Weak'], // 40%
    ['aB1', 'Medium'], // 60%
    ['aB1!', 'Medium'], // 80%
    ['aB1!aaaa', 'Strong'], // 100%
  ])('%s → %s', async (password, label) => {
    const { user } = await openSignUp();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), password);
    expect(screen.getByText(/Password strength/)).toHaveTextContent(`Password strength: ${label}`);
  });
});

describe('Sign Up against the API', () => {
  it('sends trimmed name and email, shows "Registration successful!"; when the sign-in that follows fails, opens Sign In 2 s later', async () => {
    const fetch = fakeFetch({ status: 200, body: { message: messages.signUp.success } }, 'network');
    await import('./sign-in-modal'); // what the 2 s timer opens, loaded while timers are real
    const { dialog } = await openSignUp();
    // From here setTimeout is fake, so the 2 s are exact. Testing Library finds fake timers
    // through a `jest` global and then advances them itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({
      pointerEventsCheck: 0,
      delay: null,
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    await fill(user, {
      name: '  Ada',
      email: '  ada@example.com',
      password: STRONG,
      confirm: STRONG,
      terms: true,
    });
    // Let the fake fetch answer without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(within(dialog).getByRole('status')).toHaveTextContent(messages.signUp.success);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/auth/register');
    expect(sentBody(fetch)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: STRONG,
      confirmpassword: STRONG,
    });

    act(() => {
      vi.advanceTimersByTime(constants.registerModalCloseMs - 1);
    });
    expect(screen.getByTestId('current-modal')).toHaveTextContent('signUp');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('current-modal')).toHaveTextContent('signIn');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign Up' })).not.toBeInTheDocument();
    // The Sign In starts with the registered email; the password is next.
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    // The success toast was raised too.
    expect(screen.getByText(messages.signUp.success)).toBeInTheDocument();
  });

  it('the registered email is for the Sign In that follows only, not a later one', async () => {
    fakeFetch({ status: 200, body: { message: messages.signUp.success } }, 'network');
    const { user, dialog } = await openSignUp();
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      password: STRONG,
      confirm: STRONG,
      terms: true,
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.signUp.success);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('current-modal')).toHaveTextContent('none'));
    act(() => screen.getByTestId('open-sign-in').click());
    await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('signs the person in with the same credentials at once, then closes 2 s later (issue 25)', async () => {
    localStorage.clear();
    const fetch = fakeFetch(
      { status: 200, body: { message: messages.signUp.success } },
      { status: 200, body: { access_token: 'access-1', refresh_token: 'refresh-1' } },
    );
    const { dialog } = await openSignUp();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({
      pointerEventsCheck: 0,
      delay: null,
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      password: STRONG,
      confirm: STRONG,
      terms: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).getByRole('status')).toHaveTextContent(messages.signUp.success);
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/v1/auth/register',
      '/api/v1/auth/login',
    ]);
    expect(sentBody(fetch, 1)).toEqual({
      email: 'ada@example.com',
      password: STRONG,
      role: 'User',
    });
    // Signed in: the tokens are stored; the spec's toast says it, without a second one.
    expect(localStorage.getItem('user_access_token')).toBe('access-1');
    expect(localStorage.getItem('user_refresh_token')).toBe('refresh-1');
    // (In the dialog and as a toast.)
    expect(screen.getAllByText(messages.signUp.success)).toHaveLength(2);
    expect(screen.queryByText(messages.signIn.success)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(constants.registerModalCloseMs);
    });
    expect(screen.getByTestId('current-modal')).toHaveTextContent('none');
    localStorage.clear();
  });

  it('offers GitHub and Google above the form, like Sign In', async () => {
    fakeFetch({ status: 200, body: {} });
    const { dialog } = await openSignUp();
    const github = within(dialog).getByRole('button', { name: 'Continue with GitHub' });
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    expect(github).toBeEnabled();
    expect(google).toBeEnabled();
    const name = within(dialog).getByLabelText('Name');
    // Both come before the first field, in document order.
    expect(github.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(google.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    [409, { message: messages.signUp.emailTaken }],
    [429, { message: messages.general.tooManyRequests }],
  ])('a %i shows the server message', async (status, body) => {
    fakeFetch({ status, body });
    const { user } = await openSignUp();
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      password: STRONG,
      confirm: STRONG,
      terms: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it("a 422 puts the server's message under its field", async () => {
    const msg = 'Invalid email format.';
    fakeFetch({
      status: 422,
      body: { message: msg, detail: [{ loc: ['body', 'email'], msg, type: 'custom' }] },
    });
    const { user } = await openSignUp();
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      password: STRONG,
      confirm: STRONG,
      terms: true,
    });
    await waitFor(() => expect(alerts()).toEqual([msg]));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(msg);
  });
});
