import {
  paths,
  type AddApiKeyBody,
  type AiProvider,
  type ApiKeyItem,
  type ApiKeySavedResponse,
  type ApiKeysResponse,
  type ApiKeyTestResponse,
  type UpdateApiKeyBody,
} from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type { ApiKeyItem, UpdateApiKeyBody };

/** apiKeysQuery: empty filters are left out of the URL. */
interface ApiKeysArgs {
  page: number;
  page_size?: number;
  provider?: AiProvider;
  is_active?: 'true' | 'false';
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminApiKeys'] });

/**
 * The AI provider keys (admins). Keys travel only in the add and update bodies; every answer
 * carries `masked_key`, never the key itself.
 */
const adminApiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminApiKeys: build.query<ApiKeysResponse, ApiKeysArgs>({
      query: (args) => ({ path: paths.apiKeys.getAll, auth: 'admin', query: { ...args } }),
      providesTags: ['AdminApiKeys'],
    }),
    adminApiKey: build.query<ApiKeyItem, number>({
      query: (keyId) => ({ path: paths.apiKeys.getById, auth: 'admin', query: { key_id: keyId } }),
      providesTags: ['AdminApiKeys'],
    }),
    addAdminApiKey: build.mutation<ApiKeySavedResponse, AddApiKeyBody>({
      query: (body) => ({ path: paths.apiKeys.add, method: 'POST', auth: 'admin', body }),
      invalidatesTags: ['AdminApiKeys'],
    }),
    updateAdminApiKey: build.mutation<ApiKeySavedResponse, UpdateApiKeyBody>({
      query: (body) => ({ path: paths.apiKeys.update, method: 'PUT', auth: 'admin', body }),
      invalidatesTags: ['AdminApiKeys'],
    }),
    /** A small call to the provider with the stored key: never cached, never refetched. */
    testAdminApiKey: build.mutation<ApiKeyTestResponse, number>({
      query: (keyId) => ({
        path: paths.apiKeys.test,
        method: 'POST',
        auth: 'admin',
        query: { key_id: keyId },
        // The provider may be slow: the server's own limit decides, not the usual 10 s.
        timeoutMs: 35_000,
      }),
    }),
  }),
});

export const {
  useAdminApiKeysQuery,
  useAdminApiKeyQuery,
  useAddAdminApiKeyMutation,
  useUpdateAdminApiKeyMutation,
  useTestAdminApiKeyMutation,
} = adminApiKeysApi;
