import { paths, type IncidentsResponse, type MessageResponse } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

export type { IncidentItem } from '@prd/contract';

/** incidentQuery: `from` and `to` are ISO date-times; empty filters are left out. */
export interface IncidentsArgs {
  page: number;
  page_size?: number;
  kind?: string;
  severity?: 'low' | 'medium' | 'high';
  status?: 'open' | 'resolved';
  user_id?: string;
  from?: string;
  to?: string;
}

interface ResolveIncidentArgs {
  id: string | number;
  /** The admin's note; left out when empty (resolveIncidentBody). */
  resolution?: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminIncidents'] });

/** GET /security/security-incidents and POST …/{id}/resolve (admins). */
const adminIncidentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminIncidents: build.query<IncidentsResponse, IncidentsArgs>({
      query: (args) => ({
        path: paths.security.securityIncidents,
        auth: 'admin',
        query: { ...args },
      }),
      providesTags: ['AdminIncidents'],
    }),
    resolveAdminIncident: build.mutation<MessageResponse, ResolveIncidentArgs>({
      query: ({ id, resolution }) => ({
        path: paths.security.resolveIncident.replace(':id', encodeURIComponent(String(id))),
        method: 'POST',
        auth: 'admin',
        body: resolution ? { resolution } : {},
      }),
      invalidatesTags: ['AdminIncidents'],
    }),
  }),
});

export const { useAdminIncidentsQuery, useResolveAdminIncidentMutation } = adminIncidentsApi;
