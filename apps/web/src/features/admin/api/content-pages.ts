import {
  paths,
  type ContentPage,
  type ContentPageBody,
  type ContentPageUpdate,
  type MessageResponse,
} from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type { ContentPage };

/** A list row: the page without its body (contentPagesResponse). */
export type ContentPageRow = Omit<ContentPage, 'body'>;

interface ContentPagesArgs {
  page: number;
  page_size?: number;
  /** Matches the slug or the title. */
  q?: string;
}

interface ContentPagesPage {
  items: ContentPageRow[];
  total_pages: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminContentPages'] });

/** The help and content pages (admins): list, one with its body, create, update, delete. */
const adminContentPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminContentPages: build.query<ContentPagesPage, ContentPagesArgs>({
      query: (args) => ({ path: paths.content.pages, auth: 'admin', query: { ...args } }),
      providesTags: ['AdminContentPages'],
    }),
    /** One page with its Markdown (unpublished ones too, for an admin). */
    adminContentPage: build.query<ContentPage, number>({
      query: (id) => ({ path: paths.content.getPage, auth: 'admin', query: { id } }),
      providesTags: ['AdminContentPages'],
    }),
    createAdminContentPage: build.mutation<ContentPage, ContentPageBody>({
      query: (body) => ({ path: paths.content.pages, method: 'POST', auth: 'admin', body }),
      invalidatesTags: ['AdminContentPages'],
    }),
    updateAdminContentPage: build.mutation<ContentPage, ContentPageUpdate>({
      query: (body) => ({ path: paths.content.pages, method: 'PUT', auth: 'admin', body }),
      invalidatesTags: ['AdminContentPages'],
    }),
    deleteAdminContentPage: build.mutation<MessageResponse, number>({
      query: (id) => ({
        path: paths.content.pages,
        method: 'DELETE',
        auth: 'admin',
        query: { id },
      }),
      invalidatesTags: ['AdminContentPages'],
    }),
  }),
});

export const {
  useAdminContentPagesQuery,
  useAdminContentPageQuery,
  useCreateAdminContentPageMutation,
  useUpdateAdminContentPageMutation,
  useDeleteAdminContentPageMutation,
} = adminContentPagesApi;
