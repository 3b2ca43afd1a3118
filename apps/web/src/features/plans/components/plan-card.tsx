import { messages } from '@prd/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import {
  formatDuration,
  isCustomPrice,
  isFreePlan,
  priceParts,
  type PlanView,
} from '../plan-rules';
import { CalendarIcon, CheckIcon, GiftIcon, SpinnerIcon } from './icons';

interface Props {
  plan: PlanView;
  busy: boolean;
  onAutoPayChange: (autoPay: boolean) => void;
  onGetStarted: () => void;
  onContactUs: () => void;
}

const text = messages.plans;

/** One plan: name, price, duration, features, auto-pay and the call to action (spec section 2). */
export function PlanCard({ plan, busy, onAutoPayChange, onGetStarted, onContactUs }: Props) {
  const id = useId();
  const nameId = `${id}-name`;
  const autoPayId = `${id}-autopay`;
  const custom = isCustomPrice(plan.price);
  const current = plan.is_subscribed;
  const { amount, period } = priceParts(plan.price);

  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex flex-col rounded-2xl border p-6 shadow-sm transition-shadow hover:shadow-md ${
        current
          ? 'border-brand-500 bg-brand-50/40 ring-2 ring-brand-500/25'
          : 'border-line bg-surface'
      }`}
    >
      {current && (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          {text.currentPlan}
        </span>
      )}

      <div className="flex h-9 items-center justify-between gap-3">
        <h2 id={nameId} className="text-lg font-semibold text-ink">
          {plan.plan_name}
        </h2>
        {isFreePlan(plan) && (
          <span
            role="img"
            aria-label={text.free}
            title={text.free}
            className="grid size-9 shrink-0 place-items-center rounded-full bg-success/15 text-success"
          >
            <GiftIcon className="size-5" />
          </span>
        )}
      </div>

      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{amount}</span>
        {period && <span className="text-sm font-medium text-ink-muted">{period}</span>}
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
        <CalendarIcon className="size-4" />
        {formatDuration(plan.duration)}
      </p>

      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-line pt-6 text-sm text-ink">
        {plan.features.map((feature, i) => (
          <li key={`${i}-${feature}`} className="flex gap-2.5">
            <span
              className={`mt-px grid size-5 shrink-0 place-items-center rounded-full text-brand-600 ${current ? 'bg-brand-100' : 'bg-brand-50'}`}
            >
              <CheckIcon className="size-3.5" />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-col gap-4">
        {!custom && !current && !isFreePlan(plan) && (
          <div
            className={`flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 ${current ? 'bg-surface' : 'bg-surface-muted'}`}
          >
            <span id={autoPayId} className="text-sm leading-snug font-medium text-ink">
              {plan.autoPay ? text.autoPayOn : text.autoPayOff}
            </span>
            <Switch
              checked={plan.autoPay}
              onCheckedChange={onAutoPayChange}
              aria-labelledby={autoPayId}
              disabled={busy}
            />
          </div>
        )}

        {custom ? (
          <Button variant="secondary" className="w-full py-2.5" onClick={onContactUs}>
            {text.contactUs}
          </Button>
        ) : current || plan.included ? (
          <Button variant="secondary" className="w-full py-2.5" disabled>
            {current ? text.currentPlan : text.included}
          </Button>
        ) : (
          <Button
            variant="primary"
            className="w-full border border-transparent py-2.5"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onGetStarted}
          >
            {busy && <SpinnerIcon className="size-4" />}
            {text.getStarted}
          </Button>
        )}
      </div>
    </article>
  );
}
