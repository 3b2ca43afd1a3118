import { messages } from '@prd/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal';
import { AccountMenu } from '../../features/account/account-menu';
import { AuthModals } from '../../features/auth/auth-modals';

/** The left navigation panel shows only on these paths; elsewhere pages use the full width. */
export const PANEL_PATHS = ['/', '/settings/profiledash', '/settings/plancard'];

export const MAIN_CONTENT_ID = 'main-content';
const DRAWER_ID = 'main-drawer';
const text = messages.layout;

// Radix Dialog is not on the landing route's first script; the drawer loads on first use.
const loadDrawer = () => import('../../components/ui/drawer');
const Drawer = lazy(async () => ({ default: (await loadDrawer()).Drawer }));

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

/** What the panel holds, beside the wide screen's edge or inside the phone's drawer. */
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

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <path
        d="M3 5h14M3 10h14M3 15h14"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The shell: on wide screens the panel sits at the left edge; below `md` a top bar opens it as
 * a drawer, which closes on navigation and when an authentication modal takes over.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { modal } = useAuthModal();
  const withPanel = PANEL_PATHS.includes(pathname);
  // The drawer is open for the path it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = withPanel && drawerPath === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Forget a drawer left open on another path, so coming back does not reopen it.
    setDrawerPath((path) => (path === pathname ? path : null));
  }, [pathname]);
  useEffect(() => {
    if (modal) setDrawerPath(null);
  }, [modal]);

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
              <MenuIcon />
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
                    <PanelContent />
                  </nav>
                </Drawer>
              </Suspense>
            )}
            <Brand />
          </header>
          <nav
            aria-label={text.mainNavigation}
            className="sticky top-0 flex h-screen w-64 shrink-0 flex-col border-r border-line bg-surface max-md:hidden"
          >
            <PanelContent />
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
