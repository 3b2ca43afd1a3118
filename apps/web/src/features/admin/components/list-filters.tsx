import { DateRangeFilter, SearchInput, SelectFilter, type SelectOption } from './filters';

/**
 * One filter above a console list, bound to its address key: a search box (trimmed), a select
 * (`push`: each choice is a step of the back button) or a date range (keys `from` and `to`).
 */
export type ListFilter<K extends string> =
  | { kind: 'search'; key: K; label: string; placeholder?: string; className?: string }
  | {
      kind: 'select';
      key: K;
      label: string;
      options: readonly SelectOption[];
      allLabel?: string;
      push?: boolean;
    }
  | { kind: 'dates'; label: string };

interface FilterState<K extends string> {
  values: Record<K, string>;
  setFilters: (patch: Partial<Record<K, string>>, replace?: boolean) => void;
}

/** A list's filters, in order, reading and writing the address through `useListPage`. */
export function ListFilters<K extends string>({
  filters,
  values,
  setFilters,
}: { filters: readonly ListFilter<K>[] } & FilterState<K>) {
  const set = (key: K, value: string, replace = true) =>
    setFilters({ [key]: value } as Partial<Record<K, string>>, replace);
  return (
    <>
      {filters.map((f) => {
        if (f.kind === 'search')
          return (
            <SearchInput
              key={f.key}
              label={f.label}
              placeholder={f.placeholder}
              value={values[f.key]}
              onChange={(v) => set(f.key, v.trim())}
              className={f.className}
            />
          );
        if (f.kind === 'select')
          return (
            <SelectFilter
              key={f.key}
              label={f.label}
              allLabel={f.allLabel}
              value={values[f.key]}
              options={f.options}
              onChange={(v) => set(f.key, v, !f.push)}
            />
          );
        const dates = values as Record<string, string>;
        return (
          <DateRangeFilter
            key="dates"
            label={f.label}
            from={dates.from ?? ''}
            to={dates.to ?? ''}
            onChange={(range) => setFilters(range as Partial<Record<K, string>>)}
          />
        );
      })}
    </>
  );
}

/** The billing lists' filters (payments, subscriptions): status, email and user id. */
export const billingFilters = (
  text: Record<'status' | 'allStatuses' | 'email' | 'emailPlaceholder', string> &
    Record<'userId' | 'userIdPlaceholder', string>,
  statusOptions: readonly SelectOption[],
): ListFilter<'status' | 'email' | 'user_id'>[] => [
  {
    kind: 'select',
    key: 'status',
    label: text.status,
    allLabel: text.allStatuses,
    options: statusOptions,
  },
  { kind: 'search', key: 'email', label: text.email, placeholder: text.emailPlaceholder },
  { kind: 'search', key: 'user_id', label: text.userId, placeholder: text.userIdPlaceholder },
];
