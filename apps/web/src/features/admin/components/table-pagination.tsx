import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

/** The numbered buttons: all when few, else first, last and the current page's neighbours. */
function pageButtons(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = [...new Set([1, total, current - 1, current, current + 1])]
    .filter((p) => p >= 1 && p <= total)
    .sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  wanted.forEach((p, i) => {
    if (i > 0 && p - wanted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const base =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-lg border px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border-line bg-surface text-ink hover:bg-surface-muted';

/** "Page X of Y" with Previous, numbered pages and Next (1-based pages). */
export function TablePagination({
  page,
  totalPages,
  onPageChange,
  disabled,
  label,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const total = Math.max(1, totalPages);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page <span className="font-medium text-ink tabular-nums">{page}</span> of{' '}
        <span className="font-medium text-ink tabular-nums">{total}</span>
      </p>
      {total > 1 && (
        <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-1.5">
          <button
            type="button"
            className={`${base} ${idle}`}
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Previous</span>
          </button>
          {pageButtons(page, total).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} className="px-1 text-ink-muted" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                disabled={disabled}
                className={`${base} ${p === page ? 'border-brand-600 bg-brand-600 text-white' : idle}`}
                onClick={() => p !== page && onPageChange(p)}
              >
                {p}
              </button>
            ),
          )}
          <button
            type="button"
            className={`${base} ${idle}`}
            disabled={disabled || page >= total}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}
