import { paths, type ShareResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** Publishing waits for the provider (large PRDs go in several requests). */
export const PUBLISH_TIMEOUT_MS = 90_000;

/** The notes-workspace share payload (spec section 3) and what names the page's place and source. */
interface NotionSharePayload {
  title: string;
  text: string;
  /** The chat answer: its Markdown is published with structure, and publishing again updates. */
  chat_id?: number;
  parent_id?: string;
}

/** Sends a PRD to the connected Notion workspace (a new page, or the one it made before). */
export const sendPrdToNotion = (payload: NotionSharePayload) =>
  apiRequest<ShareResponse>(paths.share.sendToNotion, {
    method: 'POST',
    body: payload,
    auth: 'either',
    timeoutMs: PUBLISH_TIMEOUT_MS,
  });
