import { paths, type LoginBody, type LoginResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/login: 200 gives the token pair; 203 (deactivated) arrives as an ApiError. */
export const login = (body: LoginBody) =>
  apiRequest<LoginResponse>(paths.auth.login, { method: 'POST', body, auth: 'none' });
