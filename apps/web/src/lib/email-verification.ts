import { paths, type MessageResponse } from '@prd/contract';
import { apiRequest } from './api-client';

/** POST /auth/verify_email: the emailed link's token (400 INVALID_LINK arrives as an ApiError). */
export const verifyEmail = (token: string) =>
  apiRequest<MessageResponse>(paths.auth.verifyEmail, {
    method: 'POST',
    body: { token },
    auth: 'none',
  });

/** POST /auth/resend_verification: a new link for the signed-in person (409 when verified). */
export const resendVerification = () =>
  apiRequest<MessageResponse>(paths.auth.resendVerification, { method: 'POST', auth: 'user' });
