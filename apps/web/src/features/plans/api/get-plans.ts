import { constants, paths, type Plan } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

interface PlansResponse {
  items: Plan[];
  total_pages: number;
}

/** The spec's call (section 7): first page, ten plans, by name descending; the page re-sorts. */
const plansQuery = {
  page: 1,
  page_size: constants.plansPageSize,
  sort_by: 'name',
  sort_order: 'desc',
} as const;

const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlansResponse, void>({
      // Optional auth: with a user token the server marks the caller's plan as is_subscribed.
      query: () => ({ path: paths.plan.getAllPlans, query: { ...plansQuery }, auth: 'user' }),
      // is_subscribed depends on who is signed in, so a change of user refetches the plans.
      providesTags: ['Plans', 'User'],
    }),
  }),
});

export const { useGetPlansQuery } = plansApi;
