import { type MessageResponse, paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** Turns cancelled auto-pay back on while the paid period runs (the person's own plan). */
export const resumeAutoPayment = () =>
  apiRequest<MessageResponse>(paths.billing.resumeAutoPayment, {
    method: 'POST',
    body: {},
    auth: 'user',
  });
