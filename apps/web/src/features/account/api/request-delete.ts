import { apiRequest } from '../../../lib/api-client';

/** Submit a delete request (spec section 7: `?reason=`, either token); its module comes later. */
export const DELETE_REQUEST_PATH = '/deletion/request_delete';

export const requestDelete = (reason: string) =>
  apiRequest<{ message?: string }>(DELETE_REQUEST_PATH, {
    method: 'POST',
    query: { reason },
    auth: 'either',
  });
