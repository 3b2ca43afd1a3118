import { useCallback } from 'react';
import type { AuthMode } from '../../../lib/api-client';
import { useChatState } from './chat-state';
import { useOpenSession } from './use-open-session';
import { useRedo } from './use-redo';
import { useSend } from './use-send';
import { useStop } from './use-stop';
import { useVariants } from './use-variants';

/**
 * The one chat of every mode (visitor, user, admin): the open chat's entries and its answer's
 * one `status` (idle, sending, streaming, stopped, failed), with what a person can do: send
 * (and retry a failed send), stop the answer being written, regenerate or edit the last one,
 * pick a clarifying question's option, and switch between regenerated answers (signed in).
 * An answer still being written when the chat opens is followed live.
 */
export function useChat(auth: Extract<AuthMode, 'user' | 'admin' | 'none'>) {
  useOpenSession(auth);
  const { send, retry, canRetry, draft } = useSend(auth);
  const { stop, stopping } = useStop(auth);
  const { regenerate, edit } = useRedo(auth);
  const selectVariant = useVariants(auth);
  const status = useChatState((c) => c.status);
  const entries = useChatState((c) => c.entries);
  const sessionId = useChatState((c) => c.sessionId);
  const sendCount = useChatState((c) => c.sendCount);
  /** A clarifying question's option, sent as the next message. */
  const pick = useCallback((text: string) => void send(text, []), [send]);
  return {
    status,
    entries,
    sessionId,
    sendCount,
    send,
    retry,
    canRetry,
    draft,
    stop,
    stopping,
    regenerate,
    edit,
    pick,
    selectVariant,
  };
}
