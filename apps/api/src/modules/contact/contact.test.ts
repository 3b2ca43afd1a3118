import { API_PREFIX, paths } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { nextIp, signUpAndLogin } from '../../../test/helpers/users.js';
import { plans } from '../../db/schema.js';

const URL = `${API_PREFIX}${paths.contact.sendMessage}`;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: 'sales@prd.example' } });
});
afterAll(async () => {
  await t.close();
});

const send = (payload: unknown, opts: { token?: string; ip?: string } = {}) =>
  t.request({
    method: 'POST',
    url: URL,
    payload: payload as Record<string, unknown>,
    token: opts.token,
    remoteAddress: opts.ip ?? nextIp(),
  });

describe('POST /contact/send_message', () => {
  it('emails the team with the plan, replies going to the visitor', async () => {
    const [enterprise] = await t.database.db
      .select()
      .from(plans)
      .where(eq(plans.code, 'enterprise'));
    const before = t.outbox().length;
    const res = await send({
      email: 'cto@acme.example',
      message: 'We need SSO for 40 people.',
      plan_id: enterprise!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thanks! We will reply by email soon.' });
    const mail = t.outbox().slice(before).join('\n');
    expect(mail).toContain('To: sales@prd.example');
    expect(mail).toMatch(/Reply-To: cto@acme\.example/i);
    expect(mail).toContain('Enterprise');
    expect(mail).toContain('We need SSO for 40 people.');
  });

  it('answers a signed-in user at the account’s address', async () => {
    const user = await signUpAndLogin(t);
    const before = t.outbox().length;
    const res = await send(
      { email: 'other@x.example', message: 'Hi' },
      { token: user.accessToken },
    );
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().slice(before).join('\n');
    expect(mail).toContain(`Reply-To: ${user.email}`);
  });

  it.each([
    [{ email: 'a@b.example', message: '   ' }, 'Please write a message.'],
    [{ email: 'not-an-email', message: 'hi' }, 'Please enter a valid email address'],
    [
      { email: 'a@b.example', message: 'x'.repeat(5001) },
      'The message is too long (5,000 characters at most).',
    ],
    [{ email: 'a@b.example', message: 'hi', extra: 1 }, 'Unknown field: extra'],
  ])('refuses %j with 422 and sends nothing', async (payload, message) => {
    const before = t.outbox().length;
    const res = await send(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message });
    expect(t.outbox().length).toBe(before);
  });

  it('keeps the subject on one line whatever the address holds', async () => {
    const before = t.outbox().length;
    await send({ email: 'a@b.example', message: 'line one\nline two' });
    const mail = t.outbox().slice(before).join('\n');
    expect(mail).toMatch(/Subject: Contact Us from a@b\.example\r?\n/);
  });

  it('allows 5 messages an hour from one address, then 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await send({ email: 'a@b.example', message: `m${i}` }, { ip })).statusCode).toBe(200);
    }
    const sixth = await send({ email: 'a@b.example', message: 'm6' }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
