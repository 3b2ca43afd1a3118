import { messages } from '@prd/contract';
import { shareText } from '@prd/documents';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { prdTitle } from '../utils/prd-title';

const t = messages.share;

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ai message's Markdown; the dialog previews it as plain text. */
  text: string;
  /** The message's chat_id: the server publishes its Markdown, and again updates the page. */
  chatId?: number | null | undefined;
}

/** The server's message for a failed share, else the screen's fallback (spec section 8). */
export function shareFailure(err: unknown, fallback: string): string {
  // A missing endpoint (404 without a code), a server failure (5xx) or an answer without an
  // error body has nothing to tell the person: the spec's own message says it better.
  const telling =
    err instanceof ApiError && err.code !== undefined && err.status < 500 && err.message;
  return telling ? err.message : fallback;
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

export const selectClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${invalid ? 'border-danger' : 'border-line'}`;

/**
 * The fields both share dialogs have: Title (filled in from the PRD's title, required once
 * trimmed), any extra fields, the read-only Content preview (the shared text), and Cancel /
 * Submit ("Submitting..." while busy).
 */
export function ShareForm({
  text,
  busy,
  onCancel,
  onSubmit,
  validateExtra,
  children,
}: {
  text: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: { title: string; content: string }) => void;
  /** Checks the extra fields and shows their errors; false stops the submit. */
  validateExtra?: () => boolean;
  children?: ReactNode;
}) {
  const contentId = useId();
  const [title, setTitle] = useState(() => prdTitle(text));
  const [titleError, setTitleError] = useState<string | null>(null);
  const content = useMemo(() => shareText(text), [text]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = title.trim();
    const titleOk = trimmed !== '';
    setTitleError(titleOk ? null : t.titleRequired);
    const extraOk = validateExtra ? validateExtra() : true;
    if (titleOk && extraOk) onSubmit({ title: trimmed, content });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t.titleLabel}
        value={title}
        error={titleError}
        aria-required="true"
        autoComplete="off"
        maxLength={200}
        disabled={busy}
        onChange={(event) => {
          setTitle(event.target.value);
          if (titleError) setTitleError(null);
        }}
      />
      {children}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contentId} className="text-sm font-medium text-ink">
          {t.contentLabel}
        </label>
        <textarea
          id={contentId}
          readOnly
          value={content}
          rows={10}
          className="w-full resize-y rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm leading-relaxed text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner />}
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
