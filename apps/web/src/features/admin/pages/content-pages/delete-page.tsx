import { useState } from 'react';
import { notify } from '../../../../lib/toast';
import { type ContentPageRow, useDeleteAdminContentPageMutation } from '../../api/content-pages';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorText } from '../ai-keys/form-helpers';
import { addressOf } from './page-form';
import { t } from './strings';

/** "Delete this page?": the page goes only after the admin confirms. */
export function DeletePageDialog({ page, onClose }: { page: ContentPageRow; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteAdminContentPageMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const done = await remove(page.id).unwrap();
      notify.success(done.message || t.deleted);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.deleteFailed));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.confirmDelete.title}
      description={t.confirmDelete.description(page.title, addressOf(page.slug))}
      confirmLabel={t.confirmDelete.confirm}
      cancelLabel={t.confirmDelete.cancel}
      busy={isLoading}
      onConfirm={confirm}
    >
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
