import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { errorMessage, type AuthMode } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { restoreVersion } from '../api/restore-version';
import { docText } from '../document-messages';

const t = docText;

/**
 * Over an older version: which one this is, Restore (a new version equal to it, free; the picker
 * then shows it as the newest) and a way back to the newest.
 */
export function RestoreBar({
  documentId,
  shown,
  latest,
  auth,
  writing,
  onRestored,
  onLatest,
}: {
  documentId: string;
  shown: { number: number; label: string };
  latest: { number: number; label: string };
  auth: AuthMode;
  /** An answer is being written: a restore would race it. */
  writing: boolean;
  onRestored: (version: number) => void;
  onLatest: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function restore() {
    setBusy(true);
    try {
      const res = await restoreVersion(documentId, shown.number, auth);
      notify.success(res.message);
      onRestored(res.version.number);
    } catch (err) {
      notify.error(errorMessage(err, t.restoreFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2 border-b border-amber-600/25 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100 sm:flex-row sm:items-center sm:gap-3">
      <p className="min-w-0 sm:flex-1">{t.restoreHint(shown.label, latest.label)}</p>
      <div className="flex shrink-0 items-center justify-end gap-1.5">
        <button
          type="button"
          onClick={onLatest}
          className="rounded-md px-2.5 py-1 text-xs font-medium hover:bg-amber-100 dark:hover:bg-amber-900/50"
        >
          {t.backToLatest}
        </button>
        <button
          type="button"
          onClick={() => void restore()}
          disabled={busy || writing}
          aria-busy={busy || undefined}
          title={writing ? t.busyWriting : undefined}
          className="inline-flex items-center gap-1.5 rounded-md bg-ink px-2.5 py-1 text-xs font-semibold text-surface hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <RotateCcw className="size-3.5" aria-hidden="true" />
          {busy ? t.restoring : t.restore}
        </button>
      </div>
    </div>
  );
}
