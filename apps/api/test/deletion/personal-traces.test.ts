import { randomBytes } from 'node:crypto';
import { paths } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../../src/http/error-serializer.js';
import { redactUrl } from '../../src/http/logger.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, nextIp, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { until } from '../helpers/until.js';

/** Issue 25 part 3: nothing personal outlives the account, and logs never carry it. */
let t: TestApp;
const lines: string[] = [];
let admin: { accessToken: string };

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
  admin = await adminLogin(t);
});
afterAll(() => t.close());

const person = (first: string) => {
  const tag = randomBytes(3).toString('hex');
  return { name: `${first} Quaxley${tag}`, email: `${first.toLowerCase()}.q.${tag}@example.com` };
};

const mailsTo = (email: string) =>
  t.outbox().filter((raw) => raw.toLowerCase().includes(email.toLowerCase()));

async function forgotPassword(email: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1${paths.auth.forgotPassword}`,
    payload: { email },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
}

const deletionsLogged = () => lines.filter((l) => l.includes('"account deleted"')).length;

async function deleteAndWait(user: TestUser) {
  const logged = deletionsLogged();
  const res = await t.request({
    method: 'DELETE',
    url: `/api/v1/deletion/delete_user/${user.id}`,
    token: admin.accessToken,
  });
  expect(res.statusCode).toBe(202);
  const requestId = res.json<{ request_id: number }>().request_id;
  await until(async () => {
    const result = (await t.database.db.execute(
      sql`select status from deletion_requests where id = ${requestId}`,
    )) as { rows: { status: string }[] };
    return result.rows[0]?.status === 'approved';
  });
  // The job's last steps (after the rows): the outbox again, then its log line.
  await until(() => deletionsLogged() > logged);
}

describe('deleting a person', () => {
  it('removes their mails from the outbox, and leaves everyone else’s', async () => {
    const gone = person('Zebulon');
    const kept = person('Bartholomew');
    const goneUser = await signUpAndLogin(t, gone);
    await signUpAndLogin(t, kept);
    await forgotPassword(gone.email);
    await forgotPassword(gone.email);
    await forgotPassword(kept.email);
    // Reset mails are sent after the answer: every one is written once this resolves.
    await t.services.auth.settle();
    expect(mailsTo(gone.email).length).toBeGreaterThanOrEqual(2);
    expect(mailsTo(kept.email).length).toBeGreaterThanOrEqual(1);
    const keptBefore = mailsTo(kept.email);

    await deleteAndWait(goneUser);
    expect(mailsTo(gone.email)).toEqual([]);
    expect(mailsTo(kept.email)).toEqual(keptBefore);
  });

  it('leaves no address or name in the log: register, forgot password, admin search, deletion', async () => {
    const who = person('Philomena');
    const user = await signUpAndLogin(t, who);
    await forgotPassword(who.email);
    await t.services.auth.settle();
    // An admin looks the person up by address and by name (the URLs carry both).
    for (const url of [
      `/api/v1/admin/users?q=${encodeURIComponent(who.email)}`,
      `/api/v1/admin/users?q=${encodeURIComponent(who.name)}`,
      `/api/v1/deletion/view_requests?email=${encodeURIComponent(who.email)}`,
    ]) {
      expect((await t.request({ method: 'GET', url, token: admin.accessToken })).statusCode).toBe(
        200,
      );
    }
    await deleteAndWait(user);

    const log = lines.join('');
    // The stream is the app's: requests and the outbox's dev line went through it.
    expect(log).toContain('"mail written to outbox"');
    expect(log).toContain('"incoming request"');
    const [first, last] = who.name.split(' ') as [string, string];
    const local = who.email.split('@')[0]!;
    for (const trace of [who.email, encodeURIComponent(who.email), local, first, last]) {
      expect(log.toLowerCase()).not.toContain(trace.toLowerCase());
    }
  });
});

describe('log redaction', () => {
  it('takes addresses out of error messages and stacks, and searches out of URLs', () => {
    const err = new Error('550 5.1.1 <ada.lovelace@example.com>: Recipient address rejected');
    const logged = JSON.stringify(serializeError(new Error('mail failed', { cause: err })));
    expect(logged).not.toContain('ada.lovelace');
    expect(logged).toContain('[email]');
    expect(redactUrl('/api/v1/admin/users?q=Ada%20Lovelace&page=2')).toBe(
      '/api/v1/admin/users?q=[redacted]&page=2',
    );
    expect(redactUrl('/x/ada%40example.com/y')).toBe('/x/[email]/y');
    // Package versions in paths are not addresses.
    expect(redactUrl('/a/pino@9.1.0/b')).toBe('/a/pino@9.1.0/b');
  });
});
