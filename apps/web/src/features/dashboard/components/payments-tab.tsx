import { constants, messages } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../utils/server-message';
import { notify } from '../../../lib/toast';
import { cancelAutoPayment } from '../api/cancel-auto-payment';
import { useDashboardPaymentsQuery, useDashboardSubscriptionQuery } from '../api/dashboard-api';
import { formatDate } from '../utils/format';
import { pageCount, pageRows } from '../utils/paging';
import { AutoPayEnding, isEndingAutoPay } from './auto-pay-ending';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadingState, Panel, Spinner } from './panel';
import { PaymentList } from './payment-list';

const t = messages.dashboard;
const size = constants.paymentHistoryPageSize;

/**
 * Payment History: every page of the list, shown 5 rows at a time; auto-pay cancelled after a
 * confirmation, and turned back on while the paid period runs.
 */
export function PaymentsTab() {
  const { data, error, isLoading, isFetching, refetch } = useDashboardPaymentsQuery();
  const subscription = useDashboardSubscriptionQuery();
  const [wantedPage, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const rows = error ? [] : (data ?? []);
  const pages = pageCount(rows.length, size);

  // The list can shrink under the page the reader was on: show its last page then.
  const page = Math.min(wantedPage, pages);

  const reload = () => {
    void refetch();
    void subscription.refetch();
  };

  async function cancel() {
    setCancelling(true);
    try {
      await cancelAutoPayment();
      setConfirming(false);
      notify.accountSuccess(messages.billing.autoPayCancelled);
      window.setTimeout(() => {
        reload();
        setCancelling(false);
      }, constants.autoPayCancelReloadMs);
    } catch (err) {
      notify.accountError(serverMessage(err, messages.billing.autoPayCancelFailed));
      setConfirming(false);
      setCancelling(false);
    }
  }

  // Auto-pay that still renews: a paid auto-pay payment, unless the subscription says it stops.
  const renewing = subscription.data ? subscription.data.auto_payment : true;
  const hasAutoPay =
    renewing && rows.some((r) => r.auto_payment && r.payment_status.toLowerCase() === 'succeeded');
  const first = (page - 1) * size + 1;
  const held = subscription.data;

  return (
    <Panel
      title={t.paymentsTitle}
      action={
        hasAutoPay && (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={cancelling}>
            {cancelling && <Spinner />}
            {cancelling ? t.cancellingAutoPay : t.cancelAutoPay}
          </Button>
        )
      }
    >
      {isEndingAutoPay(held) && <AutoPayEnding subscription={held} onResumed={reload} />}
      {isLoading || (isFetching && !data && !error) ? (
        <LoadingState label={t.loading} />
      ) : rows.length === 0 ? (
        <EmptyState icon="receipt">{messages.billing.noPayments}</EmptyState>
      ) : (
        <>
          <PaymentList rows={pageRows(rows, page, size)} />
          {rows.length > size && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-ink-muted">
                {t.showing(first, Math.min(first + size - 1, rows.length), rows.length)}
              </p>
              <Pagination
                page={page}
                pages={pages}
                onPage={setPage}
                label={t.pagination}
                pageLabel={t.page}
                previous={t.previous}
                next={t.next}
              />
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.cancelAutoPayTitle}
        description={t.cancelAutoPayQuestion(
          held?.plan_name ?? messages.plans.defaultPlanName,
          formatDate(held?.expiry_date),
        )}
        confirmLabel={t.cancelAutoPay}
        busyLabel={t.cancellingAutoPay}
        cancelLabel={t.keepAutoPay}
        busy={cancelling}
        onConfirm={() => void cancel()}
      />
    </Panel>
  );
}
