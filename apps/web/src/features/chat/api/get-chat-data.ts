import { paths, type ChatDataResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../lib/api-client';

/** `GET /prd_chat_history/get_chat_data_by_chat_id?session_id`: one chat's messages in order. */
export const getChatData = (sessionId: string, auth: AuthMode) =>
  apiRequest<ChatDataResponse>(paths.prd.getChatData, {
    query: { session_id: sessionId },
    auth,
  });
