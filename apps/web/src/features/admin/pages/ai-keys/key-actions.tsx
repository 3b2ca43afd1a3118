import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/toast';
import {
  type ApiKeyItem,
  useTestAdminApiKeyMutation,
  useUpdateAdminApiKeyMutation,
} from '../../api/ai-keys';
import { Spinner } from '../../components/states';
import { errorText } from './form-helpers';
import { t } from './strings';

export interface TestOutcome {
  label: string;
  ok: boolean;
  text: string;
}

const small = 'px-2.5 py-1 text-xs';

/** A key's row actions: view, edit, switch on or off, and test the connection. */
export function KeyActions({
  item,
  onView,
  onEdit,
  onTested,
}: {
  item: ApiKeyItem;
  onView: (item: ApiKeyItem) => void;
  onEdit: (item: ApiKeyItem) => void;
  onTested: (outcome: TestOutcome) => void;
}) {
  const [update, updating] = useUpdateAdminApiKeyMutation();
  const [test, testing] = useTestAdminApiKeyMutation();

  async function toggle() {
    try {
      await update({ key_id: item.id, is_active: !item.is_active }).unwrap();
      notify.success(item.is_active ? t.deactivated(item.label) : t.activated(item.label));
    } catch (err) {
      notify.error(errorText(err, t.toggleFailed));
    }
  }

  async function runTest() {
    try {
      const r = await test(item.id).unwrap();
      const text = r.ok ? t.testOk(r.message, r.latency_ms) : t.testFailed(r.message, r.latency_ms);
      onTested({ label: item.label, ok: r.ok, text });
    } catch (err) {
      onTested({ label: item.label, ok: false, text: errorText(err, t.testError) });
    }
  }

  return (
    <div className="flex flex-wrap gap-1.5">
      <Button
        variant="ghost"
        className={small}
        onClick={() => onView(item)}
        aria-label={`${t.view} ${item.label}`}
      >
        {t.view}
      </Button>
      <Button
        variant="secondary"
        className={small}
        onClick={() => onEdit(item)}
        aria-label={`${t.edit} ${item.label}`}
      >
        {t.edit}
      </Button>
      <Button
        variant="secondary"
        className={small}
        disabled={updating.isLoading}
        onClick={() => void toggle()}
        aria-label={`${item.is_active ? t.deactivate : t.activate} ${item.label}`}
      >
        {item.is_active ? t.deactivate : t.activate}
      </Button>
      <Button
        variant="secondary"
        className={small}
        disabled={testing.isLoading}
        aria-busy={testing.isLoading || undefined}
        onClick={() => void runTest()}
        aria-label={`${t.testConnection}: ${item.label}`}
      >
        {testing.isLoading && <Spinner className="size-3" />}
        {testing.isLoading ? t.testing : t.testConnection}
      </Button>
    </div>
  );
}
