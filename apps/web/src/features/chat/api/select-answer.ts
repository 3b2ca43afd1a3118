import { paths, type SelectAnswerResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../lib/api-client';

/**
 * `POST /prd_chat_history/select_answer?session_id&chat_id`: shows another of the last answer's
 * regenerated variants (free); its version becomes the document's current one.
 */
export const selectAnswer = (sessionId: string, chatId: number, auth: AuthMode) =>
  apiRequest<SelectAnswerResponse>(paths.prd.selectAnswer, {
    method: 'POST',
    query: { session_id: sessionId, chat_id: chatId },
    auth,
  });
