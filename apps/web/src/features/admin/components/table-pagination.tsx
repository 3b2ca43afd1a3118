import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Pagination } from '../../../components/ui/pagination';

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
        <Pagination
          page={page}
          pages={total}
          onPage={onPageChange}
          label={`${label} pages`}
          pageLabel={(p) => `Page ${p}`}
          disabled={disabled}
          size="sm"
          previous={
            <>
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Previous</span>
            </>
          }
          next={
            <>
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </>
          }
        />
      )}
    </div>
  );
}
