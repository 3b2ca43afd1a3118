import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fakeFetchWith, renderAuthModal, type FakeAnswer } from '../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = (name: string) =>
  screen.findByRole('button', { name: messages.authForms.continueWith(name) });

/** window.location with an observable assign (jsdom cannot navigate). */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { origin: 'http://localhost', href: 'http://localhost/', assign });
  return assign;
}

/** A fetch answer that waits until released, so the in-between state can be seen. */
function heldFetch(answer: { status: number; body: unknown }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      // The providers lookup answers at once: every provider offered.
      if (String(url).endsWith('/OAuth/auth/providers')) {
        return Response.json({ github: true, google: true });
      }
      await gate;
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return { calls, release: () => release() };
}

describe('which social sign-ins the server offers', () => {
  it.each(['signIn', 'signUp'] as const)(
    '%s: a provider not offered is disabled with a visible note; the other works',
    async (modal) => {
      const fetch = fakeFetchWith({ status: 200, body: { github: false, google: true } });
      renderAuthModal(modal);
      const note = messages.signIn.socialNotEnabled('GitHub');
      expect(await screen.findByText(note)).toBeVisible();
      const github = await button('GitHub');
      expect(github).toBeDisabled();
      expect(github).toHaveAccessibleDescription(note);
      expect(await button('Google')).toBeEnabled();
      expect(screen.queryByText(messages.signIn.socialNotEnabled('Google'))).toBeNull();
      expect(fetch.providersLookup).toHaveBeenCalledTimes(1);
      expect(String(fetch.providersLookup.mock.calls[0]![0])).toBe('/api/v1/OAuth/auth/providers');
    },
  );

  it.each<[string, FakeAnswer]>([
    ['fails', { status: 500, body: { message: 'Boom', code: 'INTERNAL' } }],
    ['gets no answer', 'network'],
  ])('keeps both buttons usable when the lookup %s', async (_, answer) => {
    fakeFetchWith(answer);
    renderAuthModal('signIn');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(await button('GitHub')).toBeEnabled();
    expect(await button('Google')).toBeEnabled();
    expect(screen.queryByText(/is not enabled on this server/)).toBeNull();
  });

  it('asks once for Sign In and the Sign Up that follows', async () => {
    const fetch = fakeFetch({ status: 200, body: {} });
    renderAuthModal('signIn');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await button('GitHub');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(signUp).getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
    expect(within(signUp).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(fetch.providersLookup).toHaveBeenCalledTimes(1);
  });
});

describe('starting a social sign-in', () => {
  it("a 501 NOT_ENABLED alerts the server's message", async () => {
    const text = messages.signIn.socialNotEnabled('Google');
    fakeFetch({ status: 501, body: { message: text, code: 'NOT_ENABLED' } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAuthModal('signIn');
    await userEvent.click(await button('Google'));
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(text));
  });

  it('any other refusal alerts "Failed to login with …", not the server\'s words', async () => {
    fakeFetch({ status: 500, body: { message: 'Something broke inside', code: 'INTERNAL' } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAuthModal('signUp');
    await userEvent.click(await button('GitHub'));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledExactlyOnceWith(messages.signIn.socialFailed('GitHub')),
    );
    // Usable again afterwards.
    expect(await button('GitHub')).toBeEnabled();
    expect(await button('Google')).toBeEnabled();
  });

  it('disables both buttons while one redirects, then goes to login_url', async () => {
    const assign = stubLocation();
    const held = heldFetch({ status: 200, body: { login_url: 'https://github.com/login/x?y=1' } });
    renderAuthModal('signUp');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const github = await button('GitHub');
    await waitFor(() => expect(held.calls).toHaveLength(1)); // the lookup
    await user.click(github);
    await waitFor(() => expect(github).toBeDisabled());
    expect(github).toHaveAttribute('aria-busy', 'true');
    expect(await button('Google')).toBeDisabled();
    expect(held.calls.at(-1)).toBe('/api/v1/OAuth/auth/github_login');
    held.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://github.com/login/x?y=1'));
  });
});
