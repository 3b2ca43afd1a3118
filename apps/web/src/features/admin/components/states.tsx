import AlertTriangle from 'lucide-react/icons/triangle-alert';
import Inbox from 'lucide-react/icons/inbox';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export { Spinner };

/** A polite "Loading…" line with a spinner. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-10 text-sm text-ink-muted"
    >
      <Spinner />
      {label}
    </div>
  );
}

/** Nothing to show: a dashed box with an icon and a sentence. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-10 text-center text-sm text-ink-muted">
      <span className="grid size-11 place-items-center rounded-full bg-surface-muted ring-1 ring-line">
        <Inbox className="size-5" strokeWidth={1.6} aria-hidden="true" />
      </span>
      <div>{children}</div>
    </div>
  );
}

/** The message of an RTK Query error (the server's), else `fallback`. */
export const queryErrorMessage = (
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message || fallback
    : fallback;

/** A failed load: the server's message and, when given, a Retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 px-4 py-10 text-center text-sm"
    >
      <span className="grid size-11 place-items-center rounded-full bg-danger/10 text-danger">
        <AlertTriangle className="size-5" strokeWidth={1.6} aria-hidden="true" />
      </span>
      <p className="text-ink">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A titled card, as the dashboard's panels. */
export function Card({
  title,
  action,
  children,
  className = '',
}: {
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 ${className}`}
    >
      {(title || action) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && <h2 className="text-base font-semibold text-ink">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
