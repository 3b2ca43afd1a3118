import Calendar from 'lucide-react/icons/calendar';
import Receipt from 'lucide-react/icons/receipt';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** A dashboard card: a titled section with an optional action on the right. */
export function Panel({
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

export { Spinner };

/** The spec's "Loading..." state, announced politely. */
export function LoadingState({ label }: { label: string }) {
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

const icons = { receipt: Receipt, calendar: Calendar };

export function EmptyState({ icon, children }: { icon?: keyof typeof icons; children: ReactNode }) {
  const Icon = icon && icons[icon];
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface-muted px-4 py-10 text-center text-sm text-ink-muted">
      {Icon && (
        <span className="grid size-11 place-items-center rounded-full bg-surface text-ink-muted ring-1 ring-line">
          <Icon className="size-5" strokeWidth={1.6} aria-hidden="true" />
        </span>
      )}
      <p>{children}</p>
    </div>
  );
}
