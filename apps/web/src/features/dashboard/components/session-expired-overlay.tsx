import { messages } from '@prd/contract';
import Clock from 'lucide-react/icons/clock';
import UserX from 'lucide-react/icons/user-x';
import { Spinner } from './panel';

/**
 * Full-screen notice shown while the dashboard sends a dead session back to /; a deleted
 * account is told that instead of "session expired".
 */
export function SessionExpiredOverlay({ deleted = false }: { deleted?: boolean }) {
  return (
    <div
      role="alert"
      className="fixed inset-0 z-[100] grid place-items-center bg-black/50 p-4 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-8 text-center shadow-2xl">
        <span className="grid size-12 place-items-center rounded-full bg-warning/20 text-ink">
          {deleted ? (
            <UserX className="size-6" strokeWidth={1.8} aria-hidden="true" />
          ) : (
            <Clock className="size-6" strokeWidth={1.8} aria-hidden="true" />
          )}
        </span>
        <p className="text-base font-medium text-ink">
          {deleted ? messages.session.accountDeleted : messages.session.sessionExpiredOverlay}
        </p>
        <Spinner className="size-5 text-brand-600" />
      </div>
    </div>
  );
}
