import { useState } from 'react';
import { notify } from '../../../../lib/toast';
import {
  type DeletionRequest,
  useDeleteAdminUserMutation,
  useRejectAdminDeletionRequestMutation,
} from '../../api/deletion-requests';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorText } from '../ai-keys/form-helpers';
import { ExportButton } from './export-button';
import { t } from './strings';

const Failure = ({ text }: { text: string | null }) =>
  text ? (
    <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
      {text}
    </p>
  ) : null;

/** Approve = delete the person: the admin types the email first; export is offered here too. */
export function ApproveDialog({
  request,
  onClose,
  onAccepted,
}: {
  request: DeletionRequest & { user_id: string };
  onClose: () => void;
  onAccepted: (request: DeletionRequest) => void;
}) {
  const [remove, { isLoading }] = useDeleteAdminUserMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const done = await remove(request.user_id).unwrap();
      notify.success(done.message);
      onAccepted(request);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.approveFailed));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.approveDialog.title}
      description={t.approveDialog.description(request.name, request.email)}
      confirmLabel={t.approveDialog.confirm}
      cancelLabel={t.approveDialog.cancel}
      busy={isLoading}
      typeToConfirm={request.email}
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-2 rounded-lg bg-surface-muted p-3 text-sm text-ink">
        <p>{t.approveDialog.exportFirst}</p>
        <div>
          <ExportButton userId={request.user_id} email={request.email} className="px-3 py-1.5" />
        </div>
      </div>
      <Failure text={failure} />
    </ConfirmDialog>
  );
}

/** Reject: the request is closed and the account stays. */
export function RejectDialog({
  request,
  onClose,
}: {
  request: DeletionRequest;
  onClose: () => void;
}) {
  const [reject, { isLoading }] = useRejectAdminDeletionRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const done = await reject(request.id).unwrap();
      notify.success(done.message || t.rejected);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.rejectFailed));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.rejectDialog.title}
      description={t.rejectDialog.description(request.email)}
      confirmLabel={t.rejectDialog.confirm}
      cancelLabel={t.rejectDialog.cancel}
      tone="primary"
      busy={isLoading}
      onConfirm={confirm}
    >
      <Failure text={failure} />
    </ConfirmDialog>
  );
}
