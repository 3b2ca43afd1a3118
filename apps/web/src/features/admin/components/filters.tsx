import Search from 'lucide-react/icons/search';
import { useEffect, useId, useRef, useState } from 'react';

const field =
  'h-9 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
const labelCls = 'text-xs font-medium text-ink-muted';

/**
 * A search box that reports its text `delay` ms after typing stops (default 300). `value` is the
 * applied search (e.g. the URL's ?q); typing is local until the debounce fires.
 */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  delay = 300,
  className = 'sm:w-72',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  delay?: number;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last search this box applied or was given: an outside change (back button, a cleared
  // filter) replaces the local text; its own debounced change does not.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (text === seen) return;
    const timer = window.setTimeout(() => {
      setSeen(text);
      latest.current(text);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, seen, delay]);

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelCls}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          className={`${field} pl-8`}
        />
      </div>
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select; the first option is "All" (value ''), meaning no filter. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
  className = 'sm:w-44',
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  allLabel?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelCls}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={field}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two date inputs (YYYY-MM-DD); an empty side is open. `to` may not precede `from`. */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={`${labelCls} mb-1`}>{label}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-from`} className="sr-only">
          {label}: from
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value, to })}
          className={`${field} sm:w-40`}
        />
        <span className="text-sm text-ink-muted" aria-hidden="true">
          –
        </span>
        <label htmlFor={`${id}-to`} className="sr-only">
          {label}: to
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ from, to: e.target.value })}
          className={`${field} sm:w-40`}
        />
      </div>
    </fieldset>
  );
}

/** A date input's day as the API's ISO date-time: the start (or end) of that day, local time. */
export function dayToIso(day: string, edge: 'start' | 'end'): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
