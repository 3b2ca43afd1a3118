import { messages } from '@prd/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage, RouteErrorPage } from './not-found-page';

function renderAt(path: string, withCatchAll = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <h1>New chat</h1> },
          ...(withCatchAll ? [{ path: '*', element: <NotFoundPage /> }] : []),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('an unknown address', () => {
  it.each([true, false])(
    'shows the product\'s "Page not found" with a link to a new chat (catch-all: %s)',
    async (withCatchAll) => {
      const router = renderAt('/no/such/page', withCatchAll);
      expect(
        await screen.findByRole('heading', { name: messages.notFoundPage.title }),
      ).toBeVisible();
      expect(screen.queryByText(/Hey developer/)).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: messages.notFoundPage.newChat }));
      expect(router.state.location.pathname).toBe('/');
      expect(await screen.findByRole('heading', { name: 'New chat' })).toBeVisible();
    },
  );
});
