import { API_PREFIX, STORAGE_KEYS } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthModalProvider, useAuthModal } from '../../lib/auth-modal';
import { makeStore } from '../store';
import { AppLayout } from './app-layout';

// The shell is under test, not the features it hosts.
vi.mock('../../features/account/account-menu', () => ({
  AccountMenu: ({ layout = 'panel' }: { layout?: string }) => (
    <p>{layout === 'panel' ? 'Account menu' : `Account menu (${layout})`}</p>
  ),
}));
vi.mock('../../features/auth/auth-modals', () => ({
  AuthModals: function AuthModals() {
    // A stand-in sign-in: stores the token and closes the modal, as a successful login does.
    const { modal, close } = useAuthModal();
    return (
      <div data-testid="auth-modals">
        {modal === 'signIn' && (
          <button
            type="button"
            onClick={() => {
              localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
              close();
            }}
          >
            Finish sign in
          </button>
        )}
      </div>
    );
  },
}));

/** The API behind the signed-in sidebar: three past chats and 7 uploads left. */
function stubApi() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const path = url.pathname.slice(API_PREFIX.length);
      const body =
        path === '/prd_chat_history/get_chat_history'
          ? {
              sessions: ['a', 'b', 'c'].map((id) => ({ session_id: id, messages: [`Chat ${id}`] })),
            }
          : path === '/user/get_user_uploads'
            ? { remaining_uploads: 7 }
            : { message: 'Not found.' };
      return new Response(JSON.stringify(body), {
        status: 'message' in body ? 404 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function OpenSignIn() {
  const { open } = useAuthModal();
  return (
    <button type="button" onClick={() => open('signIn')}>
      Sign in from page
    </button>
  );
}

function renderAt(path: string) {
  stubApi();
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <Link to="/settings/plancard">Go to plans</Link>
      <OpenSignIn />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: page('Home') },
          { path: 'settings/profiledash', element: page('Dashboard') },
          {
            path: 'settings/plancard',
            element: page('Plans'),
          },
          { path: 'settings/:topic', element: page('Help topic') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </Provider>,
  );
  return router;
}

const openMenu = () => screen.getByRole('button', { name: 'Open menu' });

describe('AppLayout', () => {
  it.each(['/', '/settings/profiledash', '/settings/plancard'])(
    'a visitor on %s gets one top bar (brand, Log In) and no side panel or drawer',
    async (path) => {
      renderAt(path);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(screen.getByRole('banner')).getByRole('navigation')).toBe(nav);
      expect(within(nav).getByText('Account menu (bar)')).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: /PRD Studio/ })).toHaveAttribute('href', '/');
      expect(screen.getAllByRole('navigation')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    },
  );

  it('uses the full width elsewhere: no panel, no top bar', async () => {
    renderAt('/settings/some-topic');
    expect(await screen.findByRole('heading', { name: 'Help topic' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByText('Account menu')).toBeNull();
  });

  it('renders the authentication modals once, with or without the panel', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.getAllByTestId('auth-modals')).toHaveLength(1);
  });

  it('offers a skip link to the main content first', async () => {
    renderAt('/settings/plancard');
    await screen.findByRole('heading', { name: 'Plans' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.tab();
    expect(skip).toHaveFocus();
  });

  it('opens the drawer from the top bar, traps focus in it and closes on Escape', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    renderAt('/settings/profiledash');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // Radix hides everything behind the drawer from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await within(drawer).findByText('Account menu')).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openMenu()).toHaveFocus();
  });

  it('closes the drawer on navigation', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    const router = renderAt('/settings/plancard');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(
      await within(drawer).findByRole('button', { name: 'Generate New chat', hidden: true }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Coming back to where it was opened does not reopen it.
    await user.click(screen.getByRole('link', { name: 'Go to plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openMenu()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when an authentication modal opens', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    renderAt('/settings/plancard');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // Something behind the drawer (say the account menu's Log In) asks for the sign-in modal.
    screen.getByRole('button', { name: 'Sign in from page', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('signed in', () => {
    const signIn = () => localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');

    it.each(['/', '/settings/profiledash', '/settings/plancard'])(
      'the panel on %s is the chat sidebar with the account menu at its bottom',
      async (path) => {
        signIn();
        renderAt(path);
        const nav = await screen.findByRole('navigation', { name: 'Main' });
        const sidebar = await within(nav).findByRole('region', { name: 'Document Generator' });
        expect(sidebar).toHaveStyle({ width: '310px' });
        expect(await within(sidebar).findByRole('link', { name: 'Chat a' })).toBeInTheDocument();
        expect(within(sidebar).getByText('Account menu')).toBeInTheDocument();
        expect(within(sidebar).getByRole('button', { name: 'Generate New chat' })).toBeVisible();
        expect(within(nav).queryByRole('link', { name: /PRD Studio/ })).toBeNull();
        expect(screen.getByRole('main')).toBeInTheDocument();
      },
    );

    it('keeps the remaining-uploads counter in the phone top bar, outside the drawer', async () => {
      signIn();
      renderAt('/');
      const bar = screen.getByRole('banner');
      const badge = await within(bar).findByTestId('uploads-badge');
      await waitFor(() => expect(badge).toHaveTextContent('Remaining Uploads7'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('has no panel off the panel paths', async () => {
      signIn();
      renderAt('/settings/some-topic');
      expect(await screen.findByRole('heading', { name: 'Help topic' })).toBeVisible();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Document Generator' })).toBeNull();
    });

    it('collapses the column to a rail with an expand button, and back', async () => {
      signIn();
      renderAt('/');
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(await within(nav).findByRole('button', { name: 'Collapse sidebar' }));
      const expand = within(nav).getByRole('button', { name: 'Expand sidebar' });
      expect(expand).toHaveAttribute('aria-expanded', 'false');
      expect(within(nav).getByRole('region', { name: 'Document Generator' })).not.toHaveStyle({
        width: '310px',
      });
      // The rail keeps New chat and the account menu as named icons with tooltips.
      const rail = within(nav).getByRole('region', { name: 'Document Generator' });
      const newChat = within(rail).getByRole('button', { name: 'Generate New chat' });
      expect(newChat).toBeVisible();
      expect(newChat.parentElement).toHaveTextContent('Generate New chat');
      expect(within(rail).getByText('Account menu (rail)')).toBeVisible();
      expect(within(rail).getByText('Account menu')).not.toBeVisible();
      expect(within(rail).queryByRole('link', { name: 'Chat a' })).toBeNull();
      await user.click(expand);
      expect(within(nav).getByRole('button', { name: 'Generate New chat' })).toBeVisible();
    });

    it('switches to the sidebar when the sign-in modal closes signed in', async () => {
      renderAt('/');
      const bar = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(bar).getByRole('link', { name: /PRD Studio/ })).toBeInTheDocument();
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(screen.getByRole('button', { name: 'Sign in from page' }));
      await user.click(screen.getByRole('button', { name: 'Finish sign in' }));
      const navs = await screen.findAllByRole('navigation', { name: 'Main' });
      const nav = navs.at(-1)!;
      expect(
        await within(nav).findByRole('heading', { name: 'Document Generator' }),
      ).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: /PRD Studio/ })).toBeNull();
    });

    it('puts the sidebar in the phone drawer, which closes when a chat is picked', async () => {
      signIn();
      renderAt('/');
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(await screen.findByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(
        await within(drawer).findByRole('heading', { name: 'Document Generator' }),
      ).toBeInTheDocument();
      expect(within(drawer).queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
      expect(within(drawer).getByText('Account menu')).toBeInTheDocument();
      await user.click(await within(drawer).findByRole('link', { name: 'Chat b' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('admin mode with an admin token: the sidebar without toggle or account menu', async () => {
      localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-token');
      renderAt('/#gernationPRD');
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(await within(nav).findByRole('link', { name: 'Chat a' })).toBeInTheDocument();
      expect(within(nav).queryByRole('button', { name: /sidebar/ })).toBeNull();
      expect(screen.queryByText('Account menu')).toBeNull();
    });

    it('admin mode without any token keeps the visitor bar', async () => {
      renderAt('/#gernationPRD');
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: /PRD Studio/ })).toBeInTheDocument();
      expect(within(nav).queryByRole('heading', { name: 'Document Generator' })).toBeNull();
    });
  });
});
