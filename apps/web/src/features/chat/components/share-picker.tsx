import { messages } from '@prd/contract';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { selectClass, Spinner } from './share-form';

type Remote<R> =
  { status: 'loading' } | { status: 'ready'; value: R } | { status: 'failed'; reason: string };

/** Loads once on mount and again on `retry` (the share dialogs' spaces and pages). */
export function useRemote<R>(load: () => Promise<R>) {
  const [state, setState] = useState<Remote<R>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (err: unknown) =>
        current &&
        setState({
          status: 'failed',
          reason: err instanceof ApiError ? err.message : messages.general.errorOccurred,
        }),
    );
    return () => {
      current = false;
    };
    // `load` is the dialog's fixed loader; a new attempt is what loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

/**
 * A required choice loaded from the server (a Confluence space, a Notion page): a placeholder
 * first, disabled while loading, with its error, and a hint that says loading, none, or why the
 * list did not load (with Try again).
 */
export function PickerField({
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  status,
  busy,
  texts,
  onRetry,
}: {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  status: Remote<unknown>;
  busy: boolean;
  texts: { loading: string; empty: string; failed: (reason: string) => string };
  onRetry: () => void;
}) {
  const selectId = useId();
  const hintId = useId();
  const loading = status.status === 'loading';
  const describedBy = [error ? `${selectId}-error` : '', hintId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        disabled={loading || busy}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass(Boolean(error))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} role="alert" className="text-xs text-danger dark:text-red-300">
          {error}
        </p>
      )}
      <div id={hintId} className="text-xs text-ink-muted">
        {loading && (
          <p role="status" className="flex items-center gap-2">
            <Spinner />
            {texts.loading}
          </p>
        )}
        {status.status === 'ready' && options.length === 0 && <p role="status">{texts.empty}</p>}
        {status.status === 'failed' && (
          <p
            role="alert"
            className="flex flex-wrap items-center gap-x-2 text-danger dark:text-red-300"
          >
            <span>{texts.failed(status.reason)}</span>
            <button
              type="button"
              onClick={onRetry}
              className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-indigo-300"
            >
              {messages.share.retrySpaces}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
