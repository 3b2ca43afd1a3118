import { messages } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { announceDraft, currentDraftText, peekDraft, saveDraft } from '../../lib/draft-keeper';
import { notify, showFlash } from '../../lib/toast';
import { tokenStorage } from '../../lib/token-storage';

/** The chat's addresses: `/` (a new chat) and `/c/<session_id>` (an open chat). */
export const isChatPath = (path: string) => path === '/' || /^\/c\/[^/]+\/?$/.test(path);

/**
 * What the shell does around the pages:
 * - shows a toast a previous page load left behind (logout's "Logged out successfully!");
 * - on the chat, a dead session (spec section 8: 498 or "Invalid token") keeps the chat box's
 *   text and the chat's address, clears the tokens, says "Session expired. Please log in
 *   again." and goes to `/` without a reload (the dashboard and plans pages have their own);
 * - once signed in again, returns to the kept address, where the chat box takes the text back.
 */
export function useShellEffects(signedIn: boolean, adminMode: boolean): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    showFlash();
  }, []);

  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);

  const onChat = isChatPath(pathname) && !adminMode;
  useEffect(() => {
    if (!onChat) return;
    return setSessionExpiredHandler((why) => {
      const path = where.current;
      tokenStorage.clearAll();
      if (why === 'deleted') {
        // No signing back in to this account: nothing is kept for it.
        notify.error(messages.session.accountDeleted);
        void navigate('/', { replace: true });
        return;
      }
      saveDraft({ text: currentDraftText(), path: isChatPath(path) ? path : '/' });
      notify.error(messages.session.sessionExpired);
      void navigate('/', { replace: path === '/' });
    });
  }, [onChat, navigate]);

  useEffect(() => {
    if (!signedIn) return;
    const kept = peekDraft();
    if (!kept) return;
    if (pathname === '/' && kept.path !== '/' && !kept.returned) {
      saveDraft({ ...kept, returned: true });
      void navigate(kept.path, { replace: true });
      return;
    }
    announceDraft(pathname);
  }, [signedIn, pathname, navigate]);
}
