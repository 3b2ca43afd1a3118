import { messages, type EditSectionBody } from '@prd/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError, errorMessage, type AuthMode } from '../../../../lib/api-client';
import { userApi } from '../../../../lib/queries/user';
import { failedForSessionEnd } from '../../../../lib/session-end';
import { notify } from '../../../../lib/toast';
import { getChatData } from '../../api/get-chat-data';
import { chatActions, localEntry } from '../../chat.slice';
import { createTokenBatcher } from '../../stream/token-batcher';
import { editSection } from '../api/edit-section';

let sequence = 0;
const localKey = (kind: string) =>
  `local-section-${kind}-${Date.now().toString(36)}-${(sequence += 1)}`;

interface SectionEdit {
  documentId: string;
  sessionId: string;
  /** The section's heading as shown (the chat's line for the request names it). */
  heading: string;
  body: EditSectionBody;
}

/**
 * "Edit this section…" sent as the chat sends: the request and a pending answer appear in the
 * chat at once, the answer streams in there, then the uploads, the sidebar and the chat are read
 * again and `onVersion` hears the version it wrote. The returned promise settles as soon as the
 * answer has started (the form then closes) and rejects when the server refused the edit (the
 * form keeps its text; nothing shows as sent).
 */
export function useSectionEdit(
  auth: Extract<AuthMode, 'user' | 'admin'>,
  onVersion: (documentId: string, version: number) => void,
) {
  const dispatch = useDispatch();

  const reload = useCallback(
    async (sessionId: string) => {
      try {
        const data = await getChatData(sessionId, auth);
        dispatch(chatActions.sessionLoaded({ sessionId, messages: data.messages }));
      } catch (err) {
        if (!failedForSessionEnd(err, auth)) notify.error(messages.chat.chatRefreshFailed);
      }
    },
    [auth, dispatch],
  );

  return useCallback(
    (edit: SectionEdit): Promise<void> =>
      new Promise<void>((started, refused) => {
        const { documentId, sessionId, heading, body } = edit;
        const human = localEntry(localKey('request'), 'human', {
          message: messages.chat.sectionEditRequest(heading, body.instruction),
        });
        const answer = localEntry(localKey('answer'), 'ai', { status: 'pending' });
        const keys = [human.key, answer.key];
        dispatch(chatActions.sendStarted({ entries: [human, answer] }));
        let live = false;
        const tokens = createTokenBatcher((chunk) =>
          dispatch(chatActions.tokensReceived({ key: answer.key, text: chunk })),
        );
        const settle = async () => {
          try {
            const outcome = await editSection({
              documentId,
              sessionId,
              body,
              auth,
              onSession: (id) => {
                live = true;
                started();
                dispatch(chatActions.answerLive({ key: answer.key, sessionId: id }));
              },
              onToken: tokens.push,
              onReset: () => {
                tokens.cancel();
                dispatch(chatActions.streamReset(answer.key));
              },
            });
            tokens.flush();
            started();
            if (outcome.kind === 'stopped') {
              const message = outcome.text.trim() ? outcome.text : messages.chat.answerStopped;
              dispatch(chatActions.sendStopped({ key: answer.key, sessionId, message }));
            } else {
              const data = outcome.response.data;
              dispatch(
                chatActions.sendSucceeded({
                  key: answer.key,
                  sessionId,
                  message: data.prd_result,
                  documentPath: data.document_path,
                  reply: data.reply,
                }),
              );
              const written = data.reply?.document;
              if (written) onVersion(written.document_id, written.version);
            }
          } catch (err) {
            tokens.cancel();
            const message = errorMessage(err, messages.chat.uploadOrSendFailed);
            // Refused before the answer started (a 4xx): as if it had not been sent.
            if (!live && err instanceof ApiError && err.status >= 400 && err.status < 500) {
              dispatch(chatActions.sendRefused({ keys, limit: false }));
              if (err.status !== 498) notify.error(message);
              refused(err);
              return;
            }
            dispatch(chatActions.sendFailed({ key: answer.key, error: message, sessionId }));
            notify.error(message);
            started();
          }
          dispatch(userApi.util.invalidateTags(['Uploads']));
          dispatch(chatActions.historyChanged());
          await reload(sessionId);
        };
        void settle();
      }),
    [auth, dispatch, onVersion, reload],
  );
}
