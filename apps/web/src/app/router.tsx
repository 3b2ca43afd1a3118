import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../features/admin/admin-routes';
import { AppLayout } from './layouts/app-layout';
import { NotFoundPage, RouteErrorPage } from './not-found-page';

/** Routes of spec section 2; each page is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // `/` (a new chat) and a chat's address `/c/<session_id>` (users and admins: reload,
        // Back and a pasted link open it again) are one page, so the chat stays mounted when a
        // new chat's first send moves it to its address.
        path: '/',
        lazy: async () => ({ Component: (await import('./home-route')).HomePage }),
        children: [{ index: true }, { path: 'c/:sessionId' }],
      },
      {
        // Where a GitHub or Google sign-in lands with its one-time code.
        path: 'oauth/complete',
        lazy: async () => ({
          Component: (await import('../features/auth/components/oauth-complete-page'))
            .OAuthCompletePage,
        }),
      },
      {
        path: 'settings/profiledash',
        lazy: async () => ({
          Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
        }),
      },
      {
        path: 'settings/plancard',
        lazy: async () => ({ Component: (await import('../features/plans/plans-page')).PlansPage }),
      },
      {
        // The built-in test checkout (no Stripe key): full width, like every other page.
        path: 'checkout/test',
        lazy: async () => ({
          Component: (await import('../features/checkout/test-checkout-page')).TestCheckoutPage,
        }),
      },
      {
        path: 'settings/:topic',
        lazy: async () => ({
          Component: (await import('../features/help/help-topic-page')).HelpTopicPage,
        }),
      },
      {
        // The Learn area (signed-in users): levels → subjects → lessons.
        path: 'learn',
        lazy: async () => ({ Component: (await import('../features/learn/learn-page')).LearnPage }),
      },
      // Any other address: the product's own "Page not found", inside the shell.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { ...adminRoutes, errorElement: <RouteErrorPage /> },
]);
