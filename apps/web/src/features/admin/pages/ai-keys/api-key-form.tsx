import { AI_PROVIDERS, addApiKeyBody, updateApiKeyBody, type AiProvider } from '@prd/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { notify } from '../../../../lib/toast';
import {
  type ApiKeyItem,
  type UpdateApiKeyBody,
  useAddAdminApiKeyMutation,
  useUpdateAdminApiKeyMutation,
} from '../../api/ai-keys';
import { errorText, fieldIssues } from './form-helpers';
import { t } from './strings';

interface Values {
  provider: AiProvider;
  label: string;
  model: string;
  api_key: string;
  base_url: string;
  is_active: boolean;
}

const blank: Values = {
  provider: 'openai',
  label: '',
  model: '',
  api_key: '',
  base_url: '',
  is_active: false,
};

const valuesOf = (key: ApiKeyItem): Values => ({
  provider: key.provider,
  label: key.label,
  model: key.model,
  api_key: '',
  base_url: key.base_url ?? '',
  is_active: key.is_active,
});

/** Only what changed; an empty key field keeps the stored key, an empty base URL clears it. */
function changes(key: ApiKeyItem, v: Values): UpdateApiKeyBody {
  const body: UpdateApiKeyBody = { key_id: key.id };
  if (v.provider !== key.provider) body.provider = v.provider;
  if (v.label.trim() !== key.label) body.label = v.label;
  if (v.model.trim() !== key.model) body.model = v.model;
  if (v.base_url.trim() !== (key.base_url ?? '')) body.base_url = v.base_url.trim() || null;
  if (v.is_active !== key.is_active) body.is_active = v.is_active;
  if (v.api_key.trim()) body.api_key = v.api_key;
  return body;
}

/** Add a key (`editing` absent) or edit one; the key itself is write-only. */
export function ApiKeyForm({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: ApiKeyItem;
}) {
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddAdminApiKeyMutation();
  const [update, updating] = useUpdateAdminApiKeyMutation();
  const busy = adding.isLoading || updating.isLoading;
  const selectId = useId();
  const activeId = useId();
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = editing
      ? changes(editing, values)
      : {
          provider: values.provider,
          label: values.label,
          model: values.model,
          ...(values.api_key.trim() ? { api_key: values.api_key } : {}),
          ...(values.base_url.trim() ? { base_url: values.base_url } : {}),
          is_active: values.is_active,
        };
    const checked = editing ? updateApiKeyBody.safeParse(body) : addApiKeyBody.safeParse(body);
    if (!checked.success) return setErrors(fieldIssues(checked.error.issues));
    setErrors({});
    if (editing && Object.keys(body).length === 1) return setFailure(t.form.nothingChanged);
    try {
      const saved =
        'key_id' in checked.data
          ? await update(checked.data).unwrap()
          : await add(checked.data).unwrap();
      // The key leaves the page's memory with the form: it is never shown again.
      setValues(blank);
      notify.success(saved.message);
      onOpenChange(false);
    } catch (err) {
      setFailure(errorText(err, t.form.saveFailed));
    }
  }

  const compatible = values.provider === 'openai-compatible';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? t.form.editTitle(editing.label) : t.form.addTitle}
      size="md"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            {t.form.provider}
          </label>
          <select
            id={selectId}
            value={values.provider}
            onChange={(e) => set('provider', e.target.value as AiProvider)}
            className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          >
            {AI_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {t.providers[p]}
              </option>
            ))}
          </select>
          {errors.provider && <p className="text-xs text-danger">{errors.provider}</p>}
        </div>
        <TextField
          label={t.form.label}
          value={values.label}
          onChange={(e) => set('label', e.target.value)}
          error={errors.label}
        />
        <div className="grid gap-1">
          <TextField
            label={t.form.model}
            value={values.model}
            onChange={(e) => set('model', e.target.value)}
            error={errors.model}
          />
          <p className="text-xs text-ink-muted">{t.form.modelHint}</p>
        </div>
        <div className="grid gap-1">
          <TextField
            label={t.form.apiKey}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={values.api_key}
            onChange={(e) => set('api_key', e.target.value)}
            error={errors.api_key}
          />
          <p className="text-xs text-ink-muted">
            {editing ? t.form.apiKeyKeep(editing.masked_key) : compatible && t.form.apiKeyOptional}
          </p>
        </div>
        <div className="grid gap-1">
          <TextField
            label={t.form.baseUrl}
            type="url"
            inputMode="url"
            value={values.base_url}
            onChange={(e) => set('base_url', e.target.value)}
            error={errors.base_url}
          />
          <p className="text-xs text-ink-muted">{t.form.baseUrlHint}</p>
        </div>
        <label htmlFor={activeId} className="flex items-center gap-2 text-sm text-ink">
          <input
            id={activeId}
            type="checkbox"
            checked={values.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
            className="size-4 accent-brand-600"
          />
          {t.form.isActive}
        </label>
        {failure && (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t.form.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.form.saving : t.form.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
