import { apiRequest } from '../../../lib/api-client';
import { pendingPaths } from './pending-paths';

export type Workspace = 'notion' | 'confluence';

/**
 * Where to send the browser to connect a workspace: auth_url for the notes workspace (Notion),
 * url for the team wiki (Confluence); undefined when the answer has none.
 */
export async function workspaceConnectUrl(workspace: Workspace): Promise<string | undefined> {
  const path = workspace === 'notion' ? pendingPaths.notionOauth : pendingPaths.confluenceOauth;
  const res = await apiRequest<{ auth_url?: unknown; url?: unknown }>(path, {
    method: 'POST',
    body: {},
    auth: 'either',
  });
  const target = workspace === 'notion' ? res.auth_url : res.url;
  return typeof target === 'string' && target ? target : undefined;
}
