import { constants, messages } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../utils/server-message';
import { notify } from '../../../lib/toast';
import { cancelAutoPayment } from '../api/cancel-auto-payment';
import {
  type PaymentItem,
  useDashboardPaymentsQuery,
  useDashboardSubscriptionQuery,
} from '../api/dashboard-api';
import { capitalize, formatAmount, formatDate } from '../utils/format';
import { pageCount, pageRows } from '../utils/paging';
import { EmptyState, LoadingState, Panel, Spinner } from './panel';
import { Pagination } from './pagination';

const t = messages.dashboard;
const size = constants.paymentHistoryPageSize;

/** Status "succeeded" is green, anything else yellow (spec section 2). */
export function StatusBadge({ status }: { status: string }) {
  const ok = status.toLowerCase() === 'succeeded';
  return (
    <span
      data-tone={ok ? 'success' : 'warning'}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium text-ink ${ok ? 'bg-success/15' : 'bg-warning/25'}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${ok ? 'bg-success' : 'bg-warning'}`}
      />
      {capitalize(status)}
    </span>
  );
}

function Row({ item }: { item: PaymentItem }) {
  return (
    <tr className="border-t border-line">
      <td className="min-w-32 px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4 font-medium text-ink">
        {item.user_name}
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4 text-ink-muted">
        <span className="block max-w-44 truncate" title={item.user_email ?? undefined}>
          {item.user_email}
        </span>
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4 tabular-nums text-ink">
        {formatAmount(item.amount, item.currency)}
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4">
        {capitalize(item.payment_method)}
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4">
        {item.plan_name}
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4 whitespace-nowrap text-ink-muted">
        {formatDate(item.created_at)}
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4">
        <StatusBadge status={item.payment_status} />
      </td>
      <td className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4">
        <span className={item.auto_payment ? 'font-medium text-ink' : 'text-ink-muted'}>
          {item.auto_payment ? t.autoPayOn : t.autoPayOff}
        </span>
      </td>
    </tr>
  );
}

/** Payment History: every page of the list, shown 5 rows at a time, and auto-pay cancelling. */
export function PaymentsTab() {
  const { data, error, isLoading, isFetching, refetch } = useDashboardPaymentsQuery();
  const subscription = useDashboardSubscriptionQuery();
  const [wantedPage, setPage] = useState(1);
  const [cancelling, setCancelling] = useState(false);
  const rows = error ? [] : (data ?? []);
  const pages = pageCount(rows.length, size);

  // The list can shrink under the page the reader was on: show its last page then.
  const page = Math.min(wantedPage, pages);

  async function cancel() {
    setCancelling(true);
    try {
      await cancelAutoPayment();
      notify.accountSuccess(messages.billing.autoPayCancelled);
      window.setTimeout(() => {
        void refetch();
        void subscription.refetch();
        setCancelling(false);
      }, constants.autoPayCancelReloadMs);
    } catch (err) {
      notify.accountError(serverMessage(err, messages.billing.autoPayCancelFailed));
      setCancelling(false);
    }
  }

  // Auto-pay that still renews: a paid auto-pay payment, unless the subscription says it stops.
  const renewing = subscription.data ? subscription.data.auto_payment : true;
  const hasAutoPay =
    renewing && rows.some((r) => r.auto_payment && r.payment_status.toLowerCase() === 'succeeded');
  const first = (page - 1) * size + 1;

  return (
    <Panel
      title={t.paymentsTitle}
      action={
        hasAutoPay && (
          <Button variant="secondary" onClick={() => void cancel()} disabled={cancelling}>
            {cancelling && <Spinner />}
            {cancelling ? t.cancellingAutoPay : t.cancelAutoPay}
          </Button>
        )
      }
    >
      {isLoading || (isFetching && !data && !error) ? (
        <LoadingState label={t.loading} />
      ) : rows.length === 0 ? (
        <EmptyState icon="receipt">{messages.billing.noPayments}</EmptyState>
      ) : (
        <>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div
            role="region"
            aria-label={t.paymentsTitle}
            // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="-mx-5 overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none sm:mx-0 sm:rounded-xl sm:border sm:border-line"
          >
            <table className="w-full min-w-[760px] text-left text-sm">
              <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <tr>
                  {t.paymentColumns.map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className="px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4 whitespace-nowrap"
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pageRows(rows, page, size).map((item, i) => (
                  <Row key={`${item.payment_id}-${i}`} item={item} />
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > size && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-ink-muted">
                {t.showing(first, Math.min(first + size - 1, rows.length), rows.length)}
              </p>
              <Pagination page={page} pages={pages} onPage={setPage} />
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
