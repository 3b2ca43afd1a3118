import { messages } from '@prd/contract';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { PaymentItem } from '../api/dashboard-api';
import { capitalize, formatAmount, formatDate } from '../utils/format';

const t = messages.dashboard;
const [USER, EMAIL, AMOUNT, METHOD, PLAN, DATE, STATUS, AUTO_PAY] = t.paymentColumns;
const cell = 'px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-4 sm:last:pr-4';

/** Status "succeeded" is green, anything else yellow (spec section 2). */
function PaymentStatus({ status }: { status: string }) {
  const ok = status.toLowerCase() === 'succeeded';
  return (
    <StatusBadge status={status} tone={ok ? 'success' : 'warning'} wrap>
      {capitalize(status)}
    </StatusBadge>
  );
}

function AutoPay({ on }: { on: boolean }) {
  return (
    <span className={on ? 'font-medium text-ink' : 'text-ink-muted'}>
      {on ? t.autoPayOn : t.autoPayOff}
    </span>
  );
}

function Row({ item }: { item: PaymentItem }) {
  return (
    <tr className="border-t border-line">
      <td className={`${cell} min-w-32 font-medium text-ink`}>{item.user_name}</td>
      <td className={`${cell} text-ink-muted`}>
        <span className="block max-w-44 truncate" title={item.user_email ?? undefined}>
          {item.user_email}
        </span>
      </td>
      <td className={`${cell} text-ink tabular-nums`}>
        {formatAmount(item.amount, item.currency)}
      </td>
      <td className={cell}>{capitalize(item.payment_method)}</td>
      <td className={cell}>{item.plan_name}</td>
      <td className={`${cell} whitespace-nowrap text-ink-muted`}>{formatDate(item.created_at)}</td>
      <td className={cell}>
        <PaymentStatus status={item.payment_status} />
      </td>
      <td className={cell}>
        <AutoPay on={item.auto_payment} />
      </td>
    </tr>
  );
}

function Field({ label, children, wide }: { label?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 truncate text-sm text-ink">{children}</dd>
    </div>
  );
}

/** A phone's view of one payment: every field of the table, stacked, nothing off screen. */
function Card({ item }: { item: PaymentItem }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-testid="payment-card">
      <div className="mb-3 flex items-start justify-between gap-3">
        <p className="text-base font-semibold text-ink tabular-nums">
          {formatAmount(item.amount, item.currency)}
        </p>
        <PaymentStatus status={item.payment_status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label={PLAN}>{item.plan_name}</Field>
        <Field label={DATE}>{formatDate(item.created_at)}</Field>
        <Field label={METHOD}>{capitalize(item.payment_method)}</Field>
        <Field label={AUTO_PAY}>
          <AutoPay on={item.auto_payment} />
        </Field>
        <Field label={USER} wide>
          {item.user_name}
        </Field>
        <Field label={EMAIL} wide>
          <span title={item.user_email ?? undefined}>{item.user_email}</span>
        </Field>
        <Field label={AMOUNT}>{formatAmount(item.amount, item.currency)}</Field>
        <Field label={STATUS}>{capitalize(item.payment_status)}</Field>
      </dl>
    </li>
  );
}

/**
 * The payments of one page: a table from the `sm` width up, and on a phone a card per payment
 * (the table's amount, plan and status used to sit off screen there).
 */
export function PaymentList({ rows }: { rows: PaymentItem[] }) {
  return (
    <>
      <ul aria-label={t.paymentCards} className="flex flex-col gap-3 sm:hidden">
        {rows.map((item, i) => (
          <Card key={`${item.payment_id}-${i}`} item={item} />
        ))}
      </ul>
      {/* Scrolls sideways where the screen is narrower than the table: focusable for keys. */}
      <div
        role="region"
        aria-label={t.paymentsTitle}
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="hidden overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none sm:block sm:rounded-xl sm:border sm:border-line"
      >
        <table className="w-full min-w-[760px] text-left text-sm">
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              {t.paymentColumns.map((c) => (
                <th key={c} scope="col" className={`${cell} whitespace-nowrap`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((item, i) => (
              <Row key={`${item.payment_id}-${i}`} item={item} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
