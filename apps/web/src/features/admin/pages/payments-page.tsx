import { DataTable, adminColumnHelper } from '../components/data-table';
import { billingFilters } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { present, useListPage } from '../hooks/use-list-page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { type PaymentItem, type PaymentStatusFilter, useAdminPaymentsQuery } from '../api/payments';
import { formatDay, formatMoney } from './payments/format';
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
const filters = billingFilters(t.filters, statusOptions);

/** Admin console: every payment, filtered by status, email or user, page by page. */
export function PaymentsPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const query = useAdminPaymentsQuery({
    page: list.page,
    ...present(values),
    status: (values.status || undefined) as PaymentStatusFilter | undefined,
  });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.label}
        columns={columns}
        getRowId={(r, i) => `${r.payment_id}-${i}`}
        minWidth={820}
        {...list.tableProps(query, t, filters)}
      />
    </>
  );
}
