import { messages } from '@prd/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError, errorMessage, type AuthMode } from '../../../lib/api-client';
import { userApi } from '../../../lib/queries/user';
import { failedForSessionEnd } from '../../../lib/session-end';
import { notify } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';
import { StreamInterrupted, uploadFilesStream } from '../stream/upload-stream';
import { endedByDeletion } from '../stream/answer-events';
import { getChatData } from '../api/get-chat-data';
import { chatActions } from '../chat.slice';
import { createTokenBatcher } from '../stream/token-batcher';
import { useChatState } from './chat-state';
import { answerSettled, localSendEntries } from './send-steps';

/** What a failed send needs to be sent again. */
interface SentRequest {
  text: string;
  files: File[];
  keys: string[];
}

/** What the message box gets back when a send was refused: the text and files, as typed. */
interface Draft {
  text: string;
  files: File[];
}

/**
 * Sending, for visitors (`auth` none), users and admins alike (spec section 4 "Sending"): the
 * text and its "Uploaded file: [name]" entries appear at once, the answer streams in, then the
 * quota, the sidebar history and the chat itself are fetched again (signed in). A failed send
 * keeps its entries and can be retried; a visitor's send refused by the free limit (429,
 * FREE_LIMIT_EXCEEDED) leaves the list, its text goes back into the box and the limit popup
 * opens.
 */
export function useSend(auth: Extract<AuthMode, 'user' | 'admin' | 'none'>) {
  const visitor = auth === 'none';
  /** The draft of the last refused send, for the message box to take back. */
  const [draft, setDraft] = useState<Draft | null>(null);
  const dispatch = useDispatch();
  const sessionId = useChatState((c) => c.sessionId);
  const current = useRef(sessionId);
  useLayoutEffect(() => {
    current.current = sessionId;
  }, [sessionId]);
  const failed = useRef(new Map<string, SentRequest>());
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const reload = useCallback(
    async (id: string) => {
      // A visitor cannot read chats back: the answer's own event says it all.
      if (visitor) return;
      try {
        const data = await getChatData(id, auth);
        dispatch(chatActions.sessionLoaded({ sessionId: id, messages: data.messages }));
        // The server's signed links have replaced the local previews.
        for (const url of previews.current.splice(0)) URL.revokeObjectURL(url);
      } catch (err) {
        // A deleted account or an ended session is told once, by the shell.
        if (!failedForSessionEnd(err, auth)) notify.error(messages.chat.chatRefreshFailed);
      }
    },
    [auth, dispatch, visitor],
  );

  const run = useCallback(
    async (text: string, files: File[]) => {
      const { humans, answer, keys } = localSendEntries(text, files, previews.current);
      dispatch(chatActions.sendStarted({ entries: [...humans, answer] }));

      let streamed: string | undefined;
      const tokens = createTokenBatcher((chunk) =>
        dispatch(chatActions.tokensReceived({ key: answer.key, text: chunk })),
      );
      try {
        const outcome = await uploadFilesStream({
          sessionId: current.current,
          text,
          files,
          auth,
          onSession: (id) => {
            streamed = id;
            dispatch(chatActions.answerLive({ key: answer.key, sessionId: id }));
            // A new chat is listed at once, so it can be reopened while its answer is written.
            if (current.current === null) dispatch(chatActions.historyChanged());
          },
          onToken: tokens.push,
          onReset: () => {
            tokens.cancel();
            dispatch(chatActions.streamReset(answer.key));
          },
        });
        tokens.flush();
        const id = answerSettled(dispatch, outcome, { answerKey: answer.key, keys, visitor });
        dispatch(userApi.util.invalidateTags(['Uploads']));
        dispatch(chatActions.historyChanged());
        await reload(id);
      } catch (err) {
        tokens.cancel();
        if (err instanceof ApiError && err.code === 'FREE_LIMIT_EXCEEDED') {
          // Refused before anything was stored: nothing shows as sent, the text goes back.
          dispatch(chatActions.sendRefused({ keys, limit: true }));
          setDraft({ text, files });
          return;
        }
        if (err instanceof ApiError && err.status === 498) {
          // The session expired: the shell says so and keeps the draft; nothing else to show.
          dispatch(chatActions.sendRefused({ keys, limit: false }));
          setDraft({ text, files });
          return;
        }
        if (endedByDeletion(err)) {
          // The account is gone: the answer says so, nothing is asked again.
          dispatch(
            chatActions.sendFailed({ key: answer.key, error: err.message, sessionId: streamed }),
          );
          notify.error(err.message);
          return;
        }
        const message = errorMessage(err, messages.chat.uploadOrSendFailed);
        // Worth sending again only when the failure may pass: no answer, a lost stream, the
        // server or the AI provider failing. A refusal (type, size, quota) would come back.
        if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500)
          failed.current.set(answer.key, { text, files, keys });
        dispatch(chatActions.sendFailed({ key: answer.key, error: message, sessionId: streamed }));
        notify.error(message);
        dispatch(userApi.util.invalidateTags(['Uploads']));
        if (err instanceof StreamInterrupted && streamed) {
          // The stream could not be followed again: show what the server has stored.
          dispatch(chatActions.historyChanged());
          await reload(streamed);
        }
      }
    },
    [auth, dispatch, reload, visitor],
  );

  /** Spec section 5: a token is required and a message or a file. False: nothing was sent. */
  const send = useCallback(
    (text: string, files: File[]): boolean => {
      if (!visitor && !tokenStorage.access('user') && !tokenStorage.access('admin')) {
        notify.error(messages.chat.loginFirst);
        return false;
      }
      if (!text && files.length === 0) {
        notify.error(visitor ? messages.chat.emptySendAnonymous : messages.chat.emptySend);
        return false;
      }
      setDraft(null);
      void run(text, files);
      return true;
    },
    [run, visitor],
  );

  /** Sends a failed request again, in place of its failed entries. */
  const retry = useCallback(
    (answerKey: string) => {
      const request = failed.current.get(answerKey);
      if (!request) return;
      failed.current.delete(answerKey);
      dispatch(chatActions.entriesRemoved(request.keys));
      void run(request.text, request.files);
    },
    [dispatch, run],
  );

  const canRetry = useCallback((answerKey: string) => failed.current.has(answerKey), []);

  return { send, retry, canRetry, draft };
}
