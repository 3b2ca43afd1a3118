import Banknote from 'lucide-react/icons/banknote';
import Repeat from 'lucide-react/icons/repeat';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import UserPlus from 'lucide-react/icons/user-plus';
import UserX from 'lucide-react/icons/user-x';
import Users from 'lucide-react/icons/users';
import { lazy, Suspense } from 'react';
import { useAdminOverviewQuery, type AdminOverview } from '../api/admin-users';
import { formatCount, formatMoney } from '../components/format';
import { PageHeader } from '../components/page-header';
import { Card, ErrorState, LoadingState, queryErrorMessage } from '../components/states';
import { StatCard } from './overview/stat-card';

// recharts is loaded by this page only, after its figures are on screen.
const PrdsChart = lazy(async () => ({
  default: (await import('./overview/prds-chart')).PrdsChart,
}));

function Revenue({ rows }: { rows: AdminOverview['revenue_this_month'] }) {
  if (rows.length === 0) return <>{formatMoney(0, 'usd')}</>;
  return (
    <span className="flex flex-col">
      {rows.map((r) => (
        <span key={r.currency}>{formatMoney(r.amount_cents, r.currency)}</span>
      ))}
    </span>
  );
}

function PrdsPerDay({ days }: { days: AdminOverview['prds_per_day'] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce((best, d) => (d.count > (best?.count ?? -1) ? d : best), days[0]);
  const summary =
    days.length === 0
      ? 'No PRDs in the last 30 days.'
      : `${formatCount(total)} PRDs in the last ${days.length} days` +
        (peak && peak.count > 0 ? `; the busiest day was ${peak.date} with ${peak.count}.` : '.');
  return (
    <Card
      title="PRDs per day"
      action={<span className="text-sm text-ink-muted">Last 30 days</span>}
    >
      <p className="mb-3 text-sm text-ink-muted" id="prds-summary">
        {summary}
      </p>
      <figure aria-labelledby="prds-summary" className="m-0">
        <div aria-hidden="true" className="h-60">
          <Suspense fallback={<LoadingState label="Loading chart…" />}>
            <PrdsChart days={days} />
          </Suspense>
        </div>
        <table className="sr-only">
          <caption>PRDs written per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">PRDs</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}

/** The console's first page: the figures that matter now, each a way into its page. */
export function OverviewPage() {
  const { data, error, isLoading, refetch } = useAdminOverviewQuery();
  return (
    <>
      <PageHeader title="Overview" description="How PRD Studio is doing this month." />
      {error ? (
        <Card>
          <ErrorState
            message={queryErrorMessage(error, 'Could not load the overview.')}
            onRetry={() => void refetch()}
          />
        </Card>
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard
              label="Users"
              value={formatCount(data.users)}
              hint={`${formatCount(data.new_users_this_month)} new this month`}
              to="/admin/users"
              icon={Users}
            />
            <StatCard
              label="New users this month"
              value={formatCount(data.new_users_this_month)}
              hint="Since the 1st (UTC)"
              to="/admin/users"
              icon={UserPlus}
            />
            <StatCard
              label="Active subscriptions"
              value={formatCount(data.active_subscriptions)}
              hint="Paying now"
              to="/admin/subscriptions?status=active"
              icon={Repeat}
            />
            <StatCard
              label="Revenue this month"
              value={<Revenue rows={data.revenue_this_month} />}
              hint="Less refunds"
              to="/admin/payments"
              icon={Banknote}
            />
            <StatCard
              label="Open incidents"
              value={formatCount(data.open_incidents)}
              hint={data.open_incidents > 0 ? 'Need a look' : 'All clear'}
              to="/admin/incidents?status=open"
              icon={ShieldAlert}
              tone={data.open_incidents > 0 ? 'danger' : 'brand'}
            />
            <StatCard
              label="Pending deletion requests"
              value={formatCount(data.pending_deletion_requests)}
              hint={data.pending_deletion_requests > 0 ? 'Waiting for a decision' : 'None waiting'}
              to="/admin/deletion-requests?status=pending"
              icon={UserX}
              tone={data.pending_deletion_requests > 0 ? 'warning' : 'brand'}
            />
          </div>
          <PrdsPerDay days={data.prds_per_day} />
        </div>
      )}
    </>
  );
}
