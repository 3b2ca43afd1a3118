import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console list's filters and page, kept in the address (?status=…&page=2) so the back button
 * and a shared link show the same list. A changed filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const joined = keys.join(',');
  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const k of joined.split(',') as K[]) out[k] = params.get(k) ?? '';
    return out;
  }, [params, joined]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

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

  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>) =>
      apply((next) => {
        for (const [k, v] of Object.entries<string | undefined>(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.delete('page');
      }, true),
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
  return { values, page, setFilters, setPage };
}

/** The filters worth sending: empty ones are left out. */
export const present = <T extends Record<string, string | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<T>;
