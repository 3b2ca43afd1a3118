import type { EditSectionBody } from '@prd/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { docText } from '../document-messages';

const t = docText;
const MAX = 4000;

export interface SectionEditTarget {
  /** The section's key (edit_section's `section`). */
  section: string;
  heading: string;
  /** Item ids in the section: the form can aim at one of them instead. */
  items: readonly string[];
  /** The item to start with (the one the person selected text in), else the whole section. */
  item?: string | null;
  /** The text the person selected, shown for reference. */
  quote?: string | null;
}

/**
 * "Edit this section…": what to change (the whole section or one of its items) and how, sent
 * to edit_section. Focus goes to the instruction when it opens; Escape or Cancel closes it.
 * While an answer is being written the send waits (the server would refuse it).
 */
export function SectionEditForm({
  target,
  itemNames,
  writing,
  onSubmit,
  onCancel,
}: {
  target: SectionEditTarget;
  /** How the outline names the items ("FR-2: Accept a swap"). */
  itemNames?: ReadonlyMap<string, string>;
  writing: boolean;
  /** Sends the edit; resolves once the answer has started (or ended), rejects if refused. */
  onSubmit: (body: EditSectionBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const ids = useId();
  const [part, setPart] = useState(target.item ?? '');
  const [instruction, setInstruction] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => box.current?.focus(), []);

  const escape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return false;
    e.preventDefault();
    e.stopPropagation();
    onCancel();
    return true;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || writing) return;
    const text = instruction.trim();
    if (text === '') return setError(t.instructionRequired);
    if (text.length > MAX) return setError(t.instructionTooLong);
    setError(null);
    setSending(true);
    try {
      await onSubmit(
        part
          ? { item_id: part, instruction: text }
          : { section: target.section, instruction: text },
      );
    } catch {
      // The chat says why; the text stays to try again.
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(e) => void submit(e)}
      className="my-2 flex flex-col gap-2.5 rounded-xl border border-brand-500/40 bg-brand-50/60 p-3 shadow-sm dark:bg-brand-50/20"
    >
      <h4 id={`${ids}-title`} className="text-sm font-semibold text-ink">
        {t.editTitle(target.heading)}
      </h4>
      {target.quote && (
        <figure className="flex flex-col gap-0.5">
          <figcaption className="text-xs font-medium text-ink-muted">{t.selected}</figcaption>
          <blockquote className="line-clamp-3 border-l-2 border-brand-500/60 pl-2 text-xs text-ink">
            {target.quote}
          </blockquote>
        </figure>
      )}
      {target.items.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-part`} className="text-xs font-medium text-ink">
            {t.editPart}
          </label>
          <select
            id={`${ids}-part`}
            value={part}
            onChange={(e) => setPart(e.target.value)}
            onKeyDown={escape}
            className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          >
            <option value="">{t.wholeSection}</option>
            {target.items.map((id) => (
              <option key={id} value={id}>
                {itemNames?.get(id) ?? id}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-text`} className="text-xs font-medium text-ink">
          {t.instruction}
        </label>
        <textarea
          id={`${ids}-text`}
          ref={box}
          value={instruction}
          rows={3}
          maxLength={MAX + 100}
          placeholder={t.instructionPlaceholder}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={`${ids}-note${error ? ` ${ids}-error` : ''}`}
          onChange={(e) => {
            setInstruction(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (escape(e)) return;
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit(e);
          }}
          className="min-h-16 w-full resize-y rounded-lg border border-line bg-surface px-2.5 py-1.5 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid]:border-danger"
        />
        {error && (
          <p id={`${ids}-error`} role="alert" className="text-xs text-danger">
            {error}
          </p>
        )}
        <p id={`${ids}-note`} className="text-xs text-ink-muted">
          {writing ? t.busyWriting : t.editNote}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md px-3 py-1.5 text-xs font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          disabled={sending || writing}
          aria-busy={sending || undefined}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
        >
          {sending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
