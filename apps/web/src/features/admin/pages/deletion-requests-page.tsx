import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  adminDeletionApi,
  type DeletionRequest,
  type DeletionStatus,
  useAdminDeletionRequestsQuery,
} from '../api/deletion-requests';
import { DataTable, adminColumnHelper } from '../components/data-table';
import type { ListFilter } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { useListPage } from '../hooks/use-list-page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ApproveDialog, RejectDialog } from './deletion-requests/decision-dialogs';
import { ExportButton } from './deletion-requests/export-button';
import { t } from './deletion-requests/strings';
import { formatDay } from './payments/format';

/** How often the list is read again while an approved deletion is still being carried out. */
const DELETION_POLL_MS = 2000;

const col = adminColumnHelper<DeletionRequest>();
const KEYS = ['status', 'email'] as const;
const statusOptions = (Object.keys(t.statuses) as DeletionStatus[]).map((value) => ({
  value,
  label: t.statuses[value],
}));
const filters: ListFilter<(typeof KEYS)[number]>[] = [
  {
    kind: 'select',
    key: 'status',
    label: t.filters.status,
    allLabel: t.filters.allStatuses,
    options: statusOptions,
  },
  {
    kind: 'search',
    key: 'email',
    label: t.filters.email,
    placeholder: t.filters.emailPlaceholder,
  },
];
const small = 'px-2.5 py-1 text-xs';

type Decision =
  | { kind: 'approve'; request: DeletionRequest & { user_id: string } }
  | { kind: 'reject'; request: DeletionRequest }
  | null;

/** Admin console: deletion requests; export, approve (delete the account) or reject. */
export function DeletionRequestsPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const [decision, setDecision] = useState<Decision>(null);
  const [awaiting, setAwaiting] = useState<DeletionRequest | null>(null);
  const args = {
    page: list.page,
    status: (values.status || undefined) as DeletionStatus | undefined,
    email: values.email || undefined,
  };
  // What the list showed last: poll while a deletion runs (a processing row, or the request just
  // approved here until it shows approved).
  const seen = adminDeletionApi.endpoints.adminDeletionRequests.useQueryState(args).data?.items;
  const watched = awaiting ? seen?.find((r) => r.id === awaiting.id) : undefined;
  const done = watched?.status === 'approved';
  const polling =
    Boolean(seen?.some((r) => r.status === 'processing')) || (watched !== undefined && !done);
  const query = useAdminDeletionRequestsQuery(args, {
    pollingInterval: polling ? DELETION_POLL_MS : 0,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('email', {
          header: t.columns.person,
          cell: (c) => (
            <div className="min-w-0">
              <p className="truncate font-medium">{c.row.original.name}</p>
              <p className="max-w-56 truncate text-xs text-ink-muted" title={c.getValue()}>
                {c.getValue()}
              </p>
            </div>
          ),
        }),
        col.accessor('reason', {
          header: t.columns.reason,
          enableSorting: false,
          cell: (c) => <p className="max-w-xs wrap-break-word">{c.getValue()}</p>,
        }),
        col.accessor('status', {
          header: t.columns.status,
          cell: (c) => <StatusBadge status={c.getValue()}>{t.statuses[c.getValue()]}</StatusBadge>,
        }),
        col.accessor('created_at', {
          header: t.columns.requested,
          cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
        }),
        col.accessor('decided_at', {
          header: t.columns.decided,
          cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
        }),
        col.display({
          id: 'actions',
          header: t.columns.actions,
          cell: (c) => {
            const r = c.row.original;
            const userId = r.user_id;
            if (!userId) return <span className="text-xs text-ink-muted">{t.deletedAccount}</span>;
            if (r.status !== 'pending') return <ExportButton userId={userId} email={r.email} />;
            return (
              <div className="flex flex-wrap gap-1.5">
                <ExportButton userId={userId} email={r.email} />
                <Button
                  variant="danger"
                  className={small}
                  aria-label={t.approveLabel(r.email)}
                  onClick={() =>
                    setDecision({ kind: 'approve', request: { ...r, user_id: userId } })
                  }
                >
                  {t.approve}
                </Button>
                <Button
                  variant="secondary"
                  className={small}
                  aria-label={t.rejectLabel(r.email)}
                  onClick={() => setDecision({ kind: 'reject', request: r })}
                >
                  {t.reject}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [],
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div aria-live="polite">
        {awaiting && watched && (
          <p
            role="status"
            className={`mb-4 rounded-lg px-3 py-2 text-sm text-ink ${done ? 'bg-success/15' : 'bg-warning/20'}`}
          >
            {done ? t.approved(awaiting.email) : t.processing(awaiting.email)}
          </p>
        )}
      </div>
      <DataTable
        label={t.label}
        columns={columns}
        getRowId={(r) => String(r.id)}
        minWidth={980}
        {...list.tableProps(query, t, filters)}
      />
      {decision?.kind === 'approve' && (
        <ApproveDialog
          request={decision.request}
          onClose={() => setDecision(null)}
          onAccepted={setAwaiting}
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectDialog request={decision.request} onClose={() => setDecision(null)} />
      )}
    </>
  );
}
