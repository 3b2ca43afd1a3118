import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, apiRequest, type RequestOptions } from './api-client';

export interface QueryArgs extends RequestOptions {
  path: string;
}
export interface QueryError {
  status: number;
  message: string;
}

/** RTK Query through the one HTTP client; features add endpoints with injectEndpoints. */
const baseQuery: BaseQueryFn<QueryArgs, unknown, QueryError> = async ({ path, ...opts }) => {
  try {
    return { data: await apiRequest<unknown>(path, opts) };
  } catch (err) {
    return err instanceof ApiError
      ? { error: { status: err.status, message: err.message } }
      : { error: { status: 0, message: String(err) } };
  }
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Plans', 'Billing', 'Uploads'],
  endpoints: () => ({}),
});
