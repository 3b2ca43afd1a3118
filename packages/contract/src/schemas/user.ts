import { z } from './zod.js';
import { constants } from '../constants.js';
import { messages } from '../messages.js';
import { strictBody, text } from './common.js';

export const userResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  plan_name: z.string(),
  /** Whether the person proved the email (docs/decisions/025-email-verification.md). */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userResponse>;

export const updateUserBody = strictBody({
  id: text('User id is required.').uuid('User id is not valid.'),
  name: text(messages.profile.nameEmpty)
    .trim()
    .min(1, messages.profile.nameEmpty)
    .max(constants.nameMaxLength, messages.signUp.nameTooLong),
  email: text(messages.signUp.emailRequired).max(constants.emailMaxLength),
});

export const uploadPictureResponse = z.object({
  profile_picture_url: z.string(),
  message: z.string(),
});

/** Only the shape is checked here: a name that is not a stored avatar's is answered 404. */
export const profilePictureParams = z.object({ file: z.string() });

export const uploadsResponse = z.object({ remaining_uploads: z.number().int() });

export const billingDetail = z.object({
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string(),
  country: z.string(),
});
export type BillingDetail = z.infer<typeof billingDetail>;

const billingRequired = (message: string, max: number) =>
  text(message).trim().min(1, message).max(max, messages.billing.fieldTooLong);
/** Optional text: missing, null or blank is stored as null. */
const billingOptional = (max: number) =>
  z
    .string({ error: messages.billing.fieldTooLong })
    .trim()
    .max(max, messages.billing.fieldTooLong)
    .nullish()
    .transform((v) => v || null);

/** Billing details as a checkout collects them; the stored shape is `billingDetail`. */
export const billingDetailInput = strictBody({
  address_line1: billingRequired(messages.billing.addressLine1Required, 200),
  address_line2: billingOptional(200),
  city: billingRequired(messages.billing.cityRequired, 100),
  state: billingOptional(100),
  zip: billingRequired(messages.billing.zipRequired, 20),
  country: billingRequired(messages.billing.countryRequired, 100),
});
export type BillingDetailInput = z.input<typeof billingDetailInput>;
