import { paths, type ShareResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';
import { PUBLISH_TIMEOUT_MS } from './send-prd-to-notion';

/** The team-wiki share payload (spec section 3), with the chat answer it came from. */
interface ConfluencePagePayload {
  title: string;
  prd_data: string;
  space_key: string;
  chat_id?: number;
}

/** Publishes a PRD as a page in a Confluence space (again: a new version of that page). */
export const createConfluencePage = (payload: ConfluencePagePayload) =>
  apiRequest<ShareResponse>(paths.share.createConfluencePage, {
    method: 'POST',
    body: payload,
    auth: 'either',
    timeoutMs: PUBLISH_TIMEOUT_MS,
  });
