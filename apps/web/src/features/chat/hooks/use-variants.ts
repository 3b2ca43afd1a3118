import { messages } from '@prd/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage, type AuthMode } from '../../../lib/api-client';
import { failedForSessionEnd } from '../../../lib/session-end';
import { notify } from '../../../lib/toast';
import { getChatData } from '../api/get-chat-data';
import { selectAnswer } from '../api/select-answer';
import { chatActions } from '../chat.slice';
import { useChatState } from './chat-state';

/**
 * Switching between the regenerated variants of the chat's last answer (‹ 2 / 2 ›): asks the
 * server to show the answer `chatId`, then reads the chat again; the document view follows the
 * version that answer stored (open or closed as it was). Undefined for visitors (their chats are not listed or chosen).
 */
export function useVariants(auth: AuthMode) {
  const dispatch = useDispatch();
  const sessionId = useChatState((c) => c.sessionId);
  const run = useCallback(
    async (chatId: number) => {
      if (!sessionId) return;
      try {
        const { data } = await selectAnswer(sessionId, chatId, auth);
        if (data.document)
          dispatch(
            chatActions.documentFollowed({
              documentId: data.document.document_id,
              version: data.document.current_version,
            }),
          );
        const chat = await getChatData(sessionId, auth);
        dispatch(chatActions.sessionLoaded({ sessionId, messages: chat.messages }));
      } catch (err) {
        // A deleted account or an ended session is told once, by the shell.
        if (!failedForSessionEnd(err, auth))
          notify.error(errorMessage(err, messages.chat.chatRefreshFailed));
      }
    },
    [auth, dispatch, sessionId],
  );
  const select = useCallback((chatId: number) => void run(chatId), [run]);
  return auth === 'none' ? undefined : select;
}
