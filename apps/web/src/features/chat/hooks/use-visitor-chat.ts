import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { currentDraftText, saveDraft } from '../../../lib/draft-keeper';
import { getVisitorChat } from '../api/get-visitor-chat';
import { chatActions, isBusy } from '../chat.slice';
import { preloadConversation } from '../components/preload-conversation';
import { useChatState } from './chat-state';
import { chatPath } from './use-chat-address';
import { useChat } from './use-chat';

/** The free PRDs the server still counts for the visitor, of how many. */
interface FreeLeft {
  left: number;
  limit: number;
}

/**
 * The landing chat of a visitor (spec section 4, anonymous chat), on the one chat state machine
 * the signed-in chat uses (no token; the first reply's session is reused; Stop keeps what was
 * written). A send refused by the free limit (429 FREE_LIMIT_EXCEEDED) is not shown as sent,
 * gives its text back (`draft`) and opens the limit popup.
 *
 * The chat is the server's (issue 25): the landing loads the visitor's latest chat by their
 * cookie (a reload or a new tab shows it, and a follow-up continues its session), with the free
 * PRDs left; both are read again after each send. An answer still being written is followed.
 */
export type VisitorChat = ReturnType<typeof useVisitorChat>;

export function useVisitorChat() {
  const dispatch = useDispatch();
  const chat = useChat('none');
  const { send: sendNow, sessionId, status } = chat;
  /** An answer is being asked for or written (the landing's box says Sending or Stop). */
  const sending = isBusy(status);
  const limitReached = useChatState((c) => c.limitReached);
  const [free, setFree] = useState<FreeLeft | null>(null);

  const load = useCallback(async () => {
    try {
      const visitor = await getVisitorChat();
      setFree({ left: visitor.free_left, limit: visitor.free_limit });
      if (visitor.session_id === null) return;
      preloadConversation().catch(() => undefined);
      dispatch(
        chatActions.visitorChatLoaded({
          sessionId: visitor.session_id,
          messages: visitor.messages,
        }),
      );
    } catch {
      // Not known now (offline, throttled): the landing works without it; the next send asks again.
    }
  }, [dispatch]);

  // On the landing, then each time a send (or an answer followed) has ended.
  const wasSending = useRef<boolean | null>(null);
  useEffect(() => {
    const before = wasSending.current;
    wasSending.current = sending;
    if (before === null ? !sending : before && !sending) void load();
  }, [sending, load]);

  const send = useCallback(
    (text: string, files: File[]) => {
      preloadConversation().catch(() => undefined);
      return sendNow(text, files);
    },
    [sendNow],
  );
  const closeLimit = useCallback(() => dispatch(chatActions.limitClosed()), [dispatch]);
  /** A clarifying question's option, sent as the next message. */
  const pick = useCallback((text: string) => void send(text, []), [send]);
  /** The person starts writing: the message list loads meanwhile. */
  const prepare = useCallback(() => void preloadConversation().catch(() => undefined), []);
  /**
   * Before signing in or up: the box's text and this chat's address are kept (lib/draft-keeper),
   * so the signed-in chat opens this chat with the text back in the box.
   */
  const keepPlace = useCallback(
    () => saveDraft({ text: currentDraftText(), path: chatPath(sessionId) }),
    [sessionId],
  );

  return {
    status,
    entries: chat.entries,
    sendCount: chat.sendCount,
    /** The landing's composer: busy while an answer is asked for or written. */
    sending,
    send,
    pick,
    retry: chat.retry,
    canRetry: chat.canRetry,
    draft: chat.draft,
    stop: chat.stop,
    stopping: chat.stopping,
    regenerate: chat.regenerate,
    edit: chat.edit,
    limitReached,
    closeLimit,
    free,
    prepare,
    keepPlace,
  };
}
