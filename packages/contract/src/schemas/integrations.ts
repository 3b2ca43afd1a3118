import { z } from './zod.js';
import { strictBody } from './common.js';
import { messages } from '../messages.js';

/** Identity providers for sign-in, and the workspaces a PRD can be published to. */
export const SOCIAL_PROVIDERS = ['github', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const WORKSPACE_PROVIDERS = ['notion', 'confluence'] as const;
export type WorkspaceProvider = (typeof WORKSPACE_PROVIDERS)[number];

export const socialLoginResponse = z.object({ login_url: z.string() });
export const socialProvidersResponse = z.object({ github: z.boolean(), google: z.boolean() });
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>;

/** The one-time code the OAuth callback hands the SPA (in the address, never a token). */
export const oauthExchangeBody = strictBody({
  code: z.string().min(16).max(128),
});

export const notionOauthResponse = z.object({ auth_url: z.string() });
export const confluenceOauthResponse = z.object({ url: z.string() });

export const workspaceConnection = z.object({
  provider: z.enum(WORKSPACE_PROVIDERS),
  workspace_name: z.string(),
  /** Confluence: the site's address. */
  site_url: z.string().nullable(),
  connected_at: z.string(),
});
export type WorkspaceConnection = z.infer<typeof workspaceConnection>;

export const connectionsResponse = z.object({
  connections: z.array(workspaceConnection),
  /** Which providers this server has OAuth apps for. */
  enabled: z.object({ notion: z.boolean(), confluence: z.boolean() }),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponse>;

export const disconnectQuery = z.object({ provider: z.enum(WORKSPACE_PROVIDERS) });

const title = z
  .string({ error: messages.share.titleRequired })
  .trim()
  .min(1, messages.share.titleRequired)
  .max(200, 'The title is too long (200 characters at most).');
const prdText = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .max(1_000_000, 'The PRD is too long to publish (1,000,000 characters at most).');
/** The chat message the PRD came from: its stored Markdown is published, and re-publishing updates. */
const chatId = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const notionShareBody = strictBody({
  title,
  text: prdText('text'),
  chat_id: chatId,
  /** The page to publish under; the remembered one (or the first reachable) when absent. */
  parent_id: z
    .string()
    .regex(/^[0-9a-fA-F-]{32,36}$/, 'Not a Notion page id.')
    .optional(),
});
export type NotionShareBody = z.infer<typeof notionShareBody>;

export const confluenceShareBody = strictBody({
  title,
  prd_data: prdText('prd_data'),
  space_key: z
    .string({ error: messages.share.spaceRequired })
    .trim()
    .min(1, messages.share.spaceRequired)
    .max(255)
    .regex(/^[A-Za-z0-9~_-]+$/, 'Not a Confluence space key.'),
  chat_id: chatId,
});
export type ConfluenceShareBody = z.infer<typeof confluenceShareBody>;

export const shareResponse = z.object({
  message: z.string(),
  page_id: z.string(),
  url: z.string().nullable(),
  /** true when an earlier page of the same PRD was updated instead of a new one made. */
  updated: z.boolean(),
});
export type ShareResponse = z.infer<typeof shareResponse>;

export const confluenceSpace = z.object({ id: z.string(), key: z.string(), name: z.string() });
export const confluenceSpacesQuery = z.object({
  query: z.string().trim().max(200).optional(),
});
export const confluenceSpacesResponse = z.object({ results: z.array(confluenceSpace) });

export const notionPagesQuery = z.object({ query: z.string().trim().max(200).optional() });
export const notionPage = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
});
export const notionPagesResponse = z.object({
  results: z.array(notionPage),
  /** The page this person published under last (if still reachable). */
  default_id: z.string().nullable(),
});
export type NotionPage = z.infer<typeof notionPage>;
