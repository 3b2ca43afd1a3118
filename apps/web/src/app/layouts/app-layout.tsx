import { Outlet, useLocation } from 'react-router';
import { AccountMenu } from '../../features/account/account-menu';
import { AuthModals } from '../../features/auth/auth-modals';

/** The left navigation panel shows only on these paths; elsewhere pages use the full width. */
export const PANEL_PATHS = ['/', '/settings/profiledash', '/settings/plancard'];

export function AppLayout() {
  const { pathname } = useLocation();
  const withPanel = PANEL_PATHS.includes(pathname);
  return (
    <div className="flex min-h-full">
      {withPanel && (
        <nav
          aria-label="Main"
          className="sticky top-0 flex h-screen w-64 shrink-0 flex-col border-r border-line bg-surface max-md:hidden"
        >
          <a href="/" className="flex items-center gap-2 px-5 py-5 text-lg font-bold text-ink">
            <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white">
              P
            </span>
            PRD Studio
          </a>
          <div className="flex-1" />
          <div className="border-t border-line p-3">
            <AccountMenu />
          </div>
        </nav>
      )}
      <main className="min-w-0 flex-1">
        <Outlet />
      </main>
      <AuthModals />
    </div>
  );
}
