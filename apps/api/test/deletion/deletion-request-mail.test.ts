import { paths } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';

// A deletion request is confirmed by email, once per request; the person can read their own
// pending request (the account menu shows it instead of Request Delete).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (user: TestUser, reason: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1${paths.deletion.requestDelete}?reason=${encodeURIComponent(reason)}`,
    token: user.accessToken,
  });
const mailsTo = (email: string) =>
  t.outbox().filter((eml) => eml.includes(`To: ${email}`) && /deletion request/i.test(eml));

describe('deletion request confirmation', () => {
  it('emails the person once, when the request opens; asking again sends nothing more', async () => {
    const user = await signUpAndLogin(t, { name: 'Mail Me' });
    expect(mailsTo(user.email)).toHaveLength(0);
    expect((await ask(user, 'Too many emails')).statusCode).toBe(200);
    const [mail] = mailsTo(user.email);
    expect(mail).toContain('Subject: We received your account deletion request');
    expect(mail).toContain('Hello Mail Me');
    expect((await ask(user, 'I found an alternative')).statusCode).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('the person reads their own pending request (status, date), and no one else’s', async () => {
    const user = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    await ask(other, 'Other reason');
    const none = await t.request({
      method: 'GET',
      url: `/api/v1${paths.deletion.getAllRequests}?status=pending`,
      token: user.accessToken,
    });
    expect(none.json()).toMatchObject({ items: [] });
    await ask(user, 'I have privacy concerns');
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1${paths.deletion.getAllRequests}?status=pending`,
      token: user.accessToken,
    });
    const items = mine.json<{ items: { status: string; created_at: string; user_id: string }[] }>()
      .items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'pending', user_id: user.id });
    expect(Number.isNaN(Date.parse(items[0]!.created_at))).toBe(false);
  });
});
