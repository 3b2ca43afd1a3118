import { messages } from '../messages.js';
import { z } from './zod.js';
import { messageResponse, strictBody } from './common.js';

/** "Contact Us" for Custom plans: emailed to the team; replies go to `email`. */
export const contactRequest = strictBody({
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
  message: z
    .string({ error: messages.billing.contactMessageRequired })
    .trim()
    .min(1, messages.billing.contactMessageRequired)
    .max(5000, 'The message is too long (5,000 characters at most).'),
  plan_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;
export const contactResponse = messageResponse;
