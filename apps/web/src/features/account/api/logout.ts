import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** Ends this session on the server; the client reads the user token from storage, so call first. */
export const logoutCall = () =>
  apiRequest<{ message?: string }>(paths.auth.logout, { method: 'POST', auth: 'user' });
