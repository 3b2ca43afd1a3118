import { messages } from '@prd/contract';
import Trash from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { deleteBillingDetails } from '../api/delete-billing-details';
import { useDashboardBillingQuery } from '../api/dashboard-api';
import { reloadSoon } from '../utils/reload';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Panel } from './panel';

const t = messages.dashboard;

/** The billing address, or "No billing details available.", with Delete Billing Info. */
export function BillingCard() {
  const { data: billing, isLoading } = useDashboardBillingQuery();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await deleteBillingDetails();
      notify.accountSuccess(messages.billing.deleted);
      setConfirming(false);
      reloadSoon();
    } catch {
      notify.accountError(messages.billing.deleteFailed);
      setBusy(false);
    }
  }

  const lines = billing
    ? [
        billing.address_line1,
        billing.address_line2,
        [billing.city, [billing.state, billing.zip].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        billing.country,
      ].filter(Boolean)
    : [];

  return (
    <Panel title={t.billingTitle}>
      {isLoading ? (
        <div aria-hidden="true" className="space-y-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
        </div>
      ) : billing ? (
        <address className="text-sm leading-6 text-ink not-italic" data-testid="billing-address">
          {lines.map((line, i) => (
            <span key={`${i}-${line}`} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-sm text-ink-muted">{messages.billing.none}</p>
      )}
      {billing && (
        <div className="mt-5 flex justify-end border-t border-line pt-4">
          <Button
            variant="secondary"
            className="text-danger! hover:border-danger/40"
            onClick={() => setConfirming(true)}
          >
            <Trash className="size-4" strokeWidth={1.8} aria-hidden="true" />
            {t.deleteBilling}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteBillingTitle}
        description={messages.billing.deleteConfirm}
        confirmLabel={t.delete}
        busyLabel={t.deleting}
        cancelLabel={t.cancel}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </Panel>
  );
}
