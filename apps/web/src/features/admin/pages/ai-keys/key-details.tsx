import { Modal } from '../../../../components/ui/modal';
import { useAdminApiKeyQuery } from '../../api/ai-keys';
import { ErrorState, LoadingState } from '../../components/states';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatDateTime } from '../payments/format';
import { errorText } from './form-helpers';
import { t } from './strings';

/** One key as the server describes it now (GET get_api_key_by_id): masked, never whole. */
export function KeyDetails({ keyId, onClose }: { keyId: number; onClose: () => void }) {
  const { data, error, isLoading, refetch } = useAdminApiKeyQuery(keyId);
  const rows: [string, React.ReactNode][] = data
    ? [
        [t.columns.provider, t.providers[data.provider]],
        [t.columns.model, data.model],
        [
          t.columns.key,
          <code key="k" className="font-mono text-xs">
            {data.masked_key}
          </code>,
        ],
        [t.details.baseUrl, data.base_url ?? t.details.none],
        [
          t.columns.status,
          <StatusBadge key="s" status={data.is_active ? 'active' : 'inactive'}>
            {data.is_active ? t.active : t.inactive}
          </StatusBadge>,
        ],
        [t.details.created, formatDateTime(data.created_at)],
        [t.details.updated, formatDateTime(data.updated_at)],
      ]
    : [];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={data?.label ?? t.view} size="md">
      {error ? (
        <ErrorState
          message={errorText(error, t.details.loadFailed)}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <LoadingState label={t.details.loading} />
      ) : (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="break-all text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
