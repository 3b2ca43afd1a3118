import { paths, type MessageResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/forgot_password: 200 for any well-formed email (the answer tells nothing). */
export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>(paths.auth.forgotPassword, {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
