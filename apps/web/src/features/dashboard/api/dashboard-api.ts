import { type BillingDetail, paths } from '@prd/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { baseApi, type QueryError } from '../../../lib/base-api';
import { pendingPaths } from './pending-paths';

/** Payment item (spec section 3). */
export interface PaymentItem {
  payment_id: string;
  user_name: string;
  user_email: string;
  amount: number;
  currency: string;
  payment_method: string;
  plan_name: string;
  created_at: string;
  payment_status: string;
  auto_payment: boolean;
}
interface PaymentPage {
  items: PaymentItem[];
  total_pages: number;
}

/** Subscription (spec section 3). */
export interface Subscription {
  plan_name: string;
  user_name: string;
  user_email: string;
  created_at: string;
  expiry_date: string;
}

const asQueryError = (err: unknown): QueryError =>
  err instanceof ApiError
    ? { status: err.status, message: err.message, code: err.code }
    : { status: 0, message: String(err) };

/** The dashboard's reads, cached by RTK Query; writes are plain calls in this folder. */
export const dashboardApi = baseApi.injectEndpoints({
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
            apiRequest<PaymentPage>(pendingPaths.getAllPayments, {
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
      query: () => ({ path: pendingPaths.getUserSubscription, auth: 'user' }),
    }),
  }),
});

export const {
  useDashboardBillingQuery,
  useDashboardPaymentsQuery,
  useDashboardSubscriptionQuery,
} = dashboardApi;
