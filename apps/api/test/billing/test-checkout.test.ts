import { paths } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { setUsedUploads } from '../helpers/usage.js';
import { planId, remaining, testClock, url } from './support.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(); // no Stripe key: the built-in test checkout
});
afterAll(async () => {
  await t.close();
});

async function startTestCheckout(user: TestUser, code: string, mode: 'payment' | 'subscription') {
  const res = await t.request({
    method: 'POST',
    url: url(paths.billing.createCheckoutSession),
    token: user.accessToken,
    payload: { plan_id: await planId(t, code), mode },
  });
  expect(res.statusCode).toBe(200);
  const checkoutUrl = new URL(res.json<{ checkout_url: string }>().checkout_url);
  expect(`${checkoutUrl.origin}${checkoutUrl.pathname}`).toBe(
    `${t.config.publicUrl}/checkout/test`,
  );
  return checkoutUrl.searchParams.get('session_id')!;
}

const summary = (user: TestUser, id: string) =>
  t.request({
    method: 'GET',
    url: `${url(paths.billing.testCheckout)}?session_id=${id}`,
    token: user.accessToken,
  });

const finish = (user: TestUser, id: string, outcome: 'complete' | 'cancel') =>
  t.request({
    method: 'POST',
    url: `${url(outcome === 'complete' ? paths.billing.testCheckoutComplete : paths.billing.testCheckoutCancel)}?session_id=${id}`,
    token: user.accessToken,
    payload: {},
  });

describe('the built-in test checkout', () => {
  it('sells the plan, then completing it grants the plan through the webhook path', async () => {
    const user = await signUpAndLogin(t);
    const id = await startTestCheckout(user, 'pro', 'subscription');
    const page = await summary(user, id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      session_id: id,
      plan_name: 'Pro',
      amount: 19,
      currency: 'usd',
      mode: 'subscription',
      duration: 30,
      status: 'open',
    });

    const done = await finish(user, id, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      redirect_url: `${t.config.publicUrl}/settings/plancard?checkout=success&session_id=${id}`,
    });
    expect(await remaining(t, user)).toBe(100);
    const payments = await t.request({
      method: 'GET',
      url: url(paths.billing.getAllPayments),
      token: user.accessToken,
    });
    expect(payments.json()).toMatchObject({
      items: [{ plan_name: 'Pro', amount: 19, payment_status: 'succeeded', auto_payment: true }],
    });
    const sub = await t.request({
      method: 'GET',
      url: url(paths.billing.getUserSubscription),
      token: user.accessToken,
    });
    expect(sub.json()).toMatchObject({ plan_name: 'Pro', status: 'active', auto_payment: true });
    const details = await t.request({
      method: 'POST',
      url: `${url(paths.billing.getPaymentDetails)}?session_id=${id}`,
      token: user.accessToken,
      payload: {},
    });
    expect(details.json()).toMatchObject({ payment_status: 'paid', status: 'complete' });

    const again = await finish(user, id, 'complete');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This checkout is no longer open.' });

    const cancel = await t.request({
      method: 'POST',
      url: url(paths.billing.cancelAutoPayment),
      token: user.accessToken,
      payload: {},
    });
    expect(cancel.json()).toEqual({ message: 'Auto payment cancelled successfully.' });
  });

  it('completes once when clicked twice at the same time', async () => {
    const user = await signUpAndLogin(t);
    const id = await startTestCheckout(user, 'team', 'payment');
    const results = await Promise.all([finish(user, id, 'complete'), finish(user, id, 'complete')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await remaining(t, user)).toBe(500);
  });

  it('cancelling returns to the plans page and charges nothing', async () => {
    const user = await signUpAndLogin(t);
    const id = await startTestCheckout(user, 'pro', 'payment');
    const res = await finish(user, id, 'cancel');
    expect(res.json<{ redirect_url: string }>().redirect_url).toContain('checkout=cancelled');
    expect(await remaining(t, user)).toBe(5);
    expect((await summary(user, id)).json()).toMatchObject({ status: 'expired' });
  });

  it('shows and finishes a checkout for its owner only', async () => {
    const owner = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const id = await startTestCheckout(owner, 'pro', 'payment');
    expect((await summary(other, id)).statusCode).toBe(404);
    expect((await finish(other, id, 'complete')).statusCode).toBe(404);
    expect(await remaining(t, owner)).toBe(5);
    expect((await summary(owner, 'cs_test_nope')).statusCode).toBe(404);
  });
});

describe('with Stripe configured', () => {
  it('has no test checkout', async () => {
    const stripe = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_prdstudio_fake_key',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_billing_secret_0123456789',
      },
    });
    try {
      const user = await signUpAndLogin(stripe);
      const res = await stripe.request({
        method: 'GET',
        url: `${url(paths.billing.testCheckout)}?session_id=cs_test_anything`,
        token: user.accessToken,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await stripe.close();
    }
  });
});

describe('test subscriptions over time', () => {
  it('renew at the end of each period with a fresh allowance, and end once auto-pay is cancelled', async () => {
    const clock = testClock();
    const app = await buildTestApp({ overrides: { clock } });
    try {
      const user = await signUpAndLogin(app);
      const res = await app.request({
        method: 'POST',
        url: url(paths.billing.createCheckoutSession),
        token: user.accessToken,
        payload: { plan_id: await planId(app, 'pro'), mode: 'subscription' },
      });
      const id = new URL(res.json<{ checkout_url: string }>().checkout_url).searchParams.get(
        'session_id',
      )!;
      await app.request({
        method: 'POST',
        url: `${url(paths.billing.testCheckoutComplete)}?session_id=${id}`,
        token: user.accessToken,
        payload: {},
      });
      await setUsedUploads(app.database.db, user.id, 100, clock.now());
      expect(await remaining(app, user)).toBe(0);
      expect(await app.services.testCheckout.renewDue()).toBe(0);

      clock.advanceDays(30.01);
      expect(await app.services.testCheckout.renewDue()).toBe(2);
      expect(await remaining(app, user)).toBe(100);

      await app.request({
        method: 'POST',
        url: url(paths.billing.cancelAutoPayment),
        token: user.accessToken,
        payload: {},
      });
      clock.advanceDays(30.01);
      expect(await app.services.testCheckout.renewDue()).toBe(1);
      const me = await app.request({
        method: 'GET',
        url: url(paths.user.getUser),
        token: user.accessToken,
      });
      expect(me.json()).toMatchObject({ plan_name: 'Free' });
      const payments = await app.request({
        method: 'GET',
        url: url(paths.billing.getAllPayments),
        token: user.accessToken,
      });
      expect(payments.json<{ items: unknown[] }>().items).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
