import { messages } from '@prd/contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { fileKind } from '../../../components/chat/file-filter';
import { localEntry } from '../chat-entries';
import { chatActions } from '../chat.slice';
import type { AnswerOutcome } from '../stream/upload-stream';

let sequence = 0;
const localKey = (kind: string) => `local-${kind}-${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * A send's entries as shown at once, in the order the server stores them (the typed text, then
 * the files' entries, which the list shows as one message), and its pending answer. The files'
 * previews are added to `previews` (revoked once the server's links replace them).
 */
export function localSendEntries(text: string, files: File[], previews: string[]) {
  const humans = files.map((file) => {
    const entry = localEntry(localKey('file'), 'human', {
      message: messages.chat.uploadedFile(file.name),
    });
    const url = URL.createObjectURL(file);
    previews.push(url);
    entry.files = [{ name: file.name, url }];
    if (fileKind(file) === 'image') entry.imageUrls = [url];
    entry.loading = true;
    return entry;
  });
  if (text) humans.unshift(localEntry(localKey('text'), 'human', { message: text }));
  const answer = localEntry(localKey('answer'), 'ai', { status: 'pending' });
  const keys = [...humans.map((h) => h.key), answer.key];
  return { humans, answer, keys };
}

/**
 * A send's answer, finished or stopped, put in place (a visitor's pictures take the server's
 * links); returns the chat's id.
 */
export function answerSettled(
  dispatch: Dispatch,
  outcome: AnswerOutcome,
  { answerKey, keys, visitor }: { answerKey: string; keys: string[]; visitor: boolean },
): string {
  let id: string;
  if (outcome.kind === 'stopped') {
    id = outcome.sessionId;
    const message = outcome.text.trim() ? outcome.text : messages.chat.answerStopped;
    dispatch(chatActions.sendStopped({ key: answerKey, sessionId: id, message }));
  } else {
    const {
      session_id,
      prd_result: prd,
      document_path: documentPath,
      reply,
    } = outcome.response.data;
    id = session_id;
    // A visitor cannot read the chat back: the pictures take the server's links here.
    const signed = outcome.response.data.image_urls;
    if (visitor && signed && signed.length > 0)
      dispatch(chatActions.picturesSigned({ keys, urls: signed }));
    dispatch(
      chatActions.sendSucceeded({
        key: answerKey,
        sessionId: id,
        message: prd,
        documentPath,
        reply,
      }),
    );
  }
  return id;
}
