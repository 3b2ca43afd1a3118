import type { ReactNode } from 'react';

/**
 * The numbered buttons to show: every page when there are few, otherwise the first, the last and
 * the neighbours of the current page, with `gap` where pages are skipped.
 */
export function pageButtons(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const sizes = { sm: 'gap-1 px-2', md: 'px-2.5' };
const idle = 'border-line bg-surface text-ink hover:bg-surface-muted';

/** Previous, numbered pages and Next (1-based pages), in a navigation named `label`. */
export function Pagination({
  page,
  pages,
  onPage,
  label,
  pageLabel,
  previous,
  next,
  disabled,
  size = 'md',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  /** A numbered button's accessible name ("Page 3"). */
  pageLabel: (page: number) => string;
  previous: ReactNode;
  next: ReactNode;
  disabled?: boolean;
  size?: keyof typeof sizes;
}) {
  const base = `inline-flex h-8 min-w-8 items-center justify-center rounded-lg border ${sizes[size]} text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        className={`${base} ${idle}`}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      {pageButtons(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={pageLabel(p)}
            aria-current={p === page ? 'page' : undefined}
            disabled={disabled}
            className={`${base} ${p === page ? 'border-brand-600 bg-brand-600 text-white' : idle}`}
            onClick={() => p !== page && onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} ${idle}`}
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
