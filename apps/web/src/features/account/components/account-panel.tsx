import { messages, type User } from '@prd/contract';
import type { Ref } from 'react';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ChevronRightIcon, HelpIcon, LogoutIcon, PlansIcon, SettingsIcon } from './icons';
import { dangerItemClass, itemClass, moveFocus } from './menu-list';

const text = messages.accountMenu;
/** The Learn area's entry (its words live with the menu, not in the contract). */
const learnLabel = 'Learn';

interface Props {
  user: User | undefined;
  planName: string;
  loggingOut: boolean;
  helpRef: Ref<HTMLButtonElement>;
  onNavigate: () => void;
  onHelp: () => void;
  onLogout: () => void;
}

/** The open account menu: who is signed in, Settings, View all plans, Learn, Help, Log out. */
export function AccountPanel({
  user,
  planName,
  loggingOut,
  helpRef,
  onNavigate,
  onHelp,
  onLogout,
}: Props) {
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  return (
    // Arrow keys bubbling up from the items move between them; the wrapper itself is no widget.
    <div role="presentation" onKeyDown={moveFocus}>
      <div className="flex items-center gap-3 border-b border-line px-4 py-3.5">
        <Avatar name={name || email} picture={user?.profile_picture} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink" title={name}>
            {name}
          </p>
          <p className="truncate text-xs text-ink-muted" title={email}>
            {email}
          </p>
          <p className="mt-1 inline-flex max-w-full rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-medium text-brand-700 dark:text-ink">
            <span className="truncate">{planName}</span>
          </p>
        </div>
      </div>
      <ul className="p-1.5">
        <li>
          <Link
            to="/settings/profiledash"
            className={itemClass}
            onClick={onNavigate}
            data-menu-item
          >
            <SettingsIcon />
            {text.settings}
          </Link>
        </li>
        <li>
          <Link to="/settings/plancard" className={itemClass} onClick={onNavigate} data-menu-item>
            <PlansIcon />
            {text.viewAllPlans}
          </Link>
        </li>
        <li>
          <Link to="/learn" className={itemClass} onClick={onNavigate} data-menu-item>
            <GraduationCap className="size-4 shrink-0" strokeWidth={1.8} aria-hidden="true" />
            {learnLabel}
          </Link>
        </li>
        <li>
          <button
            ref={helpRef}
            type="button"
            className={itemClass}
            onClick={onHelp}
            aria-haspopup="true"
            data-menu-item
          >
            <HelpIcon />
            <span className="flex-1">{text.help}</span>
            <span className="text-ink-muted">
              <ChevronRightIcon />
            </span>
          </button>
        </li>
      </ul>
      <div className="border-t border-line p-1.5">
        <button
          type="button"
          className={dangerItemClass}
          onClick={onLogout}
          disabled={loggingOut}
          data-menu-item
        >
          <LogoutIcon />
          {loggingOut ? text.loggingOut : text.logOut}
        </button>
      </div>
    </div>
  );
}
