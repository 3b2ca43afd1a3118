import { CUSTOM_PRICE, messages, type Plan } from '@prd/contract';

/** What the checkout call is asked for: auto-pay is a subscription, otherwise one payment. */
export type CheckoutMode = 'payment' | 'subscription';

/** A plan as the page holds it: the server's fields plus the client's auto-pay flag (spec §3). */
export interface PlanView extends Plan {
  autoPay: boolean;
  /** Free while a paid plan is held: nothing to buy, it is included. */
  included: boolean;
}

export const isCustomPrice = (price: Plan['price']): price is typeof CUSTOM_PRICE =>
  price === CUSTOM_PRICE;

export const isFreePlan = (plan: Pick<Plan, 'price'>) => plan.price === 0;

/** Ascending by price; "Custom" sorts after every number; ties keep the server's order. */
export function sortPlansByPrice<T extends Pick<Plan, 'price'>>(plans: readonly T[]): T[] {
  const rank = (price: Plan['price']) => (isCustomPrice(price) ? Number.POSITIVE_INFINITY : price);
  return [...plans].sort((a, b) => {
    const ra = rank(a.price);
    const rb = rank(b.price);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** The price in dollars and its period, apart so the amount can be set large. */
export function priceParts(price: Plan['price']): { amount: string; period: string } {
  if (isCustomPrice(price)) return { amount: CUSTOM_PRICE, period: '' };
  return {
    amount: (Number.isInteger(price) ? whole : cents).format(price),
    period: messages.plans.perMonth,
  };
}

/** "$19/mo", "$9.50/mo", "$0/mo"; the text "Custom" is shown as it is. */
export function formatPrice(price: Plan['price']): string {
  const { amount, period } = priceParts(price);
  return amount + period;
}

/** "30 days", "1 day". */
export const formatDuration = (days: number) => messages.plans.duration(days);

export const checkoutMode = (autoPay: boolean): CheckoutMode =>
  autoPay ? 'subscription' : 'payment';

/** True when the person holds a plan that is not Free (bought, or arranged: Custom). */
const holdsPaidPlan = (plans: readonly Plan[]) =>
  plans.some((plan) => plan.is_subscribed && !isFreePlan(plan));

/**
 * The server's plans as the page shows them: sorted by price, auto-pay off unless toggled, and
 * Free marked included while a paid plan is held (it offers nothing to start).
 */
export function toPlanViews(
  plans: readonly Plan[],
  autoPay: Readonly<Record<number, boolean>>,
): PlanView[] {
  const paid = holdsPaidPlan(plans);
  return sortPlansByPrice(plans).map((plan) => ({
    ...plan,
    autoPay: autoPay[plan.id] ?? false,
    included: paid && isFreePlan(plan) && !plan.is_subscribed,
  }));
}

/** Only a web address may receive the browser after checkout (never javascript: or data:). */
export function isSafeCheckoutUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A 498 or "Invalid token" by its code (an ApiError or a query error): the client's
 * session-expired handler has already run, so the page says nothing more. */
export function isExpiredSession(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { status, code } = err as { status?: unknown; code?: unknown };
  return status === 498 || code === 'INVALID_TOKEN';
}
