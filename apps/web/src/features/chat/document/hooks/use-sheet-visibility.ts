import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { DocumentPanel } from '../../chat.slice';
import { chatActions } from '../../chat.slice';

const KEY = 'prd-document-sheet';

/** The phone's sheet was open in this chat (kept across a reload, for this tab only). */
export const sheetMemory = {
  was: (sessionId: string | null) =>
    sessionId !== null && sessionStorage.getItem(KEY) === sessionId,
  open: (sessionId: string | null) => sessionId && sessionStorage.setItem(KEY, sessionId),
  closed: () => sessionStorage.removeItem(KEY),
};

interface Seen {
  open: boolean;
  documentId: string | null;
  version: number | null;
  busy: boolean;
  loading: boolean;
}

/**
 * On a phone the document is a sheet over the chat, so it should appear when the person asks for
 * it, not each time the chat opens the panel by itself (an answer that wrote a version, a chat
 * opened with a document). Those happen as an answer ends or the chat loads, in the same update;
 * such an opening is held back (and the panel closed again, so the next tap opens it), unless the
 * person had the sheet open in this chat before a reload, or sent a section edit from it.
 */
export function useSheetVisibility({
  panel,
  busy,
  loading,
  sessionId,
  wide,
  reopen,
}: {
  panel: DocumentPanel;
  busy: boolean;
  loading: boolean;
  sessionId: string | null;
  wide: boolean;
  /** A section edit was sent from the sheet: its new version may open it again. */
  reopen: boolean;
}): { held: boolean; openedByPerson: number } {
  const now: Seen = { ...panel, busy, loading };
  const [seen, setSeen] = useState<Seen>(now);
  // Open as the view mounts: the chat opened it (the view is drawn with the chat).
  const [held, setHeld] = useState(() => !wide && panel.open && !sheetMemory.was(sessionId));
  // Bumped each time the person opens the panel (its heading then takes the focus).
  const [openedByPerson, setOpenedByPerson] = useState(0);
  const changed = (Object.keys(now) as (keyof Seen)[]).some((k) => seen[k] !== now[k]);
  if (changed) {
    setSeen(now);
    const opened = now.open && !seen.open;
    const moved = now.open && (seen.documentId !== now.documentId || seen.version !== now.version);
    if (opened || moved) {
      const automatic = (seen.busy && !busy) || (seen.loading && !loading);
      if (opened && !automatic) setOpenedByPerson((n) => n + 1);
      setHeld(!wide && opened && automatic && !reopen && !sheetMemory.was(sessionId));
    }
    if (!now.open) setHeld(false);
  }
  const dispatch = useDispatch();
  useEffect(() => {
    if (held) dispatch(chatActions.closeDocument());
  }, [held, dispatch]);
  return { held, openedByPerson };
}
