import { paths, type AdminPlan, type UpdatePlanBody } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type { AdminPlan, UpdatePlanBody };

interface UpdatePlanArgs {
  id: number;
  body: UpdatePlanBody;
}

/** GET /plan/admin_plans and PUT /plan/update_plan/{id} (admins). */
const adminPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminPlans: build.query<{ items: AdminPlan[] }, void>({
      query: () => ({ path: paths.plan.adminPlans, auth: 'admin' }),
      providesTags: ['Plans'],
    }),
    updateAdminPlan: build.mutation<{ message: string; data: AdminPlan }, UpdatePlanArgs>({
      query: ({ id, body }) => ({
        path: paths.plan.updatePlan.replace(':id', String(id)),
        method: 'PUT',
        auth: 'admin',
        body,
      }),
      // The public plans list shares the tag: it shows the new price too.
      invalidatesTags: ['Plans'],
    }),
  }),
});

export const { useAdminPlansQuery, useUpdateAdminPlanMutation } = adminPlansApi;
