import { Link } from 'react-router';
import { DataTable, adminColumnHelper } from '../components/data-table';
import { billingFilters } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { present, useListPage } from '../hooks/use-list-page';
import { StatusBadge } from '../../../components/ui/status-badge';
import {
  type AdminSubscription,
  type SubscriptionStatusFilter,
  useAdminSubscriptionsQuery,
} from '../api/subscriptions';
import { formatDay } from './payments/format';
import { t } from './subscriptions/strings';

const col = adminColumnHelper<AdminSubscription>();

function Person({ item }: { item: AdminSubscription }) {
  if (!item.user_email) return <span className="text-ink-muted italic">{t.deleted}</span>;
  return (
    <div className="min-w-0">
      <Link
        to={`/admin/users/${encodeURIComponent(item.user_id)}`}
        className="block truncate font-medium text-ink underline-offset-2 hover:text-brand-600 hover:underline"
      >
        {item.user_name}
      </Link>
      <p className="max-w-56 truncate text-xs text-ink-muted" title={item.user_email}>
        {item.user_email}
      </p>
    </div>
  );
}

const renewal = (s: AdminSubscription) =>
  !s.auto_payment ? t.oneTime : s.cancel_at_period_end ? t.endsAtPeriodEnd : t.renews;

const columns = col.columns([
  col.accessor('user_email', {
    id: 'person',
    header: t.columns.person,
    cell: (c) => <Person item={c.row.original} />,
  }),
  col.accessor('plan_name', { header: t.columns.plan }),
  col.accessor('status', {
    header: t.columns.status,
    cell: (c) => <StatusBadge status={c.getValue()} />,
  }),
  col.accessor(renewal, { id: 'renewal', header: t.columns.renewal }),
  col.accessor('created_at', {
    header: t.columns.started,
    cell: (c) => (
      <span className="whitespace-nowrap text-ink-muted">{formatDay(c.getValue())}</span>
    ),
  }),
  col.accessor('expiry_date', {
    header: t.columns.expires,
    cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
  }),
]);

const statusOptions = (Object.keys(t.statuses) as SubscriptionStatusFilter[]).map((value) => ({
  value,
  label: t.statuses[value],
}));

const KEYS = ['status', 'email', 'user_id'] as const;
const filters = billingFilters(t.filters, statusOptions);

/** Admin console: every subscription, filtered by status, email or user. */
export function SubscriptionsPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const query = useAdminSubscriptionsQuery({
    page: list.page,
    ...present(values),
    status: (values.status || undefined) as SubscriptionStatusFilter | undefined,
  });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.label}
        columns={columns}
        getRowId={(r) => r.id}
        minWidth={820}
        {...list.tableProps(query, t, filters)}
      />
    </>
  );
}
