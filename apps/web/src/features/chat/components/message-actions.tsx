import { messages } from '@prd/contract';
import {
  isGreeting,
  isLongAiMessage,
  type MessageContent,
  type RelatedHumanMessage,
  type WordFileFallback,
} from '@prd/documents';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { downloadText, downloadWord } from '../../../components/chat/download-actions';
import { notify } from '../../../lib/toast';
import { ShareNotionDialog } from './share-notion-dialog';
import { ShareWikiDialog } from './share-wiki-dialog';

const t = messages.messageActions;

/** Entry states that have no final text yet (or none at all). */
const UNFINISHED = new Set(['pending', 'streaming', 'failed']);

/**
 * Whether a chat entry gets the action bar: a finished ai message over 500 characters that is
 * not a greeting-only reply (spec section 2).
 */
export function hasMessageActions(entry: {
  role: 'human' | 'ai';
  message: MessageContent;
  status?: string;
}): boolean {
  return (
    entry.role === 'ai' &&
    !(entry.status !== undefined && UNFINISHED.has(entry.status)) &&
    isLongAiMessage(entry.message) &&
    !isGreeting(entry.message)
  );
}

type Mode = 'none' | 'download' | 'share';
type Workspace = 'notion' | 'confluence';

export interface MessageActionsProps {
  /** The ai message's Markdown. */
  text: string;
  /** Whether the message is a PRD; "Download Doc" needs one. */
  isDocument: boolean;
  /** The human message the PRD answered (its first file names the Word file). */
  related: RelatedHumanMessage | null;
  wordFallback?: WordFileFallback;
  /** Off where sharing is not available (the visitor chat). */
  canShare?: boolean;
}

/**
 * The bar under a long ai message: none → Download (Doc, TXT, Back) or Share (Notion,
 * Confluence, Back). Opening a share dialog stores the message; closing it clears it.
 */
export function MessageActions({
  text,
  isDocument,
  related,
  wordFallback = 'PRD',
  canShare = true,
}: MessageActionsProps) {
  const [mode, setMode] = useState<Mode>('none');
  const [sharing, setSharing] = useState<{ to: Workspace; message: string } | null>(null);
  const [preparingDoc, setPreparingDoc] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // The clicked button disappears with the mode change; keep the keyboard inside the bar.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    group.current?.querySelector('button')?.focus();
  }, [mode]);

  function go(next: Mode) {
    switched.current = true;
    setMode(next);
  }

  async function saveWord() {
    setPreparingDoc(true);
    try {
      const result = await downloadWord({ text, isDocument, related, fallback: wordFallback });
      if (!result.ok) notify.error(result.error);
    } finally {
      setPreparingDoc(false);
    }
  }

  function saveText() {
    const result = downloadText(text);
    if (!result.ok) notify.error(result.error);
  }

  const close = (open: boolean) => {
    if (!open) setSharing(null);
  };

  return (
    <>
      <div
        ref={group}
        role="group"
        aria-label={t.group}
        className="mt-1.5 flex flex-wrap items-center gap-1"
      >
        {mode === 'none' && (
          <>
            <ActionButton icon="download" onClick={() => go('download')}>
              {t.download}
            </ActionButton>
            {canShare && (
              <ActionButton icon="share" onClick={() => go('share')}>
                {t.share}
              </ActionButton>
            )}
          </>
        )}
        {mode === 'download' && (
          <>
            <ActionButton
              icon="doc"
              busy={preparingDoc}
              disabled={preparingDoc}
              onClick={() => void saveWord()}
            >
              {t.downloadDoc}
            </ActionButton>
            <ActionButton icon="text" onClick={saveText}>
              {t.downloadTxt}
            </ActionButton>
            <ActionButton icon="back" onClick={() => go('none')}>
              {t.back}
            </ActionButton>
          </>
        )}
        {mode === 'share' && (
          <>
            <ActionButton icon="notion" onClick={() => setSharing({ to: 'notion', message: text })}>
              {t.notion}
            </ActionButton>
            <ActionButton
              icon="confluence"
              onClick={() => setSharing({ to: 'confluence', message: text })}
            >
              {t.confluence}
            </ActionButton>
            <ActionButton icon="back" onClick={() => go('none')}>
              {t.back}
            </ActionButton>
          </>
        )}
      </div>
      {sharing?.to === 'notion' && (
        <ShareNotionDialog open onOpenChange={close} text={sharing.message} />
      )}
      {sharing?.to === 'confluence' && (
        <ShareWikiDialog open onOpenChange={close} text={sharing.message} />
      )}
    </>
  );
}

const icons = {
  download: 'M12 4v11m0 0-4-4m4 4 4-4M5 19h14',
  share: 'M12 15V4m0 0-4 4m4-4 4 4M5 13v6h14v-6',
  doc: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4',
  text: 'M5 6h14M5 10h14M5 14h10M5 18h7',
  back: 'M19 12H5m0 0 6-6m-6 6 6 6',
  notion: 'M6 3h12v18H6zM9 7h6M9 11h6M9 15h4',
  confluence: 'M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z',
};

function ActionButton({
  icon,
  busy = false,
  disabled,
  onClick,
  children,
}: {
  icon: keyof typeof icons;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="inline-block size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : (
        <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true" fill="none">
          <path
            d={icons[icon]}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {children}
    </button>
  );
}
