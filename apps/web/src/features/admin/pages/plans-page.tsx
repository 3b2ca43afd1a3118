import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type AdminPlan, useAdminPlansQuery } from '../api/plans';
import { DataTable, adminColumnHelper } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorText } from './ai-keys/form-helpers';
import { PlanEditor } from './plans/plan-editor';
import { PlanPreview } from './plans/plan-preview';
import { displayPrice } from './plans/price';
import { t } from './plans/strings';

const col = adminColumnHelper<AdminPlan>();

/** As the public page orders them: by price, "Custom" last. */
const byPrice = (a: AdminPlan, b: AdminPlan) =>
  (a.price_cents ?? Number.POSITIVE_INFINITY) - (b.price_cents ?? Number.POSITIVE_INFINITY);

/** Admin console: every plan (withdrawn ones too), edited in a dialog with a live preview. */
export function PlansAdminPage() {
  const { data, error, isLoading, isFetching, refetch } = useAdminPlansQuery();
  const [editing, setEditing] = useState<AdminPlan | null>(null);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('plan_name', {
          header: t.columns.name,
          cell: (c) => (
            <div>
              <p className="font-medium">{c.getValue()}</p>
              <p className="font-mono text-xs text-ink-muted">{c.row.original.code}</p>
            </div>
          ),
        }),
        col.accessor((p) => p.price_cents ?? Number.POSITIVE_INFINITY, {
          id: 'price',
          header: t.columns.price,
          cell: (c) => {
            const price = displayPrice(c.row.original.price_cents, c.row.original.currency);
            return price ? (
              <span className="tabular-nums">
                {price}
                <span className="text-ink-muted">{t.perMonth}</span>
              </span>
            ) : (
              t.custom
            );
          },
        }),
        col.accessor('duration', { header: t.columns.duration, cell: (c) => t.days(c.getValue()) }),
        col.accessor('uploads_limit', {
          header: t.columns.uploads,
          cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
        }),
        col.accessor((p) => p.features.length, {
          id: 'features',
          header: t.columns.features,
          cell: (c) => t.featureCount(c.getValue()),
        }),
        col.accessor('is_active', {
          header: t.columns.status,
          cell: (c) => (
            <StatusBadge status={c.getValue() ? 'active' : 'inactive'}>
              {c.getValue() ? t.active : t.inactive}
            </StatusBadge>
          ),
        }),
        col.display({
          id: 'actions',
          header: t.columns.actions,
          cell: (c) => (
            <Button
              variant="secondary"
              className="px-2.5 py-1 text-xs"
              aria-label={t.editLabel(c.row.original.plan_name)}
              onClick={() => setEditing(c.row.original)}
            >
              {t.edit}
            </Button>
          ),
        }),
      ]),
    [],
  );
  const offered = (data?.items ?? []).filter((p) => p.is_active).sort(byPrice);

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <DataTable
        label={t.title}
        columns={columns}
        rows={data?.items}
        getRowId={(p) => String(p.id)}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
        isLoading={isLoading}
        isFetching={isFetching}
        error={error ? errorText(error, t.loadFailed) : null}
        onRetry={() => void refetch()}
        emptyMessage={t.empty}
        minWidth={760}
      />
      {offered.length > 0 && (
        <Card title={t.preview.title} className="mt-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {offered.map((p) => (
              <PlanPreview key={p.id} plan={p} caption={false} />
            ))}
          </div>
        </Card>
      )}
      {editing && <PlanEditor key={editing.id} plan={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
