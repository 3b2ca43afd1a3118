import { messages } from '@prd/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { downloadMyData, requestDelete } from '../api/request-delete';
import { deletionRequestChanged } from '../api/my-deletion-request';

const text = messages.deleteRequest;

/** The reason the request carries: the option, or the typed text for Other (spec section 5). */
export function reasonOf(choice: string | null, other: string): string {
  if (choice === text.other) return other.trim();
  return choice ?? '';
}

/** Submit needs an option; Other also needs text that is not only spaces. */
export const canSubmit = (choice: string | null, other: string) =>
  choice !== null && (choice !== text.other || other.trim().length > 0);

/** An absent endpoint or no answer gets the spec's fallback, not "Not found." */
const failureOf = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status === 404)
    ? text.failed
    : errorMessage(err, text.failed);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Request Delete: the Delete-reason dialog, then "Are you sure?" with Cancel and Delete. */
export function DeleteRequestDialogs({ open, onOpenChange }: Props) {
  const dispatch = useDispatch();
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const otherInput = useRef<HTMLInputElement>(null);
  // Picking "Other" shows its field: the typing goes on there.
  useEffect(() => {
    if (choice === text.other) otherInput.current?.focus();
  }, [choice]);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [exporting, setExporting] = useState(false);
  const reason = reasonOf(choice, other);

  const close = () => {
    onOpenChange(false);
    setChoice(null);
    setOther('');
    setError(null);
    setConfirming(false);
    setSending(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(choice, other)) return;
    if (!reason) {
      setError(text.reasonRequired);
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadMyData();
    } catch (err) {
      notify.error(errorMessage(err, text.exportFailed));
    }
    setExporting(false);
  };

  const onDelete = async () => {
    setSending(true);
    try {
      await requestDelete(reason);
      notify.success(text.submitted);
      dispatch(deletionRequestChanged());
    } catch (err) {
      notify.error(failureOf(err));
    }
    close();
  };

  return (
    <>
      <Modal
        open={open && !confirming}
        onOpenChange={(next) => !next && close()}
        title={text.title}
        description={text.prompt}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{text.prompt}</legend>
            {text.reasons.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink transition-colors hover:bg-surface-muted has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  name="delete-reason"
                  value={option}
                  checked={choice === option}
                  onChange={() => {
                    setChoice(option);
                    setError(null);
                  }}
                  className="size-4 accent-brand-600 focus-visible:outline-none dark:scheme-dark"
                />
                {option}
              </label>
            ))}
          </fieldset>
          {choice === text.other && (
            <TextField
              label={text.otherLabel}
              value={other}
              onChange={(e) => {
                setOther(e.target.value);
                // Only spaces: Submit stays disabled and the field says why.
                setError(e.target.value && !e.target.value.trim() ? text.reasonRequired : null);
              }}
              error={error}
              ref={otherInput}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {text.cancel}
            </Button>
            <Button type="submit" disabled={!canSubmit(choice, other)}>
              {text.submit}
            </Button>
          </div>
        </form>
      </Modal>
      <Modal
        open={open && confirming}
        onOpenChange={(next) => !next && !sending && close()}
        title={text.confirm}
        size="sm"
      >
        <p className="mb-3 text-sm text-ink-muted">{text.reasonSummary(reason)}</p>
        <div className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2.5 text-sm text-ink-muted">
          <span>{text.exportHint}</span>
          <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? text.exporting : text.exportData}
          </Button>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={sending}>
            {text.cancel}
          </Button>
          <Button variant="danger" onClick={() => void onDelete()} disabled={sending}>
            {text.delete}
          </Button>
        </div>
      </Modal>
    </>
  );
}
