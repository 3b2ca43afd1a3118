import { paths, type NotionPage } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** Notion pages a PRD can go under, and the one this person used last. */
export const getNotionPages = () =>
  apiRequest<{ results: NotionPage[]; default_id: string | null }>(paths.workspaces.notionPages, {
    auth: 'either',
  });
