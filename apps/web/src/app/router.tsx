import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layouts/app-layout';

/** Routes of spec section 2; each page is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
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
    ],
  },
]);
