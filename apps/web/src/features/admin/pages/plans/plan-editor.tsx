import { updatePlanBody } from '@prd/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { notify } from '../../../../lib/toast';
import { type AdminPlan, type UpdatePlanBody, useUpdateAdminPlanMutation } from '../../api/plans';
import { errorText, fieldIssues } from '../ai-keys/form-helpers';
import { FeaturesEditor, featureLines, type FeatureLine } from './features-editor';
import { PlanPreview } from './plan-preview';
import { fromCents, toCents } from './price';
import { t } from './strings';

const WHOLE = /^\d{1,9}$/;

/** The edited values as the server wants them, or the fields' messages. */
function check(
  plan: AdminPlan,
  v: { name: string; price: string; custom: boolean; duration: string; uploads: string },
  lines: FeatureLine[],
  active: boolean,
): { body: UpdatePlanBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cents = v.custom ? null : toCents(v.price);
  if (!v.custom && cents === null) errors.price_cents = t.form.badPrice;
  if (!WHOLE.test(v.duration.trim())) errors.duration = t.form.wholeNumber;
  if (!WHOLE.test(v.uploads.trim())) errors.uploads_limit = t.form.wholeNumber;
  const features = lines.map((l) => l.text.trim()).filter(Boolean);
  if (features.length > 30) errors.features = t.form.tooManyFeatures;
  if (Object.keys(errors).length) return { errors };

  const wanted = {
    plan_name: v.name.trim(),
    price_cents: cents,
    duration: Number(v.duration),
    features,
    uploads_limit: Number(v.uploads),
    is_active: active,
  };
  const body: UpdatePlanBody = {};
  if (wanted.plan_name !== plan.plan_name) body.plan_name = wanted.plan_name;
  if (wanted.price_cents !== plan.price_cents) body.price_cents = wanted.price_cents;
  if (wanted.duration !== plan.duration) body.duration = wanted.duration;
  if (JSON.stringify(features) !== JSON.stringify(plan.features)) body.features = features;
  if (wanted.uploads_limit !== plan.uploads_limit) body.uploads_limit = wanted.uploads_limit;
  if (wanted.is_active !== plan.is_active) body.is_active = wanted.is_active;
  const parsed = updatePlanBody.safeParse(body);
  return parsed.success ? { body: parsed.data } : { errors: fieldIssues(parsed.error.issues) };
}

/** Edit one plan: name, price (units, or Custom), days, features, uploads, offered or not. */
export function PlanEditor({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const [v, setV] = useState({
    name: plan.plan_name,
    price: plan.price_cents === null ? '' : fromCents(plan.price_cents),
    custom: plan.price_cents === null,
    duration: String(plan.duration),
    uploads: String(plan.uploads_limit),
  });
  const [lines, setLines] = useState(() => featureLines(plan.features));
  const [active, setActive] = useState(plan.is_active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAdminPlanMutation();
  const customId = useId();
  const activeId = useId();
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const result = check(plan, v, lines, active);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    if (Object.keys(result.body).length === 0) return setFailure(t.form.nothingChanged);
    try {
      const saved = await update({ id: plan.id, body: result.body }).unwrap();
      notify.success(saved.message || t.form.saved);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.form.saveFailed));
    }
  }

  const previewCents = v.custom ? null : (toCents(v.price) ?? plan.price_cents ?? 0);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title={t.form.title(plan.plan_name)}
      size="lg"
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <TextField
            label={t.form.name}
            value={v.name}
            onChange={set('name')}
            error={errors.plan_name}
          />
          <div className="grid gap-1">
            <TextField
              label={t.form.price(plan.currency)}
              inputMode="decimal"
              value={v.price}
              onChange={set('price')}
              disabled={v.custom}
              error={errors.price_cents}
            />
            <p className="text-xs text-ink-muted">{t.form.priceHint}</p>
          </div>
          <label htmlFor={customId} className="flex items-center gap-2 text-sm text-ink">
            <input
              id={customId}
              type="checkbox"
              checked={v.custom}
              onChange={(e) => setV((s) => ({ ...s, custom: e.target.checked }))}
              className="size-4 accent-brand-600"
            />
            {t.form.custom}
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.form.duration}
              inputMode="numeric"
              value={v.duration}
              onChange={set('duration')}
              error={errors.duration}
            />
            <TextField
              label={t.form.uploads}
              inputMode="numeric"
              value={v.uploads}
              onChange={set('uploads')}
              error={errors.uploads_limit}
            />
          </div>
          <FeaturesEditor lines={lines} onChange={setLines} error={errors.features} />
          <label htmlFor={activeId} className="flex items-center gap-2 text-sm text-ink">
            <input
              id={activeId}
              type="checkbox"
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
              className="size-4 accent-brand-600"
            />
            {t.form.active}
          </label>
          {(failure ?? errors.is_active) && (
            <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
              {failure ?? errors.is_active}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              {t.form.cancel}
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? t.form.saving : t.form.save}
            </Button>
          </div>
        </form>
        <PlanPreview
          plan={{
            plan_name: v.name.trim(),
            price_cents: previewCents,
            currency: plan.currency,
            duration: Number(v.duration) || 0,
            features: lines.map((l) => l.text.trim()).filter(Boolean),
            is_active: active,
          }}
        />
      </div>
    </Modal>
  );
}
