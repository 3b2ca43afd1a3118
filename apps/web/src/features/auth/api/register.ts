import { paths, type MessageResponse, type RegisterBody } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register: 409 email taken, 422 invalid fields, 429 too many attempts. */
export const register = (body: RegisterBody) =>
  apiRequest<MessageResponse>(paths.auth.register, { method: 'POST', body, auth: 'none' });
