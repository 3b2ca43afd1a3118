import Check from 'lucide-react/icons/check';
import { displayPrice } from './price';
import { t } from './strings';

interface PreviewPlan {
  plan_name: string;
  price_cents: number | null;
  currency: string;
  duration: number;
  features: string[];
  is_active: boolean;
}

/** The plan as the public "Choose Your Plan" page shows its card. */
export function PlanPreview({ plan, caption = true }: { plan: PreviewPlan; caption?: boolean }) {
  const price = displayPrice(plan.price_cents, plan.currency);
  return (
    <figure
      className="flex flex-col gap-2"
      aria-label={caption ? t.preview.title : plan.plan_name || undefined}
    >
      {caption && (
        <figcaption className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t.preview.title}
        </figcaption>
      )}
      <div
        className={`flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm ${plan.is_active ? '' : 'opacity-60'}`}
      >
        <p className="text-lg font-semibold text-ink">{plan.plan_name || '—'}</p>
        <p className="mt-3 flex items-baseline gap-1">
          <span className="text-3xl font-bold tracking-tight text-ink">{price ?? t.custom}</span>
          {price && <span className="text-sm font-medium text-ink-muted">{t.perMonth}</span>}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t.days(plan.duration || 0)}</p>
        <ul className="mt-4 flex flex-col gap-2 border-t border-line pt-4 text-sm text-ink">
          {plan.features.map((feature, i) => (
            <li key={`${i}-${feature}`} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="wrap-break-word">{feature}</span>
            </li>
          ))}
        </ul>
        <span
          aria-hidden="true"
          className="mt-5 rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold text-ink"
        >
          {price ? t.preview.getStarted : t.preview.contactUs}
        </span>
      </div>
      {!plan.is_active && <p className="text-xs text-ink-muted">{t.preview.hidden}</p>}
    </figure>
  );
}
