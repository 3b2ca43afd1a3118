import type { ReactNode } from 'react';

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

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

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

const icons = {
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
};

export function EmptyState({ icon, children }: { icon?: keyof typeof icons; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface-muted px-4 py-10 text-center text-sm text-ink-muted">
      {icon && (
        <span className="grid size-11 place-items-center rounded-full bg-surface text-ink-muted ring-1 ring-line">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none">
            <path
              d={icons[icon]}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
      <p>{children}</p>
    </div>
  );
}
