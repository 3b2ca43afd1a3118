import { messages } from '@prd/contract';
import type { ReactNode } from 'react';
import type { QueryError } from '../../../lib/base-api';
import { useDashboardSubscriptionQuery } from '../api/dashboard-api';
import { capitalize, formatDate } from '../utils/format';
import { timeUsedPercent } from '../utils/time-used';
import { AutoPayEnding, isEndingAutoPay } from './auto-pay-ending';
import { EmptyState, LoadingState, Panel } from './panel';

const t = messages.dashboard;

/**
 * 404, "Subscription not found" and "Invalid token" all mean there is none (spec section 8): by
 * status and code, never by the message text.
 */
function isNoSubscription(error: unknown): boolean {
  const e = error as Partial<QueryError> | undefined;
  return e?.status === 404 || e?.code === 'NOT_FOUND' || e?.code === 'INVALID_TOKEN';
}

function Fact({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 rounded-xl border border-line bg-surface-muted p-4 ${className}`}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 truncate text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** "Active" (spec) when the plan is active; any other state as it is, capitalised. */
function StatusPill({ status }: { status: string | undefined }) {
  const active = !status || status === 'active';
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold text-ink ${active ? 'bg-success/15' : 'bg-warning/25'}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${active ? 'bg-success' : 'bg-warning'}`}
      />
      {active ? t.active : capitalize(status)}
    </span>
  );
}

/**
 * Subscription: plan, holder, dates, the Active badge and the share of time used; once auto-pay
 * is cancelled, "<Plan> until <date>, then Free" and the way to turn it back on.
 */
export function SubscriptionTab() {
  const { data, error, isLoading, refetch } = useDashboardSubscriptionQuery();

  if (isLoading) {
    return (
      <Panel title={t.subscriptionTitle}>
        <LoadingState label={t.loading} />
      </Panel>
    );
  }
  if (!data || error) {
    const text =
      error && !isNoSubscription(error)
        ? ((error as Partial<QueryError>).message ?? messages.billing.noSubscription)
        : messages.billing.noSubscription;
    return (
      <Panel title={t.subscriptionTitle}>
        <EmptyState icon="calendar">{text}</EmptyState>
      </Panel>
    );
  }

  const used = timeUsedPercent(data.created_at, data.expiry_date);
  return (
    <Panel title={t.subscriptionTitle}>
      {isEndingAutoPay(data) && (
        <AutoPayEnding subscription={data} onResumed={() => void refetch()} />
      )}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <Fact label={t.plan} className="lg:col-span-2">
          <span className="flex items-center gap-2">
            <span className="truncate" data-testid="subscription-plan">
              {data.plan_name}
            </span>
            <StatusPill status={data.status} />
          </span>
        </Fact>
        <Fact label={t.name} className="lg:col-span-2">
          {data.user_name}
        </Fact>
        <Fact label={t.email} className="sm:col-span-2">
          <span title={data.user_email}>{data.user_email}</span>
        </Fact>
        <Fact label={t.startDate} className="lg:col-span-3">
          {formatDate(data.created_at)}
        </Fact>
        <Fact label={t.expiryDate} className="lg:col-span-3">
          {formatDate(data.expiry_date)}
        </Fact>
        <Fact label={t.autoPay} className="sm:col-span-2 lg:col-span-6">
          {data.auto_payment ? t.autoPayOn : t.autoPayOff}
        </Fact>
      </dl>
      <div className="mt-6">
        <div className="mb-2 flex justify-between text-sm">
          <span className="font-medium text-ink" id="time-used-label">
            {t.timeUsed(used)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="time-used-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={used}
          className="h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${used}%` }}
          />
        </div>
      </div>
    </Panel>
  );
}
