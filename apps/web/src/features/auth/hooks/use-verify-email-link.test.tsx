import { API_PREFIX, messages } from '@prd/contract';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { notify } from '../../../lib/toast';
import { useVerifyEmailLink } from './use-verify-email-link';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Probe() {
  useVerifyEmailLink();
  return <h1>Home</h1>;
}

/** The hook on `/`, under StrictMode (its effects run twice). */
function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: [entry],
  });
  render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return router;
}

/** fetch answering POST /auth/verify_email with `status` and `body`; returns the calls. */
function stubVerify(status: number, body: object) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const raw = typeof init?.body === 'string' ? init.body : 'null';
      calls.push({ url, body: JSON.parse(raw) as unknown });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('/?verify_email=… (the link of the verification email)', () => {
  it('takes the token out of the address, verifies once and toasts success', async () => {
    const success = vi.spyOn(notify, 'success');
    const calls = stubVerify(200, { message: messages.verifyEmail.verified });
    const router = renderAt('/?verify_email=tok_123&ref=mail#top');
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.verifyEmail.verified));
    const verifies = calls.filter((c) => c.url.endsWith(`${API_PREFIX}/auth/verify_email`));
    expect(verifies).toEqual([expect.objectContaining({ body: { token: 'tok_123' } })]);
  });

  it('toasts why a used or expired link does not work', async () => {
    const error = vi.spyOn(notify, 'error');
    stubVerify(400, { message: messages.verifyEmail.invalidLink, code: 'INVALID_LINK' });
    const router = renderAt('/?verify_email=spent');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(error).toHaveBeenCalledWith(messages.verifyEmail.invalidLink));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the parameter', async () => {
    const calls = stubVerify(200, {});
    const router = renderAt('/?ref=mail');
    await new Promise((r) => setTimeout(r, 0));
    expect(router.state.location.search).toBe('?ref=mail');
    expect(calls).toHaveLength(0);
  });
});
