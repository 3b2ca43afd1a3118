import { paths, type WorkspaceProvider } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

export type Workspace = WorkspaceProvider;

/**
 * Where to send the browser to connect a workspace: auth_url for the notes workspace (Notion),
 * url for the team wiki (Confluence); undefined when the answer has none (or not an http(s) one). A server without an
 * app for it answers 501 NOT_ENABLED (an ApiError carrying its message).
 */
export async function workspaceConnectUrl(workspace: Workspace): Promise<string | undefined> {
  const path =
    workspace === 'notion' ? paths.workspaces.notionOauth : paths.workspaces.confluenceOauth;
  const res = await apiRequest<{ auth_url?: unknown; url?: unknown }>(path, {
    method: 'POST',
    body: {},
    auth: 'either',
  });
  const target = workspace === 'notion' ? res.auth_url : res.url;
  // Only a web address is followed: anything else (`javascript:` …) counts as none.
  return typeof target === 'string' && /^https?:\/\//i.test(target) ? target : undefined;
}
