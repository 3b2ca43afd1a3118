import { type BillingDetail, type PaymentItem, paths, type Subscription } from '@prd/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { baseApi, type QueryError } from '../../../lib/base-api';

export type { PaymentItem, Subscription };
interface PaymentPage {
  items: PaymentItem[];
  total_pages: number;
}

const asQueryError = (err: unknown): QueryError =>
  err instanceof ApiError
    ? { status: err.status, message: err.message, code: err.code }
    : { status: 0, message: String(err) };

/** The dashboard's reads, cached by RTK Query; writes are plain calls in this folder. */
const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardBilling: build.query<BillingDetail, void>({
      query: () => ({ path: paths.user.getBillingDetails, auth: 'user' }),
      providesTags: ['Billing'],
    }),
    /** Every page of the payment list: page 1 says how many there are (spec section 4). */
    dashboardPayments: build.query<PaymentItem[], void>({
      queryFn: async () => {
        try {
          const get = (page: number) =>
            apiRequest<PaymentPage>(paths.billing.getAllPayments, {
              auth: 'either',
              query: { page },
            });
          const first = await get(1);
          const items = [...(first.items ?? [])];
          for (let page = 2; page <= (first.total_pages ?? 1); page += 1) {
            items.push(...((await get(page)).items ?? []));
          }
          return { data: items };
        } catch (err) {
          return { error: asQueryError(err) };
        }
      },
    }),
    dashboardSubscription: build.query<Subscription, void>({
      query: () => ({ path: paths.billing.getUserSubscription, auth: 'user' }),
    }),
  }),
});

export const {
  useDashboardBillingQuery,
  useDashboardPaymentsQuery,
  useDashboardSubscriptionQuery,
} = dashboardApi;
