import { type MessageResponse, paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT update_user: the name changes; the email is sent as it is (read-only). */
export const updateUser = (body: { id: string; name: string; email: string }) =>
  apiRequest<MessageResponse>(paths.user.updateUser, { method: 'PUT', body, auth: 'user' });
