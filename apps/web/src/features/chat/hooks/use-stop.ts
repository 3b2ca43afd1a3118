import { messages } from '@prd/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError, errorMessage, type AuthMode } from '../../../lib/api-client';
import { stopAnswer } from '../api/stop-answer';
import { notify } from '../../../lib/toast';
import { chatActions } from '../chat.slice';
import { useChatState } from './chat-state';

/**
 * Stop for the answer streaming in: asks the server to end it; the stream then ends with
 * `stopped` and the answer keeps what was written. `stop` is undefined while nothing can be
 * stopped (no answer followed, or its session not named yet).
 */
export function useStop(auth: AuthMode) {
  const dispatch = useDispatch();
  // Only an answer of the chat on screen, once the server named its chat.
  const sessionId = useChatState((c) =>
    c.answer?.sessionId && c.answer.sessionId === c.sessionId ? c.answer.sessionId : undefined,
  );
  const stopping = useChatState((c) => c.answer?.stopping ?? false);
  const stop = useCallback(() => {
    if (!sessionId) return;
    dispatch(chatActions.stopRequested(true));
    stopAnswer(sessionId, auth).catch((err: unknown) => {
      // 404: the answer ended meanwhile; its stream says how.
      if (err instanceof ApiError && err.status === 404) return;
      dispatch(chatActions.stopRequested(false));
      notify.error(errorMessage(err, messages.general.errorOccurred));
    });
  }, [auth, dispatch, sessionId]);
  return { stop: sessionId ? stop : undefined, stopping };
}
