import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the overview, linking to the page where it comes from. */
export function StatCard({
  label,
  value,
  hint,
  to,
  icon: Icon,
  tone = 'brand',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone?: 'brand' | 'warning' | 'danger';
}) {
  const iconTone = {
    brand: 'bg-brand-50 text-brand-700 dark:text-indigo-200',
    warning: 'bg-warning/20 text-ink',
    danger: 'bg-danger/15 text-danger',
  }[tone];
  return (
    <Link
      to={to}
      className="group flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand-500/60 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-ink-muted">{label}</span>
        <span className={`grid size-8 place-items-center rounded-lg ${iconTone}`}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="text-2xl font-semibold tracking-tight text-ink tabular-nums">{value}</div>
      <div className="flex items-center justify-between gap-2 text-xs text-ink-muted">
        <span>{hint}</span>
        <ArrowRight
          className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
          aria-hidden
        />
      </div>
    </Link>
  );
}
