import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ServerSort } from '../components/data-table';
import { ListFilters, type ListFilter } from '../components/list-filters';
import { errorText } from '../pages/ai-keys/form-helpers';

/** What a console list page takes from its RTK Query hook. */
interface ListQuery<T> {
  data?: { items: readonly T[]; total_pages?: number };
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a list says when it cannot load, and when it is empty (`none`: empty with no filter). */
interface ListText {
  loadFailed: string;
  empty: ReactNode;
  none?: ReactNode;
}

/**
 * A console list's filters, page and sort, kept in the address (?status=…&page=2&sort_by=…) so
 * the back button and a shared link show the same list. A changed filter or sort goes back to
 * page 1. `tableProps` hands DataTable the page, its rows, the query's loading and error, what
 * an empty list says and the filters above it.
 */
export function useListPage<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const joined = keys.join(',');
  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const k of joined.split(',') as K[]) out[k] = params.get(k) ?? '';
    return out;
  }, [params, joined]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const order = params.get('sort_order');
  const sort: ServerSort = {
    by: params.get('sort_by'),
    order: order === 'desc' ? 'desc' : 'asc',
  };

  // Changes made before the next render build on each other (react-router's functional update
  // hands every call the params of the last render: a debounced search and a select changed in
  // the same moment would undo one another).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const apply = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  /** Sets filters (an empty value removes it) and goes back to page 1; `replace` by default. */
  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>, replace = true) =>
      apply((next) => {
        for (const [k, v] of Object.entries<string | undefined>(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.delete('page');
      }, replace),
    [apply],
  );
  const setPage = useCallback(
    (wanted: number) =>
      apply((next) => {
        if (wanted > 1) next.set('page', String(wanted));
        else next.delete('page');
      }, false),
    [apply],
  );
  const setSort = useCallback(
    (wanted: ServerSort) =>
      apply((next) => {
        if (wanted.by) next.set('sort_by', wanted.by);
        else next.delete('sort_by');
        if (wanted.by) next.set('sort_order', wanted.order);
        else next.delete('sort_order');
        next.delete('page');
      }, false),
    [apply],
  );

  const filtered = Object.values<string>(values).some(Boolean);
  /** DataTable's paging, rows and states for `query`, and `filters` as its toolbar. */
  const tableProps = <T,>(query: ListQuery<T>, text: ListText, filters?: ListFilter<K>[]) => ({
    rows: query.data?.items,
    page,
    totalPages: query.data?.total_pages,
    onPageChange: setPage,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error ? errorText(query.error, text.loadFailed) : null,
    onRetry: () => void query.refetch(),
    emptyMessage: filtered || text.none === undefined ? text.empty : text.none,
    toolbar: filters && <ListFilters filters={filters} values={values} setFilters={setFilters} />,
  });
  return { values, page, filtered, sort, setFilters, setPage, setSort, tableProps };
}

/** The filters worth sending: empty ones are left out. */
export const present = <T extends Record<string, string | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<T>;
