import { paths, type MessageResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

interface ResetPasswordBody {
  token: string;
  password: string;
  confirmpassword: string;
}

/** POST /auth/reset_password: 200 success, 203 (invalid or used link) arrives as an ApiError. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<MessageResponse>(paths.auth.resetPassword, { method: 'POST', body, auth: 'none' });
