import { paths, type LoginResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /OAuth/auth/exchange: the one-time code a social sign-in left in the address, for the
 * token pair. A bad or used code is a 401, a deactivated account a 203 (both as an ApiError).
 */
export const exchangeOauthCode = (code: string) =>
  apiRequest<LoginResponse>(paths.oauth.exchange, {
    method: 'POST',
    body: { code },
    auth: 'none',
  });
