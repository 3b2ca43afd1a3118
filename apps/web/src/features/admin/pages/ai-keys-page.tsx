import { AI_PROVIDERS, type AiProvider } from '@prd/contract';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type ApiKeyItem, useAdminApiKeysQuery } from '../api/ai-keys';
import { DataTable, adminColumnHelper } from '../components/data-table';
import type { ListFilter } from '../components/list-filters';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { present, useListPage } from '../hooks/use-list-page';
import { ApiKeyForm } from './ai-keys/api-key-form';
import { KeyActions, type TestOutcome } from './ai-keys/key-actions';
import { KeyDetails } from './ai-keys/key-details';
import { t } from './ai-keys/strings';
import { formatDay } from './payments/format';

const col = adminColumnHelper<ApiKeyItem>();
const KEYS = ['provider', 'is_active'] as const;
const providerOptions = AI_PROVIDERS.map((value) => ({ value, label: t.providers[value] }));
const stateOptions = [
  { value: 'true', label: t.active },
  { value: 'false', label: t.inactive },
];
const filters: ListFilter<(typeof KEYS)[number]>[] = [
  {
    kind: 'select',
    key: 'provider',
    label: t.providerFilter,
    allLabel: t.allProviders,
    options: providerOptions,
  },
  {
    kind: 'select',
    key: 'is_active',
    label: t.stateFilter,
    allLabel: t.allStates,
    options: stateOptions,
  },
];

type Dialog = { kind: 'add' } | { kind: 'edit' | 'view'; item: ApiKeyItem } | null;

/** Admin console: the AI provider keys; add, view, edit, switch on, test the connection. */
export function AiKeysPage() {
  const list = useListPage(KEYS);
  const { values } = list;
  const query = useAdminApiKeysQuery({
    page: list.page,
    ...present(values),
    provider: (values.provider || undefined) as AiProvider | undefined,
    is_active: (values.is_active || undefined) as 'true' | 'false' | undefined,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [tested, setTested] = useState<TestOutcome | null>(null);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('label', {
          header: t.columns.label,
          cell: (c) => <span className="font-medium">{c.getValue()}</span>,
        }),
        col.accessor('provider', {
          header: t.columns.provider,
          cell: (c) => t.providers[c.getValue()] ?? c.getValue(),
        }),
        col.accessor('model', { header: t.columns.model }),
        col.accessor('masked_key', {
          header: t.columns.key,
          enableSorting: false,
          cell: (c) => <code className="font-mono text-xs text-ink-muted">{c.getValue()}</code>,
        }),
        col.accessor('is_active', {
          header: t.columns.status,
          cell: (c) => (
            <StatusBadge status={c.getValue() ? 'active' : 'inactive'}>
              {c.getValue() ? t.active : t.inactive}
            </StatusBadge>
          ),
        }),
        col.accessor('updated_at', {
          header: t.columns.updated,
          cell: (c) => <span className="whitespace-nowrap">{formatDay(c.getValue())}</span>,
        }),
        col.display({
          id: 'actions',
          header: t.columns.actions,
          cell: (c) => (
            <KeyActions
              item={c.row.original}
              onView={(item) => setDialog({ kind: 'view', item })}
              onEdit={(item) => setDialog({ kind: 'edit', item })}
              onTested={setTested}
            />
          ),
        }),
      ]),
    [],
  );

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t.add}
          </Button>
        }
      />
      <div aria-live="polite">
        {tested && (
          <p
            role="status"
            className={`mb-4 rounded-lg px-3 py-2 text-sm text-ink ${tested.ok ? 'bg-success/15' : 'bg-danger/10'}`}
          >
            <span className="font-semibold">{tested.label}: </span>
            {tested.text}
          </p>
        )}
      </div>
      <DataTable
        label={t.title}
        columns={columns}
        getRowId={(r) => String(r.id)}
        minWidth={960}
        {...list.tableProps(query, t, filters)}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ApiKeyForm
          key={dialog.kind === 'edit' ? dialog.item.id : 'add'}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          editing={dialog.kind === 'edit' ? dialog.item : undefined}
        />
      )}
      {dialog?.kind === 'view' && (
        <KeyDetails keyId={dialog.item.id} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
