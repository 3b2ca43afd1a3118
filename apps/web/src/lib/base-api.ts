import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ErrorCode } from '@prd/contract';
import { ApiError, apiRequest, type RequestOptions } from './api-client';

interface QueryArgs extends RequestOptions {
  path: string;
}
export interface QueryError {
  status: number;
  message: string;
  /** The server's error code; absent when no error body came (status 0, a proxy's page). */
  code?: ErrorCode;
}

/** RTK Query through the one HTTP client; features add endpoints with injectEndpoints. */
const baseQuery: BaseQueryFn<QueryArgs, unknown, QueryError> = async ({ path, ...opts }) => {
  try {
    return { data: await apiRequest<unknown>(path, opts) };
  } catch (err) {
    return err instanceof ApiError
      ? { error: { status: err.status, message: err.message, code: err.code } }
      : { error: { status: 0, message: String(err) } };
  }
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Plans', 'Billing', 'Uploads', 'DeletionRequest'],
  endpoints: () => ({}),
});
