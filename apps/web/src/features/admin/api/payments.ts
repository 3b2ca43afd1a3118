import { paths, type PaymentItem } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type { PaymentItem };

export type PaymentStatusFilter =
  | 'succeeded'
  | 'pending'
  | 'failed'
  | 'refunded'
  | 'partially_refunded'
  | 'disputed'
  | 'dispute_lost';

/** The admin payment list's query (paymentsQuery): empty filters are left out of the URL. */
interface PaymentsArgs {
  page: number;
  page_size?: number;
  status?: PaymentStatusFilter;
  user_id?: string;
  email?: string;
}

interface PaymentsPage {
  items: PaymentItem[];
  total_pages: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminPayments'] });

/** GET /payment_management/get_all_payments with the admin token: everyone's payments. */
const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPayments: build.query<PaymentsPage, PaymentsArgs>({
      query: (args) => ({ path: paths.billing.getAllPayments, auth: 'admin', query: { ...args } }),
      providesTags: ['AdminPayments'],
    }),
  }),
});

export const { useAdminPaymentsQuery } = adminPaymentsApi;
