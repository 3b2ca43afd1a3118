import { messages } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../src/platform/mail/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/users.js';
import { auditRows, newUser, nextIp, post, resetTokensOf } from './support.js';

/** A mailer that holds every message until released, as a slow SMTP server would. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let release!: () => void;
  let released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  const mailer: Mailer = {
    kind: 'smtp',
    async send(msg) {
      // The verification email of a registration is not the work held here.
      if (msg.devLink?.includes('verify_email=')) return { messageId: 'verification' };
      calls += 1;
      await released;
      if (msg.to.startsWith('broken.')) throw new Error('SMTP said no');
      sent.push(msg);
      return { messageId: String(sent.length) };
    },
    close: async () => {},
  };
  return {
    mailer,
    sent,
    calls: () => calls,
    release: () => release(),
    hold: () => {
      released = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const held = heldMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { mailer: held.mailer } });
});
afterAll(async () => {
  held.release();
  await t?.close();
});

const forgot = (email: string) => post(t, 'forgotPassword', { email }, { ip: nextIp() });

describe('forgot_password answers before doing the work', () => {
  it('answers while the email is still being sent; the email goes out after', async () => {
    const u = await newUser(t);
    held.hold();
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.forgotPassword.sent });
    // The answer is out; the email is not.
    expect(held.sent.filter((m) => m.to === u.email)).toEqual([]);
    await until(() => held.calls() > 0);

    held.release();
    await until(() => held.sent.some((m) => m.to === u.email));
    expect(await resetTokensOf(t, u.id)).toHaveLength(1);
    const rows = (await auditRows(t)).filter((r) => r.event === 'password_reset_requested');
    expect(rows).toMatchObject([{ outcome: 'success', userId: u.id, email: u.email }]);
  });

  it('answers without looking the email up: a known email answers while its row is locked', async () => {
    held.release();
    const u = await newUser(t);
    let unlock!: () => void;
    const holdLock = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = t.services.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      locked();
      await holdLock;
    });
    await isLocked;
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 3000, 'timeout'));
    const answer = await Promise.race([forgot(u.email), timeout]);
    unlock();
    await lock;
    expect(answer === 'timeout' ? answer : answer.statusCode).toBe(200);
    await until(() => held.sent.some((m) => m.to === u.email));
  });

  it('answers an address whose email fails to send like an unknown one', async () => {
    held.release();
    const broken = await newUser(t, { email: uniqueEmail('broken') });
    const answers = await Promise.all([forgot(broken.email), forgot(uniqueEmail('nobody'))]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.forgotPassword.sent });
    }
    await until(async () =>
      (await auditRows(t)).some(
        (r) => r.event === 'password_reset_requested' && r.details.reason === 'unknown_email',
      ),
    );
  });

  it('finishes work still under way before the app closes', async () => {
    const other = heldMailer();
    const app = await buildTestApp({ overrides: { mailer: other.mailer } });
    const u = await newUser(app);
    const res = await post(app, 'forgotPassword', { email: u.email }, { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    await until(() => other.calls() > 0);
    const closing = app.close();
    setTimeout(() => other.release(), 50);
    await closing;
    expect(other.sent.map((m) => m.to)).toEqual([u.email]);
  });
});
