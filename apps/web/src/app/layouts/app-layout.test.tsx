import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthModalProvider, useAuthModal } from '../../lib/auth-modal';
import { makeStore } from '../store';
import { AppLayout } from './app-layout';

// The shell is under test, not the features it hosts.
vi.mock('../../features/account/account-menu', () => ({
  AccountMenu: () => <p>Account menu</p>,
}));
vi.mock('../../features/auth/auth-modals', () => ({
  AuthModals: () => <p data-testid="auth-modals" />,
}));

function OpenSignIn() {
  const { open } = useAuthModal();
  return (
    <button type="button" onClick={() => open('signIn')}>
      Sign in from page
    </button>
  );
}

function renderAt(path: string) {
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <Link to="/settings/plancard">Go to plans</Link>
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
            element: (
              <>
                {page('Plans')}
                <OpenSignIn />
              </>
            ),
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
    'shows the panel with the account menu and the phone top bar on %s',
    async (path) => {
      renderAt(path);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).getByText('Account menu')).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: /PRD Studio/ })).toHaveAttribute('href', '/');
      expect(openMenu()).toBeInTheDocument();
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
    expect(within(drawer).getByText('Account menu')).toBeInTheDocument();
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
    const router = renderAt('/settings/plancard');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: /PRD Studio/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Coming back to where it was opened does not reopen it.
    await user.click(screen.getByRole('link', { name: 'Go to plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openMenu()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when an authentication modal opens', async () => {
    renderAt('/settings/plancard');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    // Something behind the drawer (say the account menu's Log In) asks for the sign-in modal.
    screen.getByRole('button', { name: 'Sign in from page', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
