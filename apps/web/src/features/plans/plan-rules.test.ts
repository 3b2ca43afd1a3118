import { CUSTOM_PRICE, messages, type Plan } from '@prd/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  checkoutMode,
  formatDuration,
  formatPrice,
  isExpiredSession,
  isFreePlan,
  isSafeCheckoutUrl,
  priceParts,
  sortPlansByPrice,
  toPlanViews,
} from './plan-rules';

const plan = (id: number, price: Plan['price']): Plan => ({
  id,
  plan_name: `Plan ${id}`,
  price,
  duration: 30,
  features: [],
  is_subscribed: false,
});

describe('sortPlansByPrice', () => {
  it('sorts ascending by price with Custom after every number', () => {
    const sorted = sortPlansByPrice([
      plan(1, CUSTOM_PRICE),
      plan(2, 49),
      plan(3, 0),
      plan(4, 19),
      plan(5, 1000),
    ]);
    expect(sorted.map((p) => p.price)).toEqual([0, 19, 49, 1000, CUSTOM_PRICE]);
  });

  it('keeps the server order for equal prices and does not touch its input', () => {
    const input = [plan(1, 19), plan(2, CUSTOM_PRICE), plan(3, 19), plan(4, CUSTOM_PRICE)];
    expect(sortPlansByPrice(input).map((p) => p.id)).toEqual([1, 3, 2, 4]);
    expect(input.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('price and duration', () => {
  it('shows dollars with /mo and Custom as it is', () => {
    expect(formatPrice(19)).toBe('$19/mo');
    expect(formatPrice(0)).toBe('$0/mo');
    expect(formatPrice(9.5)).toBe('$9.50/mo');
    expect(formatPrice(1200)).toBe('$1,200/mo');
    expect(formatPrice(CUSTOM_PRICE)).toBe('Custom');
    expect(priceParts(49)).toEqual({ amount: '$49', period: '/mo' });
    expect(priceParts(CUSTOM_PRICE)).toEqual({ amount: 'Custom', period: '' });
  });

  it('shows the duration in days', () => {
    expect(formatDuration(30)).toBe('30 days');
    expect(formatDuration(365)).toBe('365 days');
    expect(formatDuration(1)).toBe('1 day');
  });

  it('calls a plan free only at price 0', () => {
    expect(isFreePlan({ price: 0 })).toBe(true);
    expect(isFreePlan({ price: 19 })).toBe(false);
    expect(isFreePlan({ price: CUSTOM_PRICE })).toBe(false);
  });
});

describe('auto-pay', () => {
  it('maps the toggle to the checkout mode', () => {
    expect(checkoutMode(false)).toBe('payment');
    expect(checkoutMode(true)).toBe('subscription');
  });

  it('adds the client flag, off unless the plan was toggled, and sorts', () => {
    const views = toPlanViews([plan(1, 49), plan(2, 19)], { 1: true });
    expect(views.map((v) => [v.id, v.autoPay])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});

describe('guards', () => {
  it('only follows web addresses to checkout', () => {
    expect(isSafeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_1')).toBe(true);
    expect(isSafeCheckoutUrl('http://127.0.0.1:3000/pay')).toBe(true);
    expect(isSafeCheckoutUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeCheckoutUrl('not a url')).toBe(false);
    expect(isSafeCheckoutUrl(undefined)).toBe(false);
  });

  it('recognises a dead session by status 498 or the INVALID_TOKEN code, not by text', () => {
    expect(isExpiredSession(new ApiError(498, 'x'))).toBe(true);
    expect(isExpiredSession({ status: 401, code: 'INVALID_TOKEN' })).toBe(true);
    expect(isExpiredSession({ status: 401, message: messages.session.invalidToken })).toBe(false);
    expect(isExpiredSession(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isExpiredSession(null)).toBe(false);
  });
});
