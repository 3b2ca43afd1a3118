import { resolveIncidentBody } from '@prd/contract';
import { useId, useState } from 'react';
import { notify } from '../../../../lib/toast';
import { type IncidentItem, useResolveAdminIncidentMutation } from '../../api/incidents';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorText } from '../ai-keys/form-helpers';
import { t } from './strings';

/** "Resolve" with an optional note; the list refetches and the row shows it resolved. */
export function ResolveDialog({
  incident,
  onClose,
}: {
  incident: IncidentItem;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [resolve, { isLoading }] = useResolveAdminIncidentMutation();
  const id = useId();

  async function confirm() {
    setFailure(null);
    const checked = resolveIncidentBody.safeParse({ resolution: note });
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message ?? t.resolveFailed);
      return;
    }
    try {
      await resolve({ id: incident.id, resolution: checked.data.resolution }).unwrap();
      notify.success(t.resolvedToast);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.resolveFailed));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.dialog.title}
      description={`${incident.kind}: ${incident.description}`}
      confirmLabel={t.dialog.confirm}
      cancelLabel={t.dialog.cancel}
      tone="primary"
      busy={isLoading}
      onConfirm={confirm}
    >
      <p className="text-sm text-ink-muted">{t.dialog.description}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t.dialog.note}
        </label>
        <textarea
          id={id}
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
