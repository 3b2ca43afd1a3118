import { paths, type User } from '@prd/contract';
import { baseApi } from '../base-api';

/** The signed-in user and their quota: shared by the account menu, dashboard and plans. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({
      query: () => ({ path: paths.user.getUser, auth: 'user' }),
      providesTags: ['User'],
    }),
    getUserUploads: build.query<{ remaining_uploads: number }, void>({
      query: () => ({ path: paths.user.getUserUploads, auth: 'either' }),
      providesTags: ['Uploads'],
    }),
  }),
});

export const { useGetUserQuery, useGetUserUploadsQuery } = userApi;
