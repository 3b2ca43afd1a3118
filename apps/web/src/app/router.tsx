import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layouts/app-layout';
import { NotFoundPage, RouteErrorPage } from './not-found-page';

/** Routes of spec section 2; each page is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./home-route')).HomePage }),
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
        path: 'settings/:topic',
        lazy: async () => ({
          Component: (await import('../features/help/help-topic-page')).HelpTopicPage,
        }),
      },
      // Any other address: the product's own "Page not found", inside the shell.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
