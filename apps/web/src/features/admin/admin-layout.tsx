import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { tokenStorage } from '../../lib/token-storage';
import { adminLogout, useAdminMeQuery } from './api/admin-session';
import { AdminNav } from './components/admin-nav';
import { LoadingState } from './components/states';

// The drawer is only needed on a phone: its own chunk.
const Drawer = lazy(async () => ({ default: (await import('../../components/ui/drawer')).Drawer }));

/** What the login page says after a dead session sent the admin there. */
export const SESSION_ENDED_NOTICE = 'Your admin session has ended. Please sign in again.';

/** `/admin/login?next=<where the admin was>`. */
const loginAddress = (next: string) => `/admin/login?next=${encodeURIComponent(next)}`;

function Account() {
  const navigate = useNavigate();
  const me = useAdminMeQuery();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await adminLogout();
    void navigate('/admin/login', { replace: true });
  };
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="min-w-0 text-right leading-tight" aria-live="polite">
        {me.data ? (
          <>
            <p className="truncate text-sm font-medium text-ink">{me.data.name}</p>
            <p className="truncate text-xs text-ink-muted max-sm:hidden">{me.data.email}</p>
          </>
        ) : (
          <span className="text-xs text-ink-muted">{me.isError ? '' : 'Loading…'}</span>
        )}
      </div>
      <Button variant="secondary" onClick={() => void signOut()} disabled={leaving}>
        <LogOut className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Sign out</span>
      </Button>
    </div>
  );
}

/** The console's frame (admins only): the sidebar (a drawer on phones), the header, the page. */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const here = location.pathname + location.search;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  // A dead admin session (refresh refused): back to the sign-in, which says why.
  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        tokenStorage.clear('admin');
        void navigate(loginAddress(hereRef.current), {
          replace: true,
          state: { notice: SESSION_ENDED_NOTICE },
        });
      }),
    [navigate],
  );

  if (!tokenStorage.access('admin')) return <Navigate to={loginAddress(here)} replace />;

  return (
    <div className="min-h-dvh bg-surface-muted lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface lg:flex">
        <AdminNav />
      </aside>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur sm:px-6">
        <div className="flex items-center gap-2">
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="rounded-lg p-2 text-ink-muted hover:bg-surface-muted hover:text-ink lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <span className="text-sm font-semibold text-ink lg:hidden">Admin console</span>
        </div>
        <Account />
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <Drawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Admin console menu"
            returnFocusTo={menuButton}
          >
            <AdminNav onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </Suspense>
      )}
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
