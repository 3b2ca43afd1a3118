import { messages } from '@prd/contract';
import {
  isGreeting,
  isLongAiMessage,
  type MessageContent,
  type RelatedHumanMessage,
  type WordFileFallback,
} from '@prd/documents';
import { useEffect, useRef, useState } from 'react';
import type { AuthMode } from '../../../lib/api-client';
import type { VersionFileRef } from '../document/api/download-version';
import { useAnswerDownload } from '../hooks/use-answer-download';
import { ActionButton } from './action-button';
import { RegenerateButton, type RegenerateProps } from './redo-actions';
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
  /** Its chat_id (shared pages are published from it and updated on the next share). */
  chatId?: number | null;
  /** Whether the message is a PRD; "Download Doc" needs one. */
  isDocument: boolean;
  /** The human message the PRD answered (its first file names the Word file). */
  related: RelatedHumanMessage | null;
  wordFallback?: WordFileFallback;
  /**
   * The document version the answer stored: its files are the server's, named for the product
   * and version (issue 26). Without one, the spec's local Word and text files.
   */
  version?: VersionFileRef | null;
  /** Who asks the server for a version's file (the admin's chat, a user's, a visitor's). */
  auth?: AuthMode;
  /** Off where sharing is not available (the visitor chat). */
  canShare?: boolean;
  /**
   * On the chat's last answer: "Regenerate" joins Download and Share in the bar (an answer
   * without the bar gets RegenerateAction instead).
   */
  regenerate?: RegenerateProps | undefined;
}

/**
 * The bar under a long ai message: none → Download (Doc, TXT, Back) or Share (Notion,
 * Confluence, Back). Opening a share dialog stores the message; closing it clears it.
 */
export function MessageActions({
  text,
  chatId,
  isDocument,
  related,
  wordFallback = 'PRD',
  version = null,
  auth = 'user',
  canShare = true,
  regenerate,
}: MessageActionsProps) {
  const [mode, setMode] = useState<Mode>('none');
  const [sharing, setSharing] = useState<{ to: Workspace; message: string } | null>(null);
  const { preparing, save } = useAnswerDownload({
    text,
    isDocument,
    related,
    wordFallback,
    version,
    auth,
  });
  const group = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  const opener = useRef<Mode>('none');

  // The clicked button disappears with the mode change; keep the keyboard inside the bar: a
  // menu's first choice, and back (Back or Escape) the button that opened it.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    const buttons = group.current?.querySelectorAll('button');
    buttons?.[mode === 'none' && opener.current === 'share' ? 1 : 0]?.focus();
  }, [mode]);

  function go(next: Mode) {
    if (next !== 'none') opener.current = next;
    switched.current = true;
    setMode(next);
  }

  // Escape closes the Download or Share menu (keys of a dialog opened from it stay its own).
  useEffect(() => {
    const bar = group.current;
    if (!bar || mode === 'none') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      opener.current = mode;
      switched.current = true;
      setMode('none');
    };
    bar.addEventListener('keydown', onKey);
    return () => bar.removeEventListener('keydown', onKey);
  }, [mode]);

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
            {regenerate && <RegenerateButton {...regenerate} />}
          </>
        )}
        {mode === 'download' && (
          <>
            <ActionButton
              icon="doc"
              busy={preparing === 'docx'}
              disabled={preparing !== null}
              onClick={() => void save('docx')}
            >
              {t.downloadDoc}
            </ActionButton>
            <ActionButton
              icon="text"
              busy={preparing === 'txt'}
              disabled={preparing !== null}
              onClick={() => void save('txt')}
            >
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
        <ShareNotionDialog open onOpenChange={close} text={sharing.message} chatId={chatId} />
      )}
      {sharing?.to === 'confluence' && (
        <ShareWikiDialog open onOpenChange={close} text={sharing.message} chatId={chatId} />
      )}
    </>
  );
}
