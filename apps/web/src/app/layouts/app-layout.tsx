import { constants, messages } from '@prd/contract';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import MenuIcon from 'lucide-react/icons/menu';
import { Link, Outlet, useLocation } from 'react-router';
import { useAdminMode } from '../../lib/admin-mode';
import { useAuthModal } from '../../lib/auth-modal';
import { tokenStorage } from '../../lib/token-storage';
import { AccountMenu } from '../../features/account/account-menu';
import { useLoggedIn } from '../../features/account/hooks/use-logged-in';
import { AuthModals } from '../../features/auth/auth-modals';

/** The left navigation panel shows only on these paths; elsewhere pages use the full width. */
export const PANEL_PATHS = ['/', '/settings/profiledash', '/settings/plancard'];

export const MAIN_CONTENT_ID = 'main-content';
const DRAWER_ID = 'main-drawer';
const text = messages.layout;

// Radix Dialog is not on the landing route's first script; the drawer loads on first use.
const loadDrawer = () => import('../../components/ui/drawer');
const Drawer = lazy(async () => ({ default: (await loadDrawer()).Drawer }));
// Visitors never download the chat sidebar.
const Sidebar = lazy(async () => ({
  default: (await import('../../features/chat/components/sidebar')).Sidebar,
}));

/**
 * Who gets the chat sidebar: a signed-in user, or admin mode (`#gernationPRD`) with an admin
 * token. Read on every render: the layout re-renders when an authentication modal closes (a
 * sign-in) and on navigation; logout reloads the page (spec section 4); other tabs notify
 * through `storage` (useLoggedIn).
 */
function useSidebarUser(): boolean {
  const loggedIn = useLoggedIn();
  const adminMode = useAdminMode();
  return loggedIn || (adminMode && tokenStorage.access('admin') !== null);
}

function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-ink">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white">
        P
      </span>
      {text.brand}
    </Link>
  );
}

/** A visitor's panel: the brand and Log In, beside the wide screen's edge or in the drawer. */
function PanelContent() {
  return (
    <>
      <div className="px-5 py-5">
        <Brand />
      </div>
      <div className="flex-1" />
      <div className="border-t border-line p-3">
        <AccountMenu />
      </div>
    </>
  );
}

/**
 * The shell: on wide screens the panel sits at the left edge; below `md` a top bar opens it as
 * a drawer, which closes on navigation and when an authentication modal takes over. Signed in,
 * the panel is the chat sidebar (collapsible to a rail on wide screens; the main area takes the
 * rest); visitors get the brand and Log In.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { modal } = useAuthModal();
  const adminMode = useAdminMode();
  const signedIn = useSidebarUser();
  const withPanel = PANEL_PATHS.includes(pathname) || pathname.startsWith('/c/');
  // Admin mode hides the profile dropdown (spec section 2).
  const accountMenu = adminMode ? undefined : <AccountMenu />;
  // The drawer is open for the path it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = withPanel && drawerPath === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Forget a drawer left open on another path, so coming back does not reopen it; a dialog
  // opening closes it too. Adjusted while rendering, from what the last render saw.
  const [seen, setSeen] = useState({ pathname, modal });
  if (seen.pathname !== pathname || seen.modal !== modal) {
    setSeen({ pathname, modal });
    if (seen.pathname !== pathname || modal) setDrawerPath(null);
  }
  // Picking a chat on `/` does not change the path: the drawer closes itself then.
  const closeDrawer = useCallback(() => setDrawerPath(null), []);

  return (
    <div className="flex min-h-full max-md:flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-60 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-ink focus:shadow-lg"
      >
        {text.skipToContent}
      </a>
      {withPanel && (
        <>
          <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface/95 px-3 backdrop-blur md:hidden">
            <button
              ref={menuButton}
              type="button"
              aria-label={text.openMenu}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? DRAWER_ID : undefined}
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              onClick={() => setDrawerPath(pathname)}
              className="rounded-lg p-2 text-ink hover:bg-surface-muted"
            >
              <MenuIcon className="size-5" strokeWidth={1.8} aria-hidden="true" />
            </button>
            {drawerOpen && (
              <Suspense fallback={null}>
                <Drawer
                  id={DRAWER_ID}
                  open
                  onOpenChange={(open) => setDrawerPath(open ? pathname : null)}
                  title={text.menu}
                  closeLabel={text.closeMenu}
                  returnFocusTo={menuButton}
                >
                  <nav aria-label={text.mainNavigation} className="flex min-h-0 flex-1 flex-col">
                    {signedIn ? (
                      <Suspense fallback={null}>
                        <Sidebar variant="drawer" footer={accountMenu} onNavigate={closeDrawer} />
                      </Suspense>
                    ) : (
                      <PanelContent />
                    )}
                  </nav>
                </Drawer>
              </Suspense>
            )}
            <Brand />
          </header>
          <nav
            aria-label={text.mainNavigation}
            className={`sticky top-0 flex h-screen shrink-0 flex-col border-r border-line bg-surface max-md:hidden ${
              signedIn ? '' : 'w-64'
            }`}
          >
            {signedIn ? (
              <Suspense
                fallback={<div className="h-full" style={{ width: constants.sidebarWidthPx }} />}
              >
                <Sidebar footer={accountMenu} />
              </Suspense>
            ) : (
              <PanelContent />
            )}
          </nav>
        </>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Outlet />
      </main>
      <AuthModals />
    </div>
  );
}
