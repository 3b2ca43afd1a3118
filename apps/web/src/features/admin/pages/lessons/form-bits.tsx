import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/** A failed contract check's issues, as the first message of each top-level field. */
export function fieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

/** The server's message of a failed call, else `fallback`. */
export function errorText(err: unknown, fallback: string): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const { message } = err;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** A number field's text as the contract expects it: blank is 0, anything else a number. */
export const positionOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="text-xs text-danger dark:text-red-300">
      {error}
    </p>
  ) : null;
}

/** A labelled textarea with its error below. */
export function TextAreaField({
  label,
  error,
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} ${error ? 'border-danger' : 'border-line'} ${className}`}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled select of `options` (id → name) with its error below. */
export function SelectField({
  label,
  error,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: { id: number; name: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} ${error ? 'border-danger' : 'border-line'}`}
        {...props}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
