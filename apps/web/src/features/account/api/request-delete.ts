import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** Submit a delete request (spec section 7: `?reason=`, either token). */
export const DELETE_REQUEST_PATH = paths.deletion.requestDelete;

export const requestDelete = (reason: string) =>
  apiRequest<{ message?: string }>(DELETE_REQUEST_PATH, {
    method: 'POST',
    query: { reason },
    auth: 'either',
  });
