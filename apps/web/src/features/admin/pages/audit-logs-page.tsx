import { type AuditLogItem, useAdminAuditLogsQuery } from '../api/audit-logs';
import { DataTable, adminColumnHelper } from '../components/data-table';
import { dayToIso } from '../components/filters';
import type { ListFilter } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { useListPage } from '../hooks/use-list-page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DetailsCell } from './audit-logs/details-cell';
import { t } from './audit-logs/strings';
import { formatDateTime } from './payments/format';

const col = adminColumnHelper<AuditLogItem>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = col.columns([
  col.accessor('created_at', {
    header: t.columns.time,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  col.accessor((r) => r.email ?? r.user_id ?? '', {
    id: 'actor',
    header: t.columns.actor,
    cell: (c) => {
      const { email, user_id } = c.row.original;
      if (!email && !user_id) return <span className="text-ink-muted">{t.anonymous}</span>;
      return (
        <div className="min-w-0">
          {email && <p className="max-w-56 truncate">{email}</p>}
          {user_id && <p className="font-mono text-xs text-ink-muted">{user_id}</p>}
        </div>
      );
    },
  }),
  col.accessor('event', {
    header: t.columns.event,
    cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
  }),
  col.accessor('outcome', {
    header: t.columns.outcome,
    cell: (c) => <StatusBadge status={c.getValue()} />,
  }),
  col.accessor('ip', {
    header: t.columns.ip,
    cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? '—'}</span>,
  }),
  col.display({
    id: 'details',
    header: t.columns.details,
    cell: (c) => (
      <DetailsCell
        details={c.row.original.details}
        summary={t.showDetails}
        none={t.noDetails}
        extra={
          c.row.original.user_agent && (
            <p className="mt-2 text-xs break-all text-ink-muted">
              {t.userAgent}: {c.row.original.user_agent}
            </p>
          )
        }
      />
    ),
  }),
]);

const KEYS = ['actor', 'event', 'outcome', 'from', 'to'] as const;
const filters: ListFilter<(typeof KEYS)[number]>[] = [
  {
    kind: 'search',
    key: 'actor',
    label: t.filters.actor,
    placeholder: t.filters.actorPlaceholder,
  },
  {
    kind: 'search',
    key: 'event',
    label: t.filters.event,
    placeholder: t.filters.eventPlaceholder,
    className: 'sm:w-52',
  },
  {
    kind: 'select',
    key: 'outcome',
    label: t.filters.outcome,
    allLabel: t.filters.allOutcomes,
    options: [
      { value: 'success', label: t.filters.success },
      { value: 'failure', label: t.filters.failure },
    ],
  },
  { kind: 'dates', label: t.filters.dates },
];

/** Admin console: the audit log, filtered by actor, action, outcome and dates. */
export function AuditLogsPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const actor = values.actor.trim();
  const query = useAdminAuditLogsQuery({
    page: list.page,
    ...(actor ? (UUID.test(actor) ? { user_id: actor } : { email: actor }) : {}),
    event: values.event || undefined,
    outcome: (values.outcome || undefined) as 'success' | 'failure' | undefined,
    from: dayToIso(values.from, 'start'),
    to: dayToIso(values.to, 'end'),
  });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.label}
        columns={columns}
        getRowId={(r) => r.id}
        minWidth={900}
        {...list.tableProps(query, t, filters)}
      />
    </>
  );
}
