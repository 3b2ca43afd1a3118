import { type MessageResponse, paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** The spec's payload is empty; `{}` keeps a JSON content type valid for the server. */
export const cancelAutoPayment = () =>
  apiRequest<MessageResponse>(paths.billing.cancelAutoPayment, {
    method: 'POST',
    body: {},
    auth: 'user',
  });
