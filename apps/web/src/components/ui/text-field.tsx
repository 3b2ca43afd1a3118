import { messages } from '@prd/contract';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
}

/** A labelled input with its error below, announced to screen readers. */
export function TextField({
  label,
  error,
  revealable,
  type = 'text',
  className = '',
  ...props
}: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 ${error ? 'border-danger' : 'border-line'} ${revealable ? 'pr-16' : ''}`}
          {...props}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-0 right-2 my-auto h-7 rounded px-2 text-xs font-medium text-brand-700 hover:bg-brand-50 dark:text-indigo-300"
            aria-label={
              shown
                ? messages.ui.hideField(label.toLowerCase())
                : messages.ui.showField(label.toLowerCase())
            }
          >
            {shown ? messages.ui.hide : messages.ui.show}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
