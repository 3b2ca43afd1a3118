import { messages } from '@prd/contract';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useGetPlansQuery } from './api/get-plans';
import { ContactDialog } from './components/contact-dialog';
import { PlanCard } from './components/plan-card';
import { PlanCardSkeleton } from './components/plan-card-skeleton';
import { useCheckout } from './hooks/use-checkout';
import { useCheckoutReturn } from './hooks/use-checkout-return';
import { useSessionExpiryToast } from './hooks/use-session-expiry';
import { isExpiredSession, toPlanViews, type PlanView } from './plan-rules';

const text = messages.plans;
const grid = 'grid grid-cols-1 gap-6 pt-3 @md:grid-cols-2 @4xl:grid-cols-4';

/** `/settings/plancard`: "Choose Your Plan" (spec section 2, Plans page). */
export function PlansPage() {
  useSessionExpiryToast();
  useCheckoutReturn();
  const { data, error, isLoading, isFetching, refetch } = useGetPlansQuery();
  const [autoPay, setAutoPay] = useState<Record<number, boolean>>({});
  const [contactPlan, setContactPlan] = useState<PlanView | null>(null);
  const { start, pendingPlanId } = useCheckout();
  const plans = useMemo(() => toPlanViews(data?.items ?? [], autoPay), [data, autoPay]);
  const sessionGone = error !== undefined && isExpiredSession(error);

  return (
    <section
      aria-labelledby="plans-title"
      className="@container mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 xl:px-8"
    >
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <h1 id="plans-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {text.title}
        </h1>
        <p className="mt-3 text-base text-ink-muted">{text.subtitle}</p>
      </header>

      {isLoading ? (
        <div className={grid} aria-busy="true">
          <p role="status" className="sr-only">
            {text.loading}
          </p>
          {[0, 1, 2, 3].map((i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </div>
      ) : error ? (
        <div
          role="alert"
          className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center"
        >
          <p className="text-sm font-medium text-danger">
            {sessionGone ? messages.session.sessionExpired : text.fetchFailed}
          </p>
          {!sessionGone && (
            <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
              {text.retry}
            </Button>
          )}
        </div>
      ) : plans.length === 0 ? (
        <p className="text-center text-sm text-ink-muted">{text.noPlans}</p>
      ) : (
        <div className={grid}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              busy={pendingPlanId === plan.id}
              onAutoPayChange={(on) => setAutoPay((prev) => ({ ...prev, [plan.id]: on }))}
              onGetStarted={() => void start(plan)}
              onContactUs={() => setContactPlan(plan)}
            />
          ))}
        </div>
      )}
      <ContactDialog plan={contactPlan} onClose={() => setContactPlan(null)} />
    </section>
  );
}
