import { messages } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { resumeAutoPayment } from '../api/resume-auto-payment';
import type { Subscription } from '../api/dashboard-api';
import { formatDate } from '../utils/format';
import { serverMessage } from '../utils/server-message';
import { Spinner } from './panel';

const t = messages.dashboard;

/**
 * Cancelled auto-pay, while the paid period runs: "<Plan> until <date>, then Free" and the way
 * to turn it back on. Shown on the payments and the subscription tabs.
 */
export function AutoPayEnding({
  subscription,
  onResumed,
}: {
  subscription: Subscription;
  onResumed: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function resume() {
    setBusy(true);
    try {
      const res = await resumeAutoPayment();
      notify.accountSuccess(res.message || messages.billing.autoPayResumed);
      onResumed();
    } catch (err) {
      notify.accountError(serverMessage(err, messages.billing.autoPayResumeFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-ink" data-testid="plan-then-free">
        {t.planThenFree(subscription.plan_name, formatDate(subscription.expiry_date))}
      </p>
      <Button variant="secondary" onClick={() => void resume()} disabled={busy}>
        {busy && <Spinner />}
        {busy ? t.resumingAutoPay : t.resumeAutoPay}
      </Button>
    </div>
  );
}

/** True while cancelled auto-pay can still be turned back on (the period has not ended). */
export const isEndingAutoPay = (s: Subscription | undefined): s is Subscription =>
  !!s && s.cancel_at_period_end && s.status === 'active';
