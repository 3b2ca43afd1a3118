import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** The team-wiki share payload (spec section 3). */
export interface ConfluencePagePayload {
  title: string;
  prd_data: string;
  space_key: string;
}

/** Publishes a PRD as a page in a Confluence space; the answer's body is unused. */
export const createConfluencePage = (payload: ConfluencePagePayload) =>
  apiRequest<unknown>(paths.share.createConfluencePage, {
    method: 'POST',
    body: payload,
    auth: 'either',
  });
