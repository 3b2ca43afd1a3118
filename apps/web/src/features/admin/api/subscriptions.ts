import { paths, type Subscription } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type SubscriptionStatusFilter =
  'active' | 'past_due' | 'canceled' | 'expired' | 'revoked' | 'disputed';

/** One row of the admin list (adminSubscription). */
export interface AdminSubscription extends Subscription {
  id: string;
  user_id: string;
  cancel_at_period_end: boolean;
}

/** subscriptionsQuery: empty filters are left out of the URL. */
interface SubscriptionsArgs {
  page: number;
  page_size?: number;
  status?: SubscriptionStatusFilter;
  user_id?: string;
  email?: string;
}

interface SubscriptionsPage {
  items: AdminSubscription[];
  total_pages: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSubscriptions'] });

/** GET /payment_management/get_all_subscriptions (admins). */
const adminSubscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSubscriptions: build.query<SubscriptionsPage, SubscriptionsArgs>({
      query: (args) => ({
        path: paths.billing.getAllSubscriptions,
        auth: 'admin',
        query: { ...args },
      }),
      providesTags: ['AdminSubscriptions'],
    }),
  }),
});

export const { useAdminSubscriptionsQuery } = adminSubscriptionsApi;
