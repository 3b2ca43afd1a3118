import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type IncidentItem, type IncidentsArgs, useAdminIncidentsQuery } from '../api/incidents';
import { DataTable, adminColumnHelper } from '../components/data-table';
import { dayToIso } from '../components/filters';
import type { ListFilter } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { useListPage } from '../hooks/use-list-page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DetailsCell } from './audit-logs/details-cell';
import { ResolveDialog } from './incidents/resolve-dialog';
import { t } from './incidents/strings';
import { formatDateTime } from './payments/format';

const col = adminColumnHelper<IncidentItem>();
const KEYS = ['kind', 'severity', 'status', 'from', 'to'] as const;
const severityOptions = (['low', 'medium', 'high'] as const).map((value) => ({
  value,
  label: t.severities[value],
}));
const filters: ListFilter<(typeof KEYS)[number]>[] = [
  {
    kind: 'search',
    key: 'kind',
    label: t.filters.kind,
    placeholder: t.filters.kindPlaceholder,
    className: 'sm:w-52',
  },
  {
    kind: 'select',
    key: 'severity',
    label: t.filters.severity,
    allLabel: t.filters.allSeverities,
    options: severityOptions,
  },
  {
    kind: 'select',
    key: 'status',
    label: t.filters.status,
    allLabel: t.filters.allStatuses,
    options: [
      { value: 'open', label: t.open },
      { value: 'resolved', label: t.resolved },
    ],
  },
  { kind: 'dates', label: t.filters.dates },
];

function Status({ item }: { item: IncidentItem }) {
  if (!item.resolved_at) return <StatusBadge status="open">{t.open}</StatusBadge>;
  return (
    <div className="flex max-w-xs flex-col gap-1">
      <StatusBadge status="resolved">{t.resolvedOn(formatDateTime(item.resolved_at))}</StatusBadge>
      {item.resolution && (
        <p className="text-xs wrap-break-word text-ink-muted">{item.resolution}</p>
      )}
    </div>
  );
}

/** Admin console: security incidents, filtered, and "Resolve" with a note. */
export function IncidentsPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const query = useAdminIncidentsQuery({
    page: list.page,
    kind: values.kind || undefined,
    severity: (values.severity || undefined) as IncidentsArgs['severity'],
    status: (values.status || undefined) as IncidentsArgs['status'],
    from: dayToIso(values.from, 'start'),
    to: dayToIso(values.to, 'end'),
  });
  const [resolving, setResolving] = useState<IncidentItem | null>(null);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('created_at', {
          header: t.columns.time,
          cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
        }),
        col.accessor('kind', {
          header: t.columns.kind,
          cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
        }),
        col.accessor('severity', {
          header: t.columns.severity,
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
        col.accessor('description', {
          header: t.columns.description,
          cell: (c) => <p className="max-w-xs wrap-break-word">{c.getValue()}</p>,
        }),
        col.accessor((r) => r.email ?? r.ip ?? '', {
          id: 'who',
          header: t.columns.who,
          cell: (c) => (
            <div className="min-w-0">
              <p className="max-w-48 truncate">{c.row.original.email ?? t.unknown}</p>
              {c.row.original.ip && (
                <p className="font-mono text-xs text-ink-muted">{c.row.original.ip}</p>
              )}
            </div>
          ),
        }),
        col.accessor((r) => (r.resolved_at ? 'resolved' : 'open'), {
          id: 'status',
          header: t.columns.status,
          cell: (c) => <Status item={c.row.original} />,
        }),
        col.display({
          id: 'details',
          header: t.columns.details,
          cell: (c) => (
            <DetailsCell
              details={c.row.original.details}
              summary={t.showDetails}
              none={t.noDetails}
            />
          ),
        }),
        col.display({
          id: 'actions',
          header: t.columns.actions,
          cell: (c) =>
            c.row.original.resolved_at ? null : (
              <Button
                variant="secondary"
                className="px-2.5 py-1 text-xs"
                aria-label={t.resolveLabel(c.row.original.kind)}
                onClick={() => setResolving(c.row.original)}
              >
                {t.resolve}
              </Button>
            ),
        }),
      ]),
    [],
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.label}
        columns={columns}
        getRowId={(r) => r.id}
        minWidth={1040}
        {...list.tableProps(query, t, filters)}
      />
      {resolving && <ResolveDialog incident={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
