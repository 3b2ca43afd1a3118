import { apiRequest } from '../../../lib/api-client';
import { pendingPaths } from './pending-paths';

/** The spec's payload is empty; `{}` keeps a JSON content type valid for the server. */
export const cancelAutoPayment = () =>
  apiRequest<unknown>(pendingPaths.cancelAutoPayment, { method: 'POST', body: {}, auth: 'user' });
