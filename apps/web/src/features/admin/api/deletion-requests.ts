import { paths, type DeletionRequest, type MessageResponse } from '@prd/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { baseApi, type QueryError } from '../../../lib/base-api';
import { saveBlob } from '../../../lib/download';

export type { DeletionRequest };
export type DeletionStatus = DeletionRequest['status'];

/** deletionRequestsQuery: empty filters are left out of the URL. */
interface DeletionRequestsArgs {
  page: number;
  page_size?: number;
  status?: DeletionStatus;
  email?: string;
}

interface DeletionRequestsPage {
  items: DeletionRequest[];
  total_pages: number;
}

/** deleteUserResponse: the account stops at once; a job finishes (processing → approved). */
interface DeleteUserResult {
  message: string;
  request_id?: number;
  status: DeletionStatus;
}

const asQueryError = (err: unknown): QueryError =>
  err instanceof ApiError
    ? { status: err.status, message: err.message, code: err.code }
    : { status: 0, message: String(err) };

const withId = (path: string, id: string | number) =>
  path.replace(':id', encodeURIComponent(String(id)));

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminDeletionRequests'] });

/** Account deletion requests (admins): the list, approve (delete the user), reject. */
export const adminDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDeletionRequests: build.query<DeletionRequestsPage, DeletionRequestsArgs>({
      query: (args) => ({ path: paths.deletion.viewRequests, auth: 'admin', query: { ...args } }),
      providesTags: ['AdminDeletionRequests'],
    }),
    /** DELETE /deletion/delete_user/{user_id}: the API answers 202 (accepted, a job deletes). */
    deleteAdminUser: build.mutation<DeleteUserResult, string>({
      queryFn: async (userId) => {
        try {
          const path = withId(paths.deletion.deleteUser, userId);
          return {
            data: await apiRequest<DeleteUserResult>(path, { method: 'DELETE', auth: 'admin' }),
          };
        } catch (err) {
          return { error: asQueryError(err) };
        }
      },
      invalidatesTags: ['AdminDeletionRequests'],
    }),
    rejectAdminDeletionRequest: build.mutation<MessageResponse, number>({
      query: (id) => ({
        path: withId(paths.deletion.rejectRequest, id),
        method: 'POST',
        auth: 'admin',
      }),
      invalidatesTags: ['AdminDeletionRequests'],
    }),
  }),
});

export const {
  useAdminDeletionRequestsQuery,
  useDeleteAdminUserMutation,
  useRejectAdminDeletionRequestMutation,
} = adminDeletionApi;

/** GET /admin/users/{id}/export: everything kept about the person, saved as a JSON file. */
export async function exportUserData(userId: string): Promise<void> {
  const data = await apiRequest<unknown>(withId(paths.adminUsers.export, userId), {
    auth: 'admin',
  });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(blob, `prd-studio-data-${userId}.json`);
}
