import { messages } from '@prd/contract';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { AuthMode } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { getChatData } from '../api/get-chat-data';
import { chatActions } from '../chat.slice';
import { useChatState } from './chat-state';

/** While an answer is still being written on the server (reopened chat, lost stream). */
const PENDING_POLL_MS = 2000;
const PENDING_POLL_LIMIT = 90;

/**
 * Loads the chat picked in the sidebar, and keeps asking while its last answer is still being
 * written on the server (a chat reopened mid-answer, or a stream lost on the way).
 */
export function useOpenSession(auth: AuthMode) {
  const dispatch = useDispatch();
  const sessionId = useChatState((c) => c.sessionId);
  const loading = useChatState((c) => c.loading);
  const sending = useChatState((c) => c.sending);
  const waiting = useChatState(
    (c) => !c.sending && c.entries.at(-1)?.role === 'ai' && c.entries.at(-1)?.status === 'pending',
  );

  useEffect(() => {
    if (!loading || !sessionId) return;
    let live = true;
    getChatData(sessionId, auth)
      .then((data) => {
        if (live) dispatch(chatActions.sessionLoaded({ sessionId, messages: data.messages }));
      })
      .catch(() => {
        if (!live) return;
        dispatch(chatActions.sessionLoadFailed(sessionId));
        notify.error(messages.chat.chatFetchFailed);
      });
    return () => {
      live = false;
    };
  }, [loading, sessionId, auth, dispatch]);

  useEffect(() => {
    if (!waiting || !sessionId || sending) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > PENDING_POLL_LIMIT) clearInterval(timer);
      getChatData(sessionId, auth)
        .then((data) => dispatch(chatActions.sessionLoaded({ sessionId, messages: data.messages })))
        .catch(() => undefined);
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, sessionId, sending, auth, dispatch]);
}
