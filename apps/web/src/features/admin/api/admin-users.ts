import {
  paths,
  type AdminOverview,
  type AdminPlan,
  type AdminUser,
  type AdminUserDetail,
  type MessageResponse,
} from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';
import { baseApi } from '../../../lib/base-api';

export type { AdminOverview, AdminUser, AdminUserDetail };

interface AdminUsersArgs {
  page: number;
  page_size?: number;
  q?: string;
  status?: 'active' | 'inactive';
}
interface AdminUsersPage {
  items: AdminUser[];
  total_pages: number;
}
interface DeleteUserResponse {
  message: string;
  request_id: number;
  status: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminOverview'] });
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The console's people: list, one person, and the admin actions on them. */
const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<AdminOverview, void>({
      query: () => ({ path: paths.admin.overview, auth: 'admin' }),
      providesTags: ['AdminOverview'],
    }),
    adminUsers: build.query<AdminUsersPage, AdminUsersArgs>({
      query: (args) => ({ path: paths.adminUsers.list, auth: 'admin', query: { ...args } }),
      providesTags: ['AdminUsers'],
    }),
    adminUser: build.query<AdminUserDetail, string>({
      query: (id) => ({ path: withId(paths.adminUsers.get, id), auth: 'admin' }),
      providesTags: (_r, _e, id) => [{ type: 'AdminUsers', id }],
    }),
    adminPlans: build.query<{ items: AdminPlan[] }, void>({
      query: () => ({ path: paths.plan.adminPlans, auth: 'admin' }),
    }),
    setUserActive: build.mutation<MessageResponse, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: withId(active ? paths.adminUsers.reactivate : paths.adminUsers.deactivate, id),
        method: 'POST',
        auth: 'admin',
      }),
      invalidatesTags: ['AdminUsers', 'AdminOverview'],
    }),
    endUserSessions: build.mutation<MessageResponse, string>({
      query: (id) => ({
        path: paths.security.terminateUserSession,
        auth: 'admin',
        query: { user_id: id },
      }),
      invalidatesTags: (_r, _e, id) => [{ type: 'AdminUsers', id }],
    }),
    assignUserPlan: build.mutation<MessageResponse, { id: string; plan_id: number | null }>({
      query: ({ id, plan_id }) => ({
        path: withId(paths.adminUsers.plan, id),
        method: 'PUT',
        auth: 'admin',
        body: { plan_id },
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'AdminUsers', id }],
    }),
    deleteUser: build.mutation<DeleteUserResponse, string>({
      query: (id) => ({
        path: withId(paths.deletion.deleteUser, id),
        method: 'DELETE',
        auth: 'admin',
      }),
      invalidatesTags: ['AdminUsers', 'AdminOverview'],
    }),
  }),
});

export const {
  useAdminOverviewQuery,
  useAdminUsersQuery,
  useAdminUserQuery,
  useAdminPlansQuery,
  useSetUserActiveMutation,
  useEndUserSessionsMutation,
  useAssignUserPlanMutation,
  useDeleteUserMutation,
} = adminUsersApi;

/** GET …/export: everything kept about the person (a file, not cached state). */
export const exportUserData = (id: string) =>
  apiRequest<unknown>(withId(paths.adminUsers.export, id), { auth: 'admin' });
