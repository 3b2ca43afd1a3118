import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionRequests, plans, subscriptions } from '../../src/db/schema.js';
import type { PaymentGateway } from '../../src/platform/payments/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';

let t: TestApp;
let admin: { id: string; accessToken: string };
/** The gateway calls the deletion makes (Stripe's API in production). */
const cancelled: [string, string][] = [];
const gateway = {
  kind: 'stripe',
  cancelAtPeriodEnd: (id: string, key: string) => {
    cancelled.push([id, key]);
    return Promise.resolve();
  },
} as unknown as PaymentGateway;

beforeAll(async () => {
  t = await buildTestApp({ overrides: { paymentGateway: gateway } });
  admin = await adminLogin(t);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, payload, token: admin.accessToken });

async function statusOf(requestId: number) {
  const [row] = await t.database.db
    .select({ status: deletionRequests.status })
    .from(deletionRequests)
    .where(eq(deletionRequests.id, requestId));
  return row?.status;
}

describe('deleting a person, guarded', () => {
  it('stops their auto-pay before the rows go, so nothing renews', async () => {
    const user = await signUpAndLogin(t);
    const [pro] = await t.database.db.select().from(plans).where(eq(plans.code, 'pro'));
    const stripeId = `sub_erase_${Date.now()}`;
    await t.database.db.insert(subscriptions).values({
      userId: user.id,
      planId: pro!.id,
      status: 'active',
      autoPay: true,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      stripeSubscriptionId: stripeId,
    });
    const res = await api('DELETE', `/deletion/delete_user/${user.id}`);
    const requestId = res.json<{ request_id: number }>().request_id;
    for (let i = 0; i < 100 && (await statusOf(requestId)) !== 'approved'; i += 1) await sleep(50);
    expect(await statusOf(requestId)).toBe('approved');
    expect(cancelled).toEqual([[stripeId, `erase-cancel-${stripeId}`]]);
  });

  it('refuses reactivating an account while it is being deleted', async () => {
    const user = await signUpAndLogin(t);
    await t.request({
      method: 'POST',
      url: '/api/v1/deletion/request_delete?reason=Bye',
      token: user.accessToken,
    });
    await t.database.db
      .update(deletionRequests)
      .set({ status: 'processing' })
      .where(eq(deletionRequests.userId, user.id));
    const res = await api('POST', `/admin/users/${user.id}/reactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This account is being deleted.' });
  });

  it('answers 422, not 500, for a plan id beyond the database integer', async () => {
    const user = await signUpAndLogin(t);
    const res = await api('PUT', `/admin/users/${user.id}/plan`, { plan_id: 2_147_483_648 });
    expect(res.statusCode).toBe(422);
  });
});
