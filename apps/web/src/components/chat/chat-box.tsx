import { constants, messages } from '@prd/contract';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import Paperclip from 'lucide-react/icons/paperclip';
import { noteSent, useKeptDraft } from '../../lib/draft-keeper';
import { FileChip } from './file-chip';
import { ACCEPT_ATTRIBUTE, filterFiles } from './file-filter';
import { SendButton } from './send-button';

export interface ChatBoxProps {
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  /**
   * A send with the typed text and the pending files. Returning false keeps them (the send
   * was refused before it started); otherwise the box is cleared at once (spec section 4).
   */
  onSend: (text: string, files: File[]) => boolean | void;
  /** A send is running: Send reads "Sending..." and is disabled. */
  busy?: boolean;
  /** An answer is streaming in and can be stopped: Send becomes Stop, which calls this. */
  onStop?: (() => void) | undefined;
  /** Stop was pressed and the answer is ending: Stop reads "Stopping..." and is disabled. */
  stopping?: boolean;
  /** Send is disabled and this explains why (a tooltip), e.g. no uploads left. */
  disabledReason?: string | undefined;
  /**
   * Send is disabled, with this tooltip, only while files are attached (no uploads left: a
   * typed question may still be free, a send with files is a PRD).
   */
  filesDisabledReason?: string | undefined;
  /**
   * Focus the text box when it appears (the page's one task), unless a control or a dialog
   * already has the focus: nothing is taken from anyone.
   */
  focusOnOpen?: boolean;
  /** Picked files that are not allowed (they are dropped, the others kept). */
  onFilesRejected: (names: string[]) => void;
  /** Send with neither text nor files. */
  onEmpty: () => void;
  /**
   * A refused send's text and files, put back into the box (each new object once). The
   * typing that followed, if any, is kept after it.
   */
  restore?: { text: string; files: File[] } | null | undefined;
}

/** No control has the focus (the page, or the main area the shell focuses), and no dialog is open. */
function nothingFocused(): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return false;
  const active = document.activeElement;
  return !active || active === document.body || active.tagName === 'MAIN';
}

/**
 * The message box: attach (the allowed extensions), pending file chips, a text box that grows
 * from 40 to 200 px (Enter sends, Shift+Enter breaks the line) and Send. Its text lives here,
 * so typing re-renders only this box, never the message list.
 */
export function ChatBox(props: ChatBoxProps) {
  const { label, placeholder, onSend, busy = false, onStop, stopping } = props;
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const disabledReason =
    props.disabledReason ?? (files.length > 0 ? props.filesDisabledReason : undefined);
  const focusOnOpen = props.focusOnOpen ?? false;
  useEffect(() => {
    if (focusOnOpen && nothingFocused()) textBox.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);
  const [restored, setRestored] = useState(props.restore);
  if (restored !== props.restore) {
    setRestored(props.restore);
    if (props.restore) {
      const back = props.restore;
      setText((now) => (now.trim() ? `${back.text}\n${now}` : back.text));
      setFiles((now) => [...back.files, ...now]);
    }
  }
  const blocked = busy || onStop !== undefined || disabledReason !== undefined;
  // A session that ends mid-chat keeps this text for after sign-in (lib/draft-keeper).
  useKeptDraft(text, setText);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blocked) return;
    if (text.trim() === '' && files.length === 0) {
      props.onEmpty();
      return;
    }
    if (onSend(text.trim(), files) === false) return;
    noteSent(text.trim());
    setText('');
    setFiles([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const { onFilesRejected } = props;
  const pick = useCallback(
    (picked: File[]) => {
      const { allowed, rejected } = filterFiles(picked);
      if (rejected.length > 0) onFilesRejected(rejected);
      if (allowed.length > 0) setFiles((all) => [...all, ...allowed]);
    },
    [onFilesRejected],
  );

  return (
    <form
      onSubmit={submit}
      className="w-full rounded-2xl border border-line bg-surface p-2 shadow-sm transition-shadow focus-within:border-brand-500 focus-within:shadow-md"
    >
      {files.length > 0 && (
        <ul
          aria-label={messages.chatBox.attachedFiles}
          className="flex flex-wrap gap-2 px-1 pt-1 pb-2"
        >
          {files.map((file, index) => (
            <FileChip
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => setFiles((all) => all.filter((f) => f !== file))}
            />
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <button
          type="button"
          aria-label={messages.chatBox.attachFiles}
          onClick={() => fileInput.current?.click()}
          className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <Paperclip className="size-5" strokeWidth={1.8} aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          hidden
          data-testid="chat-file-input"
          onChange={(e) => {
            pick(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <textarea
          ref={textBox}
          id={inputId}
          rows={1}
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          style={{
            minHeight: constants.textBoxMinHeightPx,
            maxHeight: constants.textBoxMaxHeightPx,
          }}
          className="field-sizing-content flex-1 resize-none overflow-y-auto bg-transparent px-1 py-2.5 text-sm text-ink placeholder:text-ink-muted focus:outline-none"
        />
        <SendButton
          busy={busy}
          blocked={blocked}
          onStop={onStop}
          stopping={stopping}
          disabledReason={disabledReason}
        />
      </div>
    </form>
  );
}
