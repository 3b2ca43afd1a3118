import { paths, type ChatDataResponse, type ChatHistoryResponse } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

/** One person's chats (admin token, user_id; page_size fixed at 1000 by the spec). */
const adminChatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminChatHistory: build.query<ChatHistoryResponse, string>({
      query: (userId) => ({
        path: paths.prd.getChatHistory,
        auth: 'admin',
        query: { user_id: userId, page: 1, page_size: 1000 },
      }),
    }),
    adminChatData: build.query<ChatDataResponse, string>({
      query: (sessionId) => ({
        path: paths.prd.getChatData,
        auth: 'admin',
        query: { session_id: sessionId },
      }),
    }),
  }),
});

export const { useAdminChatHistoryQuery, useAdminChatDataQuery } = adminChatsApi;
