import { messages } from '@prd/contract';
import {
  isGreeting,
  isLongAiMessage,
  type MessageContent,
  type RelatedHumanMessage,
  type WordFileFallback,
} from '@prd/documents';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpen from 'lucide-react/icons/book-open';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import NotebookText from 'lucide-react/icons/notebook-text';
import Share from 'lucide-react/icons/share';
import TextIcon from 'lucide-react/icons/text';
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
 * not a greeting-only reply (spec section 2), and is a PRD when the server says what it is (an
 * answer or clarifying questions are not documents to download or share).
 */
export function hasMessageActions(entry: {
  role: 'human' | 'ai';
  message: MessageContent;
  status?: string;
  reply?: { kind: string } | null;
}): boolean {
  return (
    entry.role === 'ai' &&
    (entry.reply == null || entry.reply.kind === 'prd') &&
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
  download: Download,
  share: Share,
  doc: FileText,
  text: TextIcon,
  back: ArrowLeft,
  notion: NotebookText,
  confluence: BookOpen,
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
  const Icon = icons[icon];
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
        <Icon className="size-3.5" strokeWidth={1.8} aria-hidden="true" />
      )}
      {children}
    </button>
  );
}
