import { paths, type DeletionRequest } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

/** The signed-in person's own open deletion request, or null (their own only: user token). */
const myDeletionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyDeletionRequest: build.query<DeletionRequest | null, void>({
      query: () => ({
        path: paths.deletion.getAllRequests,
        query: { status: 'pending', page: 1, page_size: 1 },
        auth: 'user',
      }),
      transformResponse: (body: { items?: DeletionRequest[] }) => body.items?.[0] ?? null,
      providesTags: ['DeletionRequest'],
    }),
  }),
});

export const { useGetMyDeletionRequestQuery } = myDeletionApi;

/** After a request is sent: the pending state is read again wherever it shows. */
export const deletionRequestChanged = () => baseApi.util.invalidateTags(['DeletionRequest']);

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** "Mar 1, 2025": the day the request was made. */
export const requestDay = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
};
