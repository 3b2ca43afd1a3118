import { API_PREFIX, messages, paths } from '@prd/contract';
import { ApiError, authorizedFetch, type AuthMode } from '../../../lib/api-client';

/**
 * `GET /prd_upload/answer_stream?session_id` with `Last-Event-ID`: the session's latest answer
 * as Server-Sent Events, after that event (from the start without one). A 498 gets the one
 * token refresh every call gets; a visitor is known by the cookie. Resolves with the open
 * response; rejects with the ApiError of a refusal (404: no answer to follow).
 */
export function attachAnswerStream(
  sessionId: string,
  auth: AuthMode,
  lastEventId: string | undefined,
  signal: AbortSignal,
): Promise<Response> {
  const target = `${API_PREFIX}${paths.prd.answerStream}?session_id=${encodeURIComponent(sessionId)}`;
  return authorizedFetch(auth, async (token) => {
    try {
      return await fetch(target, {
        headers: {
          Accept: 'text/event-stream',
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        signal,
      });
    } catch {
      throw new ApiError(0, messages.general.networkFailure);
    }
  });
}
