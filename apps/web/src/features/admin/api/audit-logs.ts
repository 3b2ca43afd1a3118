import { paths, type AuditLogsResponse } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type { AuditLogItem } from '@prd/contract';

/** auditLogQuery: `from` and `to` are ISO date-times; empty filters are left out. */
interface AuditLogsArgs {
  page: number;
  page_size?: number;
  event?: string;
  outcome?: 'success' | 'failure';
  user_id?: string;
  email?: string;
  from?: string;
  to?: string;
}

/** GET /security/audit-logs (admins). */
const adminAuditLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuditLogs: build.query<AuditLogsResponse, AuditLogsArgs>({
      query: (args) => ({ path: paths.security.auditLogs, auth: 'admin', query: { ...args } }),
    }),
  }),
});

export const { useAdminAuditLogsQuery } = adminAuditLogsApi;
