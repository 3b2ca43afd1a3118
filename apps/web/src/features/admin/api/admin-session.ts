import { paths, type LoginResponse, type User } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';
import { baseApi } from '../../../lib/base-api';
import { tokenStorage } from '../../../lib/token-storage';

/** POST /auth/login with role admin: 200 the pair; 203 deactivated, 403 not an admin (ApiError). */
export const adminLogin = (body: { email: string; password: string }) =>
  apiRequest<LoginResponse>(paths.auth.login, {
    method: 'POST',
    body: { ...body, role: 'admin' },
    auth: 'none',
  });

/** POST /auth/logout with the admin token (its failure changes nothing), then the tokens go. */
export async function adminLogout(): Promise<void> {
  try {
    if (tokenStorage.access('admin')) {
      await apiRequest(paths.auth.logout, { method: 'POST', auth: 'admin' });
    }
  } catch {
    // Signed out here whatever the server said: the session ends when the tokens go.
  } finally {
    tokenStorage.clear('admin');
  }
}

/** GET /user/get_user with the admin token: the signed-in admin's name and email. */
const adminSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminMe: build.query<User, void>({
      query: () => ({ path: paths.user.getUser, auth: 'admin' }),
    }),
  }),
});

export const { useAdminMeQuery } = adminSessionApi;
