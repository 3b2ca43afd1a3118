import { paths, type ConnectionsResponse, type WorkspaceProvider } from '@prd/contract';
import { apiRequest } from './api-client';

export type { ConnectionsResponse };

/** The signed-in person's connected workspaces, and which ones this server offers. */
export const getConnections = () =>
  apiRequest<ConnectionsResponse>(paths.workspaces.connections, { auth: 'either' });

/** Forgets a workspace connection (its tokens are deleted on the server). */
export const disconnectWorkspace = (provider: WorkspaceProvider) =>
  apiRequest<{ message: string }>(
    `${paths.workspaces.connections}?provider=${encodeURIComponent(provider)}`,
    { method: 'DELETE', auth: 'either' },
  );

/** Where the dashboard's Connecting tab is. */
export const CONNECTING_TAB_URL = '/settings/profiledash?tab=connecting';
