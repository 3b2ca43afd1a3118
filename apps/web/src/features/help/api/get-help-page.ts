import { paths, type ContentPage } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

const helpPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One help page by its topic address (either token, the admin's first; or none). */
    getHelpPage: build.query<ContentPage, string>({
      query: (topic) => ({
        path: `${paths.content.getPage}?topic=${encodeURIComponent(topic)}`,
        auth: 'either',
      }),
    }),
  }),
});

export const { useGetHelpPageQuery } = helpPageApi;
