import { Link } from 'react-router';
import { DataTable, adminColumnHelper } from '../components/data-table';
import { SearchInput, SelectFilter } from '../components/filters';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import {
  type AdminSubscription,
  type SubscriptionStatusFilter,
  useAdminSubscriptionsQuery,
} from '../api/subscriptions';
import { errorText } from './ai-keys/form-helpers';
import { formatDay } from './payments/format';
import { present, useListParams } from './payments/list-params';
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

/** Admin console: every subscription, filtered by status, email or user. */
export function SubscriptionsPage() {
  const { values, page, setFilters, setPage } = useListParams(KEYS);
  const filtered = Boolean(values.status || values.email || values.user_id);
  const { data, error, isLoading, isFetching, refetch } = useAdminSubscriptionsQuery({
    page,
    ...present(values),
    status: (values.status || undefined) as SubscriptionStatusFilter | undefined,
  });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.label}
        columns={columns}
        rows={data?.items}
        getRowId={(r) => r.id}
        page={page}
        totalPages={data?.total_pages}
        onPageChange={setPage}
        isLoading={isLoading}
        isFetching={isFetching}
        error={error ? errorText(error, t.loadFailed) : null}
        onRetry={() => void refetch()}
        emptyMessage={filtered ? t.empty : t.none}
        minWidth={820}
        toolbar={
          <>
            <SelectFilter
              label={t.filters.status}
              allLabel={t.filters.allStatuses}
              value={values.status}
              options={statusOptions}
              onChange={(status) => setFilters({ status })}
            />
            <SearchInput
              label={t.filters.email}
              placeholder={t.filters.emailPlaceholder}
              value={values.email}
              onChange={(email) => setFilters({ email: email.trim() })}
            />
            <SearchInput
              label={t.filters.userId}
              placeholder={t.filters.userIdPlaceholder}
              value={values.user_id}
              onChange={(user_id) => setFilters({ user_id: user_id.trim() })}
            />
          </>
        }
      />
    </>
  );
}
