import { ApiError } from '../../lib/api-client';

type FieldErrors<K extends string> = Partial<Record<K, string>>;

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
