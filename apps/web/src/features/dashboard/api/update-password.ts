import { type MessageResponse, paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST update_password: 200 is success; a 203 (wrong current password) arrives as ApiError. */
export const updatePassword = (body: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}) =>
  apiRequest<MessageResponse>(paths.auth.updatePassword, { method: 'POST', body, auth: 'user' });
