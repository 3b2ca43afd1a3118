import { DataTable, adminColumnHelper } from '../components/data-table';
import { SearchInput, SelectFilter } from '../components/filters';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { type PaymentItem, type PaymentStatusFilter, useAdminPaymentsQuery } from '../api/payments';
import { errorText } from './ai-keys/form-helpers';
import { formatDay, formatMoney } from './payments/format';
import { present, useListParams } from './payments/list-params';
import { t } from './payments/strings';

const col = adminColumnHelper<PaymentItem>();

/** A payment whose person was deleted keeps its amount; the person is gone. */
function Person({ item }: { item: PaymentItem }) {
  if (!item.user_email) return <span className="text-ink-muted italic">{t.deleted}</span>;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{item.user_name}</p>
      <p className="max-w-56 truncate text-xs text-ink-muted" title={item.user_email}>
        {item.user_email}
      </p>
    </div>
  );
}

const columns = col.columns([
  col.accessor('user_email', {
    id: 'person',
    header: t.columns.person,
    cell: (c) => <Person item={c.row.original} />,
  }),
  col.accessor('amount', {
    header: t.columns.amount,
    cell: (c) => (
      <span className="tabular-nums">{formatMoney(c.getValue(), c.row.original.currency)}</span>
    ),
  }),
  col.accessor('payment_status', {
    header: t.columns.status,
    cell: (c) => <StatusBadge status={c.getValue()} />,
  }),
  col.accessor('plan_name', { header: t.columns.plan }),
  col.accessor('auto_payment', {
    header: t.columns.autoPay,
    cell: (c) => (c.getValue() ? t.autoPayOn : t.autoPayOff),
  }),
  col.accessor('payment_method', {
    header: t.columns.method,
    cell: (c) => <span className="capitalize">{c.getValue().replace(/_/g, ' ')}</span>,
  }),
  col.accessor('created_at', {
    header: t.columns.date,
    cell: (c) => (
      <span className="whitespace-nowrap text-ink-muted">{formatDay(c.getValue())}</span>
    ),
  }),
]);

const statusOptions = (Object.keys(t.statuses) as PaymentStatusFilter[]).map((value) => ({
  value,
  label: t.statuses[value],
}));

const KEYS = ['status', 'email', 'user_id'] as const;

/** Admin console: every payment, filtered by status, email or user, page by page. */
export function PaymentsPage() {
  const { values, page, setFilters, setPage } = useListParams(KEYS);
  const filtered = Boolean(values.status || values.email || values.user_id);
  const { data, error, isLoading, isFetching, refetch } = useAdminPaymentsQuery({
    page,
    ...present(values),
    status: (values.status || undefined) as PaymentStatusFilter | undefined,
  });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.label}
        columns={columns}
        rows={data?.items}
        getRowId={(r, i) => `${r.payment_id}-${i}`}
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
