import { constants, paths } from '@prd/contract';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

const ADMIN_MODE_HOME = `/#${constants.adminChatFragment}`;

/**
 * Signs the admin out: POST /auth/logout with the admin token (a refusal changes nothing), the
 * admin tokens go, and the page loads again at `/#gernationPRD`, which then offers the sign-in.
 */
async function adminSignOut(): Promise<void> {
  try {
    await apiRequest(paths.auth.logout, { method: 'POST', auth: 'admin' });
  } catch {
    // Signed out here whatever the server said.
  }
  tokenStorage.clear('admin');
  // Same page: only the fragment would change, so reload; elsewhere (a chat's address), go.
  if (window.location.pathname === '/') window.location.reload();
  else window.location.assign(ADMIN_MODE_HOME);
}

const item =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:opacity-60';

/** Admin mode has no account menu (spec section 2): the console and signing out live here. */
export function AdminFooter() {
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-0.5 border-t border-line p-3">
      <Link to="/admin" className={item}>
        <LayoutDashboard className="size-4" strokeWidth={1.8} aria-hidden="true" />
        Admin console
      </Link>
      <button
        type="button"
        className={item}
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void adminSignOut();
        }}
      >
        <LogOut className="size-4" strokeWidth={1.8} aria-hidden="true" />
        Sign out
      </button>
    </div>
  );
}
