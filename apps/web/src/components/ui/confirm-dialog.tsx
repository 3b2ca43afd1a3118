import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

/**
 * A confirmation in a dialog. `onConfirm` may be async: the button shows progress and the dialog
 * stays until it settles (the caller closes it on success). With `typeToConfirm`, the confirm
 * button stays disabled until that exact text is typed (for irreversible actions). With
 * `busyLabel`, the confirm button says it while `busy`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  busyLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy,
  onConfirm,
  typeToConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Extra content between the description and the buttons (a select, a note…). */
  children?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
  typeToConfirm?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const matches = !typeToConfirm || typed.trim() === typeToConfirm;
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Modal open={open} onOpenChange={close} title={title} description={description} size="sm">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches && !busy) void onConfirm();
        }}
      >
        {children}
        {typeToConfirm && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm text-ink">
              Type <span className="font-semibold break-all">{typeToConfirm}</span> to confirm.
            </label>
            <input
              id={id}
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} disabled={busy || !matches}>
            {busy && <Spinner />}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
