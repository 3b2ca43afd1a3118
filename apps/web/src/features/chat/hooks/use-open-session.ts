import { messages } from '@prd/contract';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError, errorMessage, type AuthMode } from '../../../lib/api-client';
import { endedByDeletion } from '../stream/answer-events';
import { followAnswer } from '../stream/follow-answer';
import { failedForSessionEnd } from '../../../lib/session-end';
import { notify } from '../../../lib/toast';
import { createTokenBatcher } from '../stream/token-batcher';
import { getChatData } from '../api/get-chat-data';
import { chatActions } from '../chat.slice';
import { useChatState } from './chat-state';

/**
 * Loads the chat picked in the sidebar. When its last answer is still being written on the
 * server (a chat reopened mid-answer, after a reload or from another tab), follows that
 * answer's stream from its start and shows it live, then loads the chat again once it ends.
 */
export function useOpenSession(auth: AuthMode) {
  const dispatch = useDispatch();
  const sessionId = useChatState((c) => c.sessionId);
  const loading = useChatState((c) => c.loading);
  // This screen's own send, regenerate or edit follows its answer itself.
  const own = useChatState((c) => c.answer?.own ?? false);
  // The last answer while it is unfinished on the server (pending, then streaming here).
  const pendingKey = useChatState((c) => {
    const last = c.entries.at(-1);
    const open = last?.status === 'pending' || last?.status === 'streaming';
    return !c.answer?.own && last?.role === 'ai' && open ? last.key : null;
  });

  useEffect(() => {
    if (!loading || !sessionId || auth === 'none') return;
    let live = true;
    getChatData(sessionId, auth)
      .then((data) => {
        if (live) dispatch(chatActions.sessionLoaded({ sessionId, messages: data.messages }));
      })
      .catch((err: unknown) => {
        if (!live) return;
        // 404: unknown, or not this person's (the server does not say which); the screen says so.
        const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
        dispatch(chatActions.sessionLoadFailed({ sessionId, notFound }));
        // A deleted account or an ended session is told once, by the shell.
        if (!notFound && !failedForSessionEnd(err, auth))
          notify.error(messages.chat.chatFetchFailed);
      });
    return () => {
      live = false;
    };
  }, [loading, sessionId, auth, dispatch]);

  useEffect(() => {
    if (!pendingKey || !sessionId || own) return;
    const controller = new AbortController();
    const key = pendingKey;
    const tokens = createTokenBatcher((text) =>
      dispatch(chatActions.tokensReceived({ key, text })),
    );
    dispatch(chatActions.answerLive({ key, sessionId }));
    let deleted = false;
    void followAnswer({
      sessionId,
      auth,
      signal: controller.signal,
      onToken: tokens.push,
      onReset: () => {
        tokens.cancel();
        dispatch(chatActions.streamReset(key));
      },
    })
      .then(
        (outcome) => {
          tokens.flush();
          if (controller.signal.aborted) return;
          if (outcome.kind === 'stopped') {
            const text = outcome.text.trim() ? outcome.text : messages.chat.answerStopped;
            dispatch(chatActions.followSettled({ key, message: text, status: 'stopped' }));
          } else {
            const {
              prd_result: message,
              document_path: documentPath,
              reply,
            } = outcome.response.data;
            dispatch(
              chatActions.followSettled({ key, message, status: 'complete', documentPath, reply }),
            );
          }
        },
        (err: unknown) => {
          tokens.cancel();
          // A deleted account has no chat to read back: the answer says why it ended.
          if (!controller.signal.aborted && endedByDeletion(err)) {
            dispatch(chatActions.followSettled({ key, message: err.message, status: 'failed' }));
            deleted = true;
            return;
          }
          // A visitor has no stored chat to read instead: the answer shows what went wrong.
          if (!controller.signal.aborted && auth === 'none') {
            const message = errorMessage(err, messages.chat.uploadOrSendFailed);
            dispatch(chatActions.followSettled({ key, message, status: 'failed' }));
          }
        },
      )
      // However it ended (written, stopped, failed, or not to be followed), the chat as stored
      // says it best (signed in; a visitor cannot read it back).
      .then(() =>
        controller.signal.aborted || auth === 'none' || deleted
          ? undefined
          : getChatData(sessionId, auth),
      )
      .then((data) => {
        if (data) dispatch(chatActions.sessionLoaded({ sessionId, messages: data.messages }));
      })
      .catch((err: unknown) => {
        if (!failedForSessionEnd(err, auth)) notify.error(messages.chat.chatRefreshFailed);
      })
      .finally(() => {
        if (!controller.signal.aborted) dispatch(chatActions.followEnded(key));
      });
    return () => {
      controller.abort();
      tokens.cancel();
      dispatch(chatActions.followEnded(key));
    };
  }, [pendingKey, sessionId, own, auth, dispatch]);
}
