import { constants, messages } from '@prd/contract';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/ui/close-icon';

/** Spec section 5: the picker offers these extensions (the chat issue adds the MIME check). */
const ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,.mp3,.wav,.mp4,.mov,.avi,.webm';

interface Props {
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  /** Without a handler Send stays disabled. */
  onSend?: (text: string, files: File[]) => void;
}

/** The message box: multi-line text (Enter sends, Shift+Enter breaks), multi-file attach, Send. */
export function ChatBox({ label, placeholder, onSend }: Props) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const canSend = onSend !== undefined && (text.trim() !== '' || files.length > 0);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (canSend) onSend(text, files);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      onSubmit={submit}
      className="w-full rounded-2xl border border-line bg-surface p-2 shadow-sm transition-shadow focus-within:border-brand-500 focus-within:shadow-md"
    >
      {files.length > 0 && (
        <ul
          aria-label={messages.chatBox.attachedFiles}
          className="flex flex-wrap gap-2 px-2 pt-2 pb-1"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex max-w-60 items-center gap-2 rounded-lg border border-line bg-surface-muted py-1 pr-1 pl-2.5 text-xs text-ink"
            >
              <DocumentIcon />
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                aria-label={messages.chatBox.removeFile(file.name)}
                onClick={() => setFiles((all) => all.filter((_, i) => i !== index))}
                className="rounded p-0.5 text-ink-muted hover:bg-line hover:text-ink"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
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
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none">
            <path
              d="M20 11.5l-7.8 7.8a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 014.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4l7.8-7.8"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="chat-file-input"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            setFiles((all) => [...all, ...picked]);
            e.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <textarea
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
          className="field-sizing-content flex-1 resize-none bg-transparent px-1 py-2.5 text-sm text-ink placeholder:text-ink-muted focus:outline-none"
        />
        <button
          type="submit"
          aria-label={messages.chatBox.send}
          disabled={!canSend}
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none">
            <path
              d="M12 19V5M5.5 11.5L12 5l6.5 6.5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </form>
  );
}

function DocumentIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-3.5 shrink-0 text-brand-600" aria-hidden="true">
      <path
        d="M5 2.5h6.5L15 6v11.5H5z M11.5 2.5V6H15"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
