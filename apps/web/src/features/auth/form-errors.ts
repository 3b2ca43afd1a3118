import { ApiError } from '../../lib/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first issue of each field, in the schema's order (one message per field at a time). */
export function firstIssues<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<K>;
}

/**
 * A server 422 names its fields in `detail[].loc` (["body", field]): those of this form go
 * under their input; anything else is left for the form-level message.
 */
export function serverFieldErrors<K extends string>(
  err: unknown,
  fields: readonly K[],
): FieldErrors<K> {
  if (!(err instanceof ApiError) || err.status !== 422) return {};
  const errors: FieldErrors<K> = {};
  for (const item of err.detail) {
    const field = item.loc[item.loc.length - 1] as K;
    if (fields.includes(field)) errors[field] ??= item.msg;
  }
  return errors;
}
