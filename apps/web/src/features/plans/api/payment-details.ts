import { paths, type PaymentDetails } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** The return page's question: what became of this checkout (the server fulfils it if paid). */
export const getPaymentDetails = (sessionId: string) =>
  apiRequest<PaymentDetails>(paths.billing.getPaymentDetails, {
    method: 'POST',
    body: {},
    query: { session_id: sessionId },
    auth: 'user',
  });
