import type { EditSectionBody } from '@prd/contract';
import * as Dialog from '@radix-ui/react-dialog';
import FileText from 'lucide-react/icons/file-text';
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { chatActions, isBusy, type ChatEntry } from '../chat.slice';
import { useChatState } from '../hooks/chat-state';
import { DocumentPanel } from './components/document-panel';
import { docText } from './document-messages';
import { useSectionEdit } from './hooks/use-section-edit';
import { sheetMemory, useSheetVisibility } from './hooks/use-sheet-visibility';
import { useWideScreen } from './hooks/use-wide-screen';
import { anchorOf } from './utils/split-sections';

interface DocumentPanelSlotProps {
  /** The admin's chat (`#gernationPRD`): calls send the admin token. */
  admin?: boolean;
}

/** The newest version of `documentId` the chat's answers wrote (a new one: the list is asked again). */
const newestVersion = (entries: readonly ChatEntry[], documentId: string | null) =>
  entries.reduce((max, e) => {
    const doc = e.reply?.document;
    return doc && doc.document_id === documentId ? Math.max(max, doc.version) : max;
  }, 0);

/**
 * Where the chat screen mounts the document view (the chat slice's `documentPanel` says which
 * document and version): beside the chat on a wide screen (closed, a small button at the top
 * opens it again), a sheet over it on a phone (opened by a version's Open in the chat; a button
 * floating over a phone's narrow chat would cover its messages).
 */
export function DocumentPanelSlot({ admin = false }: DocumentPanelSlotProps) {
  const auth = admin ? 'admin' : 'user';
  const dispatch = useDispatch();
  const panel = useChatState((c) => c.documentPanel);
  const sessionId = useChatState((c) => c.sessionId);
  const busy = useChatState((c) => isBusy(c.status));
  const newest = useChatState((c) => newestVersion(c.entries, c.documentPanel.documentId));
  const wide = useWideScreen();
  const { held, openedByPerson } = useSheetVisibility({ panel, sessionId, wide });
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const onVersion = useCallback(
    (documentId: string, version: number) => {
      dispatch(chatActions.openDocument({ documentId, version }));
    },
    [dispatch],
  );
  const sendEdit = useSectionEdit(auth, onVersion);
  // Opened by the person: the focus goes to its heading (an answer opening it leaves focus be).
  useEffect(() => {
    if (openedByPerson > 0) heading.current?.focus({ preventScroll: true });
  }, [openedByPerson]);
  const { documentId, version, open } = panel;

  const close = () => {
    sheetMemory.closed();
    dispatch(chatActions.closeDocument());
    // Beside the chat: the button that opens it again takes the focus (drawn once the panel is
    // gone). The sheet gives it back to what opened it.
    if (wide) requestAnimationFrame(() => opener.current?.focus());
  };

  if (!documentId) return null;

  const onEdit =
    sessionId === null
      ? undefined
      : async (body: EditSectionBody) => {
          const section = body.section ?? body.item_id ?? '';
          const heading = document.getElementById(`${anchorOf(section)}-h`)?.textContent ?? section;
          await sendEdit({ documentId, sessionId, heading, body });
        };

  const view = (
    <DocumentPanel
      documentId={documentId}
      version={version}
      auth={auth}
      refreshKey={String(newest)}
      writing={busy}
      canShare
      onVersionChange={(n) => dispatch(chatActions.openDocument({ documentId, version: n }))}
      onClose={close}
      // A phone's sheet covers the chat: while an answer is written there, a way to it.
      onShowChat={wide ? undefined : close}
      onEdit={onEdit}
      headingRef={heading}
    />
  );

  const openButton = (
    <button
      ref={opener}
      type="button"
      onClick={() => dispatch(chatActions.openDocument({ documentId, version }))}
      className="fixed top-3 right-3 z-20 inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink shadow-md hover:bg-surface-muted"
    >
      <FileText className="size-4" strokeWidth={1.8} aria-hidden="true" />
      {docText.open}
    </button>
  );

  if (wide) {
    if (!open) return openButton;
    return (
      <aside
        aria-label={docText.region}
        className="flex h-full w-[clamp(24rem,42vw,44rem)] shrink-0 flex-col border-l border-line"
      >
        {view}
      </aside>
    );
  }

  const sheetOpen = open && !held;
  return (
    <>
      <Dialog.Root
        open={sheetOpen}
        onOpenChange={(next) => {
          if (!next) close();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              sheetMemory.open(sessionId);
              // What opened it (a version's Open in the chat) has the focus back on closing.
              const active = document.activeElement;
              returnTo.current = active instanceof HTMLElement ? active : null;
              heading.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const back = returnTo.current;
              returnTo.current = null;
              if (back?.isConnected) back.focus();
            }}
            // prd-modal: the toast stack moves to the bottom, clear of the sheet's header (styles.css).
            className="prd-modal fixed inset-x-0 top-3 bottom-0 z-50 flex flex-col overflow-hidden rounded-t-2xl border border-line bg-surface shadow-2xl focus:outline-none"
          >
            {/* The sheet's name; the document's own title stays its one heading. */}
            <Dialog.Title asChild>
              <span className="sr-only">{docText.region}</span>
            </Dialog.Title>
            {view}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
