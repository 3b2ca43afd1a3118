import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import KeyRound from 'lucide-react/icons/key-round';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Package from 'lucide-react/icons/package';
import Repeat from 'lucide-react/icons/repeat';
import ScrollText from 'lucide-react/icons/scroll-text';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import UserX from 'lucide-react/icons/user-x';
import Users from 'lucide-react/icons/users';
import { NavLink } from 'react-router';

/** The console's pages, in the sidebar's order. */
const adminNav = [
  { to: '/admin', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/chats', label: 'Chat history', icon: MessagesSquare },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: Repeat },
  { to: '/admin/ai-keys', label: 'AI keys', icon: KeyRound },
  { to: '/admin/audit-logs', label: 'Audit logs', icon: ScrollText },
  { to: '/admin/incidents', label: 'Security incidents', icon: ShieldAlert },
  { to: '/admin/content', label: 'Content pages', icon: FileText },
  { to: '/admin/deletion-requests', label: 'Deletion requests', icon: UserX },
  { to: '/admin/lessons', label: 'Lessons', icon: GraduationCap },
  { to: '/admin/plans', label: 'Plans', icon: Package },
] as const;

/** Where the admin writes PRDs (the main page's admin mode). */
const PRD_GENERATOR_HREF = '/#gernationPRD';

/** The navigation list and the generator link; `onNavigate` closes the phone drawer. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2.5 px-5 pt-5 pb-4">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white"
        >
          P
        </span>
        <div className="min-w-0 leading-tight">
          <p className="text-sm font-semibold text-ink">PRD Studio</p>
          <p className="text-xs text-ink-muted">Admin console</p>
        </div>
      </div>
      <nav aria-label="Admin console" className="min-h-0 flex-1 overflow-y-auto px-3 pb-3">
        <ul className="space-y-0.5">
          {adminNav.map(({ to, label, icon: Icon, ...rest }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={'end' in rest}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    isActive
                      ? 'bg-brand-50 text-brand-700 dark:text-indigo-200'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                  }`
                }
              >
                <Icon className="size-4 shrink-0" strokeWidth={1.8} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-line p-3">
        <a
          href={PRD_GENERATOR_HREF}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
        >
          <ExternalLink className="size-4 shrink-0" strokeWidth={1.8} aria-hidden="true" />
          Open PRD generator
        </a>
      </div>
    </div>
  );
}
