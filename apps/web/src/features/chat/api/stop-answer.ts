import { paths } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../lib/api-client';

/**
 * `POST /prd_upload/stop_answer?session_id`: ends the answer being written; what was written is
 * kept (the stream then ends with `stopped`). Rejects with 404 NOT_FOUND when none is.
 */
export const stopAnswer = (sessionId: string, auth: AuthMode) =>
  apiRequest<{ message: string }>(paths.prd.stopAnswer, {
    method: 'POST',
    query: { session_id: sessionId },
    auth,
  });
