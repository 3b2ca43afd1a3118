import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** The notes-workspace share payload (spec section 3). */
export interface NotionSharePayload {
  title: string;
  text: string;
}

/** Sends a PRD to the connected Notion workspace as a new page; the answer's body is unused. */
export const sendPrdToNotion = (payload: NotionSharePayload) =>
  apiRequest<unknown>(paths.share.sendToNotion, { method: 'POST', body: payload, auth: 'either' });
