import { z } from './zod.js';
import { constants } from '../constants.js';
import { errorBody, fieldIssue } from './errors.js';

/** An object that refuses unknown keys with a readable message. */
export function strictBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  });
}

/** A string field whose missing or wrongly typed value gets the field's own message. */
export const text = (requiredMessage: string) => z.string({ error: requiredMessage });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const validationErrorResponse = errorBody.extend({
  code: z.literal('VALIDATION'),
  detail: z.array(fieldIssue),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(constants.maxPageSize).default(10),
};

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total_pages: z.number().int() });

export const isoDate = z.string();
