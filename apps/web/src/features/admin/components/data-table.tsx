import {
  createColumnHelper,
  createSortedRowModel,
  functionalUpdate,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';
import { TablePagination } from './table-pagination';

/** The table features every console table has: sorting (client-side unless `serverSort`). */
const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
});
type AdminTableFeatures = typeof adminTableFeatures;

/** A column of a console table. Keep the array at module scope or in `useMemo`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
type AdminColumn<T extends RowData> = ColumnDef<AdminTableFeatures, T, any>;

/**
 * A typed column helper: `const col = adminColumnHelper<PaymentItem>();` then
 * `col.columns([col.accessor('amount', { header: 'Amount', cell: (c) => … })])`.
 * Set `enableSorting: false` on a column that must not sort.
 */
export const adminColumnHelper = <T extends RowData>() =>
  createColumnHelper<AdminTableFeatures, T>();

/** The API's sort (`sort_by`/`sort_order`), for the few lists that take one. */
export interface ServerSort {
  /** Column id = the API's `sort_by` value; null: the API's default order. */
  by: string | null;
  order: 'asc' | 'desc';
}

interface DataTableProps<T extends RowData> {
  /** The table's name: the scroll region's and the pagination's accessible label. Required. */
  label: string;
  /** Column definitions (stable: module scope or useMemo). A column's `id`/accessor key is the
   * sort key sent to the API in server-sort mode. */
  columns: AdminColumn<T>[];
  /** The current page's rows (`data?.items`); undefined while nothing has loaded. */
  rows: readonly T[] | undefined;
  /** A row's stable key (e.g. `(r) => r.id`); defaults to the row index. */
  getRowId?: (row: T, index: number) => string;
  /** The current page, 1-based (usually from the URL's ?page). */
  page: number;
  /** The API's `total_pages` (0 or 1 both show "Page 1 of 1"). */
  totalPages: number | undefined;
  /** Called with the wanted page (1-based); the caller refetches with `page`. */
  onPageChange: (page: number) => void;
  /** First load, nothing to show yet: a spinner replaces the body. */
  isLoading?: boolean;
  /** A refetch with rows already on screen: the body dims and is marked busy. */
  isFetching?: boolean;
  /** A failed load: pass the RTK hook's `error` as is (its `message` is the server's), or a
   * string. Shows Retry when `onRetry` is given. */
  error?: { message?: string } | string | null;
  onRetry?: () => void;
  /** Filters and actions above the table (see filters.tsx: SearchInput, SelectFilter…). */
  toolbar?: ReactNode;
  /** What an empty page says ("No payments match these filters."). */
  emptyMessage?: ReactNode;
  /**
   * Server sorting: the current sort and the columns the API can sort by. Clicking a sortable
   * header calls `onSortChange` (the caller refetches, usually back on page 1). Without it,
   * headers sort the CURRENT PAGE only, in the browser, and the table says so.
   */
  serverSort?: {
    sort: ServerSort;
    sortableColumns: readonly string[];
    onSortChange: (sort: ServerSort) => void;
  };
  /** Mouse convenience: a click on a row. Keyboard users need a link or button in a cell too. */
  onRowClick?: (row: T) => void;
  /** Minimum table width before it scrolls sideways (default 640px). */
  minWidth?: number;
}

const EMPTY: never[] = [];
const cellPad = 'px-3 py-3 first:pl-4 last:pr-4';

function SortIcon({ dir }: { dir: false | 'asc' | 'desc' }) {
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={`size-3.5 ${dir ? 'text-brand-600' : 'opacity-50'}`} aria-hidden />;
}

function errorText(error: DataTableProps<RowData>['error']) {
  if (!error) return null;
  return typeof error === 'string'
    ? error
    : error.message || 'Something went wrong. Please try again.';
}

/**
 * A console list: TanStack Table v9 with server paging (`page`/`totalPages` from the API's
 * `{items, total_pages}`), sortable headers (server or current-page), a toolbar slot, and
 * loading, error and empty states. Scrolls sideways on phones; the scroll region is focusable.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, columns, rows, page, totalPages, serverSort, onRowClick } = props;
  const sorting: SortingState | undefined = serverSort?.sort.by
    ? [{ id: serverSort.sort.by, desc: serverSort.sort.order === 'desc' }]
    : serverSort
      ? []
      : undefined;
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows ?? EMPTY,
    getRowId: props.getRowId,
    manualSorting: Boolean(serverSort),
    enableSortingRemoval: !serverSort,
    ...(serverSort && sorting
      ? {
          state: { sorting },
          onSortingChange: (updater) => {
            const next = functionalUpdate(updater, sorting)[0];
            serverSort.onSortChange(
              next
                ? { by: next.id, order: next.desc ? 'desc' : 'asc' }
                : { by: null, order: 'asc' },
            );
          },
        }
      : {}),
  });

  const canSort = (header: Header<AdminTableFeatures, T, unknown>) =>
    header.column.getCanSort() &&
    (!serverSort || serverSort.sortableColumns.includes(header.column.id));
  const anySortable = table.getFlatHeaders().some(canSort);
  const error = errorText(props.error);
  const tableRows = table.getRowModel().rows;
  const busy = Boolean(props.isFetching && !props.isLoading);

  let body: ReactNode;
  if (error) body = <ErrorState message={error} onRetry={props.onRetry} />;
  else if (props.isLoading || !rows) body = <LoadingState />;
  else if (tableRows.length === 0)
    body = <EmptyState>{props.emptyMessage ?? 'Nothing to show.'}</EmptyState>;

  return (
    <div className="flex flex-col gap-4">
      {props.toolbar && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          {props.toolbar}
        </div>
      )}
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        {body ?? (
          <div
            role="region"
            aria-label={label}
            aria-busy={busy || undefined}
            // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={`overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none ${busy ? 'opacity-60 transition-opacity' : ''}`}
          >
            <table className="w-full text-left text-sm" style={{ minWidth: props.minWidth ?? 640 }}>
              <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const dir = header.column.getIsSorted();
                      const sortable = canSort(header);
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined
                          }
                          className={`${cellPad} whitespace-nowrap`}
                        >
                          {header.isPlaceholder ? null : sortable ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
                            >
                              <table.FlexRender header={header} />
                              <SortIcon dir={dir} />
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {tableRows.map((row) => (
                  <tr
                    key={row.id}
                    className={`border-t border-line ${onRowClick ? 'cursor-pointer hover:bg-surface-muted' : ''}`}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  >
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className={`${cellPad} align-middle text-ink`}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {!error && rows && (
        <div className="flex flex-col gap-1">
          <TablePagination
            label={label}
            page={page}
            totalPages={totalPages ?? 1}
            onPageChange={props.onPageChange}
            disabled={busy}
          />
          {anySortable && !serverSort && tableRows.length > 1 && (
            <p className="text-xs text-ink-muted">Sorting a column orders this page only.</p>
          )}
        </div>
      )}
    </div>
  );
}
