import { API_PREFIX, paths } from '@prd/contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { plans } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signedEvent, startFakeStripe } from '../support/fake-stripe.js';
import type { TestUser } from '../helpers/users.js';

const WEBHOOK_SECRET = 'whsec_test_billing_secret_0123456789';
export const url = (path: string) => `${API_PREFIX}${path}`;
const DAY_MS = 86_400_000;

/** A clock tests move forward (billing periods end, renewals fall due). */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceDays(days: number) {
      now += days * DAY_MS;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The app on real Stripe settings, its Stripe a local Stripe-shaped server, one test clock. */
export async function stripeTestApp() {
  const clock = testClock();
  const fake = await startFakeStripe({ now: () => clock.now() });
  const t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_prdstudio_fake_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${fake.port}`,
    },
    overrides: { clock },
  });
  return { t, fake, clock, close: async () => (await t.close(), await fake.close()) };
}

/** Delivers an event the way Stripe does: raw JSON and a signature header. */
export function deliver(
  t: TestApp,
  event: Stripe.Event,
  opts: { secret?: string; timestamp?: number; tamper?: (payload: string) => string } = {},
) {
  // Signed "now" as the app's clock has it (Stripe and the server agree on the time).
  const timestamp = opts.timestamp ?? Math.floor(t.services.clock.now().getTime() / 1000);
  const signed = signedEvent(event, opts.secret ?? WEBHOOK_SECRET, timestamp);
  const payload = opts.tamper ? opts.tamper(signed.payload) : signed.payload;
  return t.request({
    method: 'POST',
    url: url(paths.billing.webhook),
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
  });
}

export async function deliverAll(t: TestApp, events: Stripe.Event[]) {
  for (const event of events) {
    const res = await deliver(t, event);
    if (res.statusCode !== 200)
      throw new Error(`webhook ${event.type}: ${res.statusCode} ${res.body}`);
  }
}

export async function planId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select().from(plans).where(eq(plans.code, code));
  return row!.id;
}

/** Starts a checkout through the API; the session id it created. */
export async function startCheckout(
  t: TestApp,
  user: TestUser,
  code: string,
  mode: 'payment' | 'subscription',
): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: url(paths.billing.createCheckoutSession),
    token: user.accessToken,
    payload: { plan_id: await planId(t, code), mode },
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const checkoutUrl = new URL(res.json<{ checkout_url: string }>().checkout_url);
  return checkoutUrl.searchParams.get('session_id')!;
}

/** Buys a plan end to end: checkout, the customer pays, Stripe's events arrive. */
export async function buy(
  s: { t: TestApp; fake: FakeStripe },
  user: TestUser,
  code: string,
  mode: 'payment' | 'subscription',
) {
  const sessionId = await startCheckout(s.t, user, code, mode);
  const events = await s.fake.engine.completeCheckout(sessionId, 'paid');
  await deliverAll(s.t, events);
  const session = await s.fake.engine.retrieveCheckoutSession(sessionId, ['payment_intent']);
  return { sessionId, events, session };
}

export async function remaining(t: TestApp, user: TestUser): Promise<number> {
  const res = await t.request({
    method: 'GET',
    url: url(paths.user.getUserUploads),
    token: user.accessToken,
  });
  return res.json<{ remaining_uploads: number }>().remaining_uploads;
}

export async function planName(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: url(paths.user.getUser),
    token: user.accessToken,
  });
  return res.json<{ plan_name: string }>().plan_name;
}

export async function paymentsOf(t: TestApp, user: TestUser) {
  const res = await t.request({
    method: 'GET',
    url: url(paths.billing.getAllPayments),
    token: user.accessToken,
  });
  return res.json<{ items: { payment_status: string; amount: number; auto_payment: boolean }[] }>()
    .items;
}
