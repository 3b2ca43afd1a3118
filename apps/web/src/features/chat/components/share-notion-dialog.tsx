import { messages } from '@prd/contract';
import { shareText } from '@prd/documents';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { sendPrdToNotion } from '../api/send-prd-to-notion';

const t = messages.share;

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ai message's Markdown; the dialog previews and sends it as plain text. */
  text: string;
}

/** The server's message for a failed share, else the screen's fallback (spec section 8). */
export function shareFailure(err: unknown, fallback: string): string {
  // A missing endpoint (404), a server failure (5xx) or an answer without an error body (no
  // code) has nothing to tell the person: the spec's own message says it better.
  const telling =
    err instanceof ApiError &&
    err.code !== undefined &&
    err.status !== 404 &&
    err.status < 500 &&
    err.message;
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

/**
 * The fields both share dialogs have: Title (required once trimmed), any extra fields, the
 * read-only Content preview (the shared text), and Cancel / Submit ("Submitting..." while busy).
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
  const [title, setTitle] = useState('');
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

/** "Share" to the notes workspace: Title and Content, sent as `{ title, text }`. */
export function ShareNotionDialog({ open, onOpenChange, text }: ShareDialogProps) {
  const [busy, setBusy] = useState(false);

  async function share({ title, content }: { title: string; content: string }) {
    setBusy(true);
    try {
      await sendPrdToNotion({ title, text: content });
      setBusy(false);
      notify.success(t.notionSuccess);
      onOpenChange(false);
    } catch (err) {
      setBusy(false);
      notify.error(shareFailure(err, t.notionFailure));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t.title}
      description={t.notionSubtitle}
      size="lg"
    >
      <ShareForm
        text={text}
        busy={busy}
        onCancel={() => onOpenChange(false)}
        onSubmit={(values) => void share(values)}
      />
    </Modal>
  );
}
