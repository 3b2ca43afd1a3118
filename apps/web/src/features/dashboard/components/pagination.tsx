import { messages } from '@prd/contract';
import { pageButtons } from '../utils/paging';

const t = messages.dashboard;
const base =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg border px-2.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Prev, numbered pages and Next. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={t.pagination} className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        className={`${base} border-line bg-surface text-ink hover:bg-surface-muted`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
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
            aria-label={t.page(p)}
            aria-current={p === page ? 'page' : undefined}
            className={`${base} ${p === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface text-ink hover:bg-surface-muted'}`}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} border-line bg-surface text-ink hover:bg-surface-muted`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
