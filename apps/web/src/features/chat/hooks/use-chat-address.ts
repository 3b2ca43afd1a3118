import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import { chatActions } from '../chat.slice';
import { useChatState } from './chat-state';

/** The address of a chat: `/c/<session_id>` (the admin mode's fragment kept). */
export const chatPath = (sessionId: string | null) =>
  sessionId ? `/c/${encodeURIComponent(sessionId)}` : '/';

/**
 * Chats have addresses: the address says which chat is open. `/c/<id>` opens that chat (reload,
 * Back, Forward, a pasted link; the sidebar navigates there), `/` is a new chat. When the first
 * send of a new chat gets its session, the address becomes `/c/<id>` in place (no new history
 * entry). The query and the fragment (`#gernationPRD`) stay as they are.
 */
export function useChatAddress() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const param = useParams().sessionId ?? null;
  const sessionId = useChatState((c) => c.sessionId);
  const seen = useRef<{ param: string | null | undefined; sessionId: string | null }>({
    param: undefined,
    sessionId,
  });

  useEffect(() => {
    const last = seen.current;
    if (last.param !== param) {
      // The address changed: the chat follows it.
      seen.current = { param, sessionId };
      if (param !== sessionId)
        dispatch(param ? chatActions.sessionChosen(param) : chatActions.newChat());
      return;
    }
    if (last.sessionId === sessionId) return;
    seen.current = { param, sessionId };
    // The chat changed under the same address: a new chat got its session from its first send.
    if (sessionId && sessionId !== param && param === null) {
      seen.current = { param: sessionId, sessionId };
      void navigate({ pathname: chatPath(sessionId), hash }, { replace: true });
    }
  }, [param, sessionId, hash, dispatch, navigate]);
}
