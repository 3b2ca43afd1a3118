import { z } from 'zod';
import { constants } from '../constants.js';
import { messages } from '../messages.js';
import { strictBody, text } from './common.js';

export const userResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  plan_name: z.string(),
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
