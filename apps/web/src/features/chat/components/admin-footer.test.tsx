import { API_PREFIX, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminFooter } from './admin-footer';

afterEach(() => vi.unstubAllGlobals());

function stubLocation(pathname: string) {
  const reload = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname, reload, assign });
  return { reload, assign };
}

describe('admin mode footer', () => {
  it('signs the admin out: logout with the admin token, tokens gone, the page loads again', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-a');
    localStorage.setItem(STORAGE_KEYS.adminRefreshToken, 'admin-r');
    const fetchMock = vi.fn(async () => new Response('{"message":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { reload } = stubLocation('/');
    render(
      <MemoryRouter initialEntries={['/#gernationPRD']}>
        <AdminFooter />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${API_PREFIX}/auth/logout`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-a');
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminRefreshToken)).toBeNull();
  });

  it("from a chat's address it goes to /#gernationPRD, even when logout fails", async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { assign } = stubLocation('/c/s1');
    render(
      <MemoryRouter>
        <AdminFooter />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/#gernationPRD'));
    expect(localStorage.getItem(STORAGE_KEYS.adminAccessToken)).toBeNull();
  });
});
