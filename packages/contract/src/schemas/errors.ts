import { errorCodes } from '../errors.js';
import { z } from './zod.js';

// The error body's schemas, apart from the codes (errors.ts) so that a client reading codes
// does not load zod.
export const errorCode = z.enum(errorCodes);

export const fieldIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

/** Every error answer of the API: the spec's `message`, the `code`, `detail` for validation. */
export const errorBody = z.object({
  message: z.string(),
  code: errorCode,
  detail: z.array(fieldIssue).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The `error` event of a streamed upload: the error body and the status it would have had. */
export const streamErrorEvent = errorBody.extend({ status: z.number().int() });
export type StreamErrorEvent = z.infer<typeof streamErrorEvent>;
