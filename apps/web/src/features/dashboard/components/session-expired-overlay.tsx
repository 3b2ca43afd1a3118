import { messages } from '@prd/contract';
import { Spinner } from './panel';

/** Full-screen notice shown while the dashboard sends a dead session back to /. */
export function SessionExpiredOverlay() {
  return (
    <div
      role="alert"
      className="fixed inset-0 z-[100] grid place-items-center bg-black/50 p-4 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-8 text-center shadow-2xl">
        <span className="grid size-12 place-items-center rounded-full bg-warning/20 text-ink">
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </span>
        <p className="text-base font-medium text-ink">{messages.session.sessionExpiredOverlay}</p>
        <Spinner className="size-5 text-brand-600" />
      </div>
    </div>
  );
}
