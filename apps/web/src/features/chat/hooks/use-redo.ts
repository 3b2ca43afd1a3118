import { messages } from '@prd/contract';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError, errorMessage, type AuthMode } from '../../../lib/api-client';
import { userApi } from '../../../lib/queries/user';
import { failedForSessionEnd } from '../../../lib/session-end';
import { notify } from '../../../lib/toast';
import { createTokenBatcher } from '../stream/token-batcher';
import { editMessage } from '../api/edit-message';
import { getChatData } from '../api/get-chat-data';
import { regenerateAnswer } from '../api/regenerate-answer';
import { localEntry, type ChatEntry } from '../chat-entries';
import { chatActions } from '../chat.slice';
import { isFileEntry } from '../utils/turns';
import { useChatState } from './chat-state';

let sequence = 0;

/** A refusal the server explains by its code: the old answer stays (it is loaded again). */
function refusalMessage(err: unknown): string {
  return errorMessage(err, messages.chat.uploadOrSendFailed);
}

/**
 * Regenerate and edit-and-resend of the chat's last answer (decision 020), as use-send does a
 * send: the last answer leaves the list and a local pending answer streams in its place; then the
 * uploads counter, the sidebar history (an edit may retitle the chat) and the chat itself are
 * fetched again. A refusal (ANSWER_IN_PROGRESS, NOTHING_TO_REDO, QUOTA_EXCEEDED, NOT_FOUND, a
 * visitor's FREE_LIMIT_EXCEEDED) is told and the old answer comes back; `edit` then rejects so
 * the edit box keeps its text.
 */
export function useRedo(auth: Extract<AuthMode, 'user' | 'admin' | 'none'>) {
  const visitor = auth === 'none';
  const dispatch = useDispatch();
  const sessionId = useChatState((c) => c.sessionId);
  const entries = useChatState((c) => c.entries);
  const state = useRef<{ sessionId: string | null; entries: readonly ChatEntry[] }>({
    sessionId,
    entries,
  });
  useLayoutEffect(() => {
    state.current = { sessionId, entries };
  }, [sessionId, entries]);

  const reload = useCallback(
    async (id: string) => {
      if (visitor) return;
      try {
        const data = await getChatData(id, auth);
        dispatch(chatActions.sessionLoaded({ sessionId: id, messages: data.messages }));
      } catch (err) {
        // A deleted account or an ended session is told once, by the shell.
        if (!failedForSessionEnd(err, auth)) notify.error(messages.chat.chatRefreshFailed);
      }
    },
    [auth, dispatch, visitor],
  );

  const run = useCallback(
    async (text?: string) => {
      const { sessionId: id, entries: now } = state.current;
      const last = now.at(-1);
      if (!id || last?.role !== 'ai') return;
      const removed = { ...last };
      const answer = localEntry(`local-redo-${Date.now().toString(36)}-${(sequence += 1)}`, 'ai', {
        status: 'pending',
      });
      dispatch(chatActions.entriesRemoved([last.key]));
      // The edited text (of the last send: after the previous answer) shows at once in place
      // of the old one; it is put back if the edit is refused.
      let typed: ChatEntry | undefined;
      for (let i = now.length - 2; text !== undefined && i >= 0 && now[i]!.role === 'human'; i--)
        if (!isFileEntry(now[i]!)) typed = now[i];
      if (typed && text !== undefined)
        dispatch(chatActions.entryTextChanged({ key: typed.key, message: text }));
      dispatch(chatActions.sendStarted({ entries: [answer] }));
      const tokens = createTokenBatcher((chunk) =>
        dispatch(chatActions.tokensReceived({ key: answer.key, text: chunk })),
      );
      const handlers = {
        onSession: (live: string) =>
          dispatch(chatActions.answerLive({ key: answer.key, sessionId: live })),
        onToken: tokens.push,
        onReset: () => {
          tokens.cancel();
          dispatch(chatActions.streamReset(answer.key));
        },
      };
      try {
        const outcome =
          text === undefined
            ? await regenerateAnswer(id, auth, handlers)
            : await editMessage(id, text, auth, handlers);
        tokens.flush();
        if (outcome.kind === 'stopped') {
          const message = outcome.text.trim() ? outcome.text : messages.chat.answerStopped;
          dispatch(chatActions.sendStopped({ key: answer.key, sessionId: id, message }));
        } else {
          const data = outcome.response.data;
          dispatch(
            chatActions.sendSucceeded({
              key: answer.key,
              sessionId: id,
              message: data.prd_result,
              documentPath: data.document_path,
              reply: data.reply,
            }),
          );
        }
        dispatch(userApi.util.invalidateTags(['Uploads']));
        dispatch(chatActions.historyChanged());
        await reload(id);
      } catch (err) {
        tokens.cancel();
        const limit = err instanceof ApiError && err.code === 'FREE_LIMIT_EXCEEDED';
        // The old answer comes back as it was (the server kept it).
        dispatch(chatActions.sendRefused({ keys: [answer.key], limit }));
        dispatch(chatActions.entriesRestored([removed]));
        if (typed)
          dispatch(chatActions.entryTextChanged({ key: typed.key, message: typed.message }));
        // A limit opens its popup; an expired session is told by the shell.
        const expired = err instanceof ApiError && err.status === 498;
        if (!limit && !expired) notify.error(refusalMessage(err));
        dispatch(userApi.util.invalidateTags(['Uploads']));
        await reload(id);
        throw err;
      }
    },
    [auth, dispatch, reload],
  );

  const regenerate = useCallback(() => void run().catch(() => undefined), [run]);
  const edit = useCallback((text: string) => run(text), [run]);
  return { regenerate, edit };
}
