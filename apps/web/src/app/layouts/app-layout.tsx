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
import { useShellEffects } from './use-shell-effects';

/** The left navigation panel shows only on these paths; elsewhere pages use the full width. */
const PANEL_PATHS = ['/', '/settings/profiledash', '/settings/plancard'];

const MAIN_CONTENT_ID = 'main-content';
const DRAWER_ID = 'main-drawer';
const text = messages.layout;

// Radix Dialog is not on the landing route's first script; the drawer loads on first use.
const loadDrawer = () => import('../../components/ui/drawer');
const Drawer = lazy(async () => ({ default: (await loadDrawer()).Drawer }));
const UploadsBadge = lazy(async () => ({
  default: (await import('../../features/chat/components/remaining-uploads')).RemainingUploadsBadge,
}));
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

function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-60 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-ink focus:shadow-lg"
    >
      {text.skipToContent}
    </a>
  );
}

function Brand() {
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-lg text-base font-bold whitespace-nowrap text-ink sm:text-lg"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-sm text-white">
        P
      </span>
      <span className="truncate max-[379px]:sr-only">{text.brand}</span>
    </Link>
  );
}

/**
 * A visitor's bar, at every width: the brand and the one sign-in action (the spec's logged-out
 * account menu, "Log In"). No side panel: a visitor has no chats to list, so the landing takes
 * the whole width (issue 13: no empty rail).
 */
function VisitorBar() {
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center border-b border-line bg-surface/95 px-3 backdrop-blur sm:px-6">
      <nav
        aria-label={text.mainNavigation}
        className="flex w-full items-center justify-between gap-3"
      >
        <Brand />
        <AccountMenu layout="bar" />
      </nav>
    </header>
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
  const railAccountMenu = adminMode ? undefined : <AccountMenu layout="rail" />;
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
  useShellEffects(signedIn, adminMode);

  if (withPanel && !signedIn) {
    return (
      <div className="flex min-h-full flex-col">
        <SkipLink />
        <VisitorBar />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
        <AuthModals />
      </div>
    );
  }

  return (
    <div className="flex min-h-full max-md:flex-col">
      <SkipLink />
      {withPanel && (
        <>
          <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur md:hidden">
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
                    <Suspense fallback={null}>
                      <Sidebar variant="drawer" footer={accountMenu} onNavigate={closeDrawer} />
                    </Suspense>
                  </nav>
                </Drawer>
              </Suspense>
            )}
            <Brand />
            {/* The phone keeps the counter in view, not only inside the drawer (issue 13). */}
            {!adminMode && (
              <div className="ml-auto shrink-0">
                <Suspense fallback={null}>
                  <UploadsBadge />
                </Suspense>
              </div>
            )}
          </header>
          <nav
            aria-label={text.mainNavigation}
            className="sticky top-0 flex h-screen shrink-0 flex-col border-r border-line bg-surface max-md:hidden"
          >
            <Suspense
              fallback={<div className="h-full" style={{ width: constants.sidebarWidthPx }} />}
            >
              <Sidebar footer={accountMenu} railFooter={railAccountMenu} />
            </Suspense>
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
