import { chatHistoryResponse, paths, type ChatHistoryResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * One page of past chats, newest activity first (spec section 7). Admin mode (the PRD
 * generation view) reads with the admin token and no user_id; everyone else with their own.
 */
export async function getChatHistory(args: {
  page: number;
  pageSize: number;
  admin: boolean;
}): Promise<ChatHistoryResponse> {
  const body = await apiRequest<unknown>(paths.prd.getChatHistory, {
    query: { page: args.page, page_size: args.pageSize },
    auth: args.admin ? 'admin' : 'user',
  });
  return chatHistoryResponse.parse(body);
}
