import { useEffect, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { chatActions, type ChatState, type DocumentPanel } from '../../chat.slice';

const KEY = 'prd-document-sheet';

/** The phone's sheet was open in this chat (kept across a reload, for this tab only). */
export const sheetMemory = {
  was: (sessionId: string | null) =>
    sessionId !== null && sessionStorage.getItem(KEY) === sessionId,
  open: (sessionId: string | null) => sessionId && sessionStorage.setItem(KEY, sessionId),
  closed: () => sessionStorage.removeItem(KEY),
};

/**
 * On a phone the document is a sheet over the chat, so it appears when the person asks for it
 * (`asked`), not each time the chat opens the view by itself (an answer that stored a version, a
 * chat opened with a document): such an opening is held back, and the view closed again so the
 * chat's cards do not say it is shown. A sheet already shown stays (a new version moves it), and
 * one open in this chat before a reload comes back.
 * Also counts the person's openings (the view's heading then takes the focus).
 */
export function useSheetVisibility({
  panel,
  sessionId,
  wide,
}: {
  panel: DocumentPanel;
  sessionId: string | null;
  wide: boolean;
}): { held: boolean; openedByPerson: number } {
  // Adjusted while rendering, from what the last render saw.
  const [shown, setShown] = useState(false);
  const [seen, setSeen] = useState(panel.open);
  const [openedByPerson, setOpenedByPerson] = useState(0);
  const wanted = panel.open && (panel.asked === true || shown || sheetMemory.was(sessionId));
  if (wanted !== shown) setShown(wanted);
  if (seen !== panel.open) {
    setSeen(panel.open);
    if (panel.open && panel.asked) setOpenedByPerson((n) => n + 1);
  }

  const held = !wide && panel.open && !wanted;
  const dispatch = useDispatch();
  const store = useStore<{ chat: ChatState }>();
  useEffect(() => {
    // As it is now: the person may have opened it since (a tap right as the answer ended).
    const now = store.getState().chat.documentPanel;
    if (held && now.open && !now.asked) dispatch(chatActions.closeDocument());
  }, [held, dispatch, store]);
  return { held, openedByPerson };
}
