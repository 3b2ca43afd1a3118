import { messages } from '@prd/contract';
import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { chatActions, localEntry } from '../chat.slice';
import { useChatState } from './chat-state';
import { useOpenSession } from './use-open-session';
import { useRedo } from './use-redo';
import { useSend } from './use-send';
import { useStop } from './use-stop';
import { visitorAnswerMemo } from '../../../lib/visitor-answer-memo';

let sequence = 0;
const key = (kind: string) => `visitor-${kind}-${(sequence += 1)}`;

/**
 * The landing chat of a visitor (spec section 4, anonymous chat), on the one chat state machine
 * the signed-in chat uses (no token; the first reply's session is reused; Stop keeps what was
 * written). A send refused by the free limit (429 FREE_LIMIT_EXCEEDED) is not shown as sent,
 * gives its text back (`draft`) and opens the limit popup. An answer still being written when
 * the page is reloaded is shown again and followed to its end.
 */
export type VisitorChat = ReturnType<typeof useVisitorChat>;

export function useVisitorChat() {
  const dispatch = useDispatch();
  const { send, retry, canRetry, draft } = useSend('none');
  useOpenSession('none');
  const { stop, stopping } = useStop('none');
  const { regenerate, edit } = useRedo('none');
  const entries = useChatState((c) => c.entries);
  const sending = useChatState((c) => c.sending || c.live !== null);
  const limitReached = useChatState((c) => c.limitReached);
  const sendCount = useChatState((c) => c.sendCount);
  const streaming = useChatState((c) => c.streaming !== null);

  // A reloaded page: the answer that was being written is shown again and followed.
  useEffect(() => {
    const memo = visitorAnswerMemo.read();
    if (!memo) return;
    const human = [
      ...(memo.text ? [localEntry(key('text'), 'human', { message: memo.text })] : []),
      ...memo.filenames.map((name) =>
        localEntry(key('file'), 'human', { message: messages.chat.uploadedFile(name) }),
      ),
    ];
    dispatch(
      chatActions.visitorResumed({ sessionId: memo.sessionId, human, answerKey: key('ai') }),
    );
  }, [dispatch]);

  const closeLimit = useCallback(() => dispatch(chatActions.limitClosed()), [dispatch]);
  /** A clarifying question's option, sent as the next message. */
  const pick = useCallback((text: string) => void send(text, []), [send]);

  return {
    pick,
    entries,
    sending,
    send,
    retry,
    canRetry,
    draft,
    stop,
    stopping,
    limitReached,
    closeLimit,
    sendCount,
    streaming,
    regenerate,
    edit,
  };
}
