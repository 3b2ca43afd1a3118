import { messages } from '@prd/contract';
import {
  isGreeting,
  isLongAiMessage,
  messageText,
  type MessageContent,
  type RelatedHumanMessage,
  type WordFileFallback,
} from '@prd/documents';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpen from 'lucide-react/icons/book-open';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import NotebookText from 'lucide-react/icons/notebook-text';
import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Share from 'lucide-react/icons/share';
import TextIcon from 'lucide-react/icons/text';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { downloadText, downloadWord } from '../../../components/chat/download-actions';
import type { AuthMode } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { ShareNotionDialog } from './share-notion-dialog';
import { ShareWikiDialog } from './share-wiki-dialog';
import type { VersionFileRef } from '../document/api/download-version';
import { downloadStoredVersion } from './version-download';

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
  const [preparing, setPreparing] = useState<'docx' | 'txt' | null>(null);
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

  async function save(format: 'docx' | 'txt') {
    setPreparing(format);
    try {
      const result = version
        ? await downloadStoredVersion(version, format, auth)
        : format === 'docx'
          ? await downloadWord({ text, isDocument, related, fallback: wordFallback })
          : downloadText(text);
      if (!result.ok) notify.error(result.error);
    } finally {
      setPreparing(null);
    }
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

/** A chat entry as the redo rules need it (the server's messages, or the chat state's entries). */
export interface TurnEntry {
  role: 'human' | 'ai';
  message: MessageContent;
  /** Files attached to the entry ("Uploaded file: [name]" entries carry one). */
  files?: readonly unknown[] | undefined;
}

/**
 * Where Regenerate and Edit go: Regenerate on the last entry when it is an answer; Edit on the
 * typed text of the last send (the human entry without files among the entries after the
 * previous answer), which is what the server's edit_message replaces. Null when there is none.
 */
export function redoTargets(entries: readonly TurnEntry[]): {
  regenerate: number | null;
  edit: number | null;
} {
  const last = entries.length - 1;
  if (last < 0 || entries[last]!.role !== 'ai') return { regenerate: null, edit: null };
  let edit: number | null = null;
  for (let i = last - 1; i >= 0 && entries[i]!.role === 'human'; i -= 1) {
    const entry = entries[i]!;
    if ((entry.files?.length ?? 0) === 0 && messageText(entry.message).trim()) edit = i;
  }
  return { regenerate: last, edit };
}

/**
 * "Regenerate" under the last answer: writes it again from the same message and files (the new
 * answer replaces it; a PRD uses an upload as a send does). Disabled while an answer is written.
 */
export function RegenerateAction({
  inline = false,
  ...props
}: RegenerateProps & { inline?: boolean }) {
  if (inline) return <RegenerateButton {...props} />;
  return (
    <div className="mt-1.5 flex items-center gap-1">
      <RegenerateButton {...props} />
    </div>
  );
}

export interface RegenerateProps {
  /** An answer of this chat is being written (or a redo is starting). */
  writing: boolean;
  onRegenerate: () => void;
}

function RegenerateButton({ writing, onRegenerate }: RegenerateProps) {
  return (
    <ActionButton
      icon="regenerate"
      disabled={writing}
      label={messages.chat.regenerateLabel}
      onClick={onRegenerate}
    >
      {messages.chat.regenerate}
    </ActionButton>
  );
}

/**
 * The last human message with an "Edit" button under it. Edit opens its text in place (the
 * message is hidden meanwhile); "Save and resend" sends the new text (its files stay) and
 * closes, Cancel or Escape closes without sending. Disabled while an answer is written; a
 * rejected save keeps the text open so nothing typed is lost.
 */
export function EditableMessage({
  text,
  writing,
  onSave,
  children,
}: {
  /** The message's typed text (without its files). */
  text: string;
  writing: boolean;
  /** Sends the edited text (trimmed, changed, non-empty). */
  onSave: (text: string) => Promise<unknown> | void;
  /** The message as shown when not editing. */
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (draft === null) return;
    const el = box.current;
    if (el && document.activeElement !== el) {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    }
  }, [draft]);

  if (draft === null) {
    return (
      <>
        {children}
        <div className="mt-1.5 flex items-center justify-end gap-1">
          <ActionButton
            icon="edit"
            disabled={writing}
            label={messages.chat.editMessageLabel}
            onClick={() => setDraft(text)}
          >
            {messages.chat.editMessage}
          </ActionButton>
        </div>
      </>
    );
  }

  const next = draft.trim();
  const canSave = !writing && !saving && next !== '' && next !== text.trim();
  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (!canSave) return;
    setSaving(true);
    try {
      await onSave(next);
      setDraft(null);
    } catch {
      // The caller says what went wrong; the text stays to try again.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void save(e)}
      className="w-[36rem] max-w-full rounded-2xl border border-line bg-surface p-2 shadow-sm"
    >
      <label htmlFor={field} className="sr-only">
        {messages.chat.editFieldLabel}
      </label>
      <textarea
        id={field}
        ref={box}
        value={draft}
        rows={Math.min(8, Math.max(2, draft.split('\n').length))}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            setDraft(null);
          } else if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            void save();
          }
        }}
        className="block max-h-64 min-h-16 w-full resize-y rounded-lg [field-sizing:content] bg-transparent px-2 py-1.5 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      />
      <div className="mt-1 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setDraft(null)}
          className="rounded-md px-3 py-1.5 text-xs font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {messages.chat.editCancel}
        </button>
        <button
          type="submit"
          disabled={!canSave}
          aria-busy={saving || undefined}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-xs font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
        >
          {messages.chat.editSave}
        </button>
      </div>
    </form>
  );
}

const icons = {
  regenerate: RotateCcw,
  edit: Pencil,
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
  label,
  onClick,
  children,
}: {
  icon: keyof typeof icons;
  busy?: boolean;
  disabled?: boolean;
  /** A fuller name for assistive technology (the visible text stays short). */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = icons[icon];
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
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
