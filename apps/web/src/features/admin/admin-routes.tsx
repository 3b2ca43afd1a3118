import type { RouteObject } from 'react-router';

/** One console page: its address under /admin, its nav label, and its lazily loaded screen. */
const page = (path: string, load: () => Promise<React.ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/**
 * The admin console (`/admin`): its own route tree beside the app's, so the root route's rule
 * (admin tokens cleared outside `#gernationPRD`) never touches it. Every page is its own chunk.
 */
export const adminRoutes: RouteObject = {
  path: 'admin',
  children: [
    page('login', async () => (await import('./admin-login-page')).AdminLoginPage),
    {
      lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
      children: [
        page('', async () => (await import('./pages/overview-page')).OverviewPage),
        page('users', async () => (await import('./pages/users-page')).UsersPage),
        page(
          'users/:userId',
          async () => (await import('./pages/user-detail-page')).UserDetailPage,
        ),
        page('chats', async () => (await import('./pages/chats-page')).ChatsPage),
        page('payments', async () => (await import('./pages/payments-page')).PaymentsPage),
        page(
          'subscriptions',
          async () => (await import('./pages/subscriptions-page')).SubscriptionsPage,
        ),
        page('ai-keys', async () => (await import('./pages/ai-keys-page')).AiKeysPage),
        page('audit-logs', async () => (await import('./pages/audit-logs-page')).AuditLogsPage),
        page('incidents', async () => (await import('./pages/incidents-page')).IncidentsPage),
        page('content', async () => (await import('./pages/content-pages-page')).ContentPagesPage),
        page(
          'deletion-requests',
          async () => (await import('./pages/deletion-requests-page')).DeletionRequestsPage,
        ),
        page('lessons', async () => (await import('./pages/lessons-page')).LessonsAdminPage),
        page('plans', async () => (await import('./pages/plans-page')).PlansAdminPage),
      ],
    },
  ],
};
