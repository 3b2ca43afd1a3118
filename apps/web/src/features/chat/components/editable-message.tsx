import { messages } from '@prd/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ActionButton } from './action-button';

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
