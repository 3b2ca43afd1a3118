import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/toast';
import { exportUserData } from '../../api/deletion-requests';
import { Spinner } from '../../components/states';
import { errorText } from '../ai-keys/form-helpers';
import { t } from './strings';

/** GET /admin/users/{id}/export, saved as a JSON file. */
export function ExportButton({
  userId,
  email,
  className = 'px-2.5 py-1 text-xs',
}: {
  userId: string;
  email: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await exportUserData(userId);
      notify.success(t.exported);
    } catch (err) {
      notify.error(errorText(err, t.exportFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={busy}
      aria-label={t.exportLabel(email)}
      onClick={() => void run()}
    >
      {busy ? <Spinner className="size-3" /> : <Download className="size-3.5" aria-hidden="true" />}
      {busy ? t.exporting : t.exportData}
    </Button>
  );
}
