import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents } from './events.js';
import { storedFiles, tableCounts, upload, usedUploads, visitorCookie } from './support.js';

const BRIEF = 'Build a recipe sharing app. Cooks must be able to publish recipes with photos.';
const CONTROL_MESSAGE = 'Text may not contain control characters (only tab and new lines).';
const SSE = 'text/event-stream';

const newIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * Issue 10, item 1: a NUL byte made saving fail after the whole PRD had been streamed, and the
 * failure gave the free use (or upload) back: unlimited free PRDs.
 */
describe('free PRDs through a late failure (item 1)', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ANON_FREE_LIMIT: '1' } });
    user = await signUpAndLogin(t);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.execute(sql`drop trigger if exists fail_prd_save on chat_messages`);
  });

  it('refuses control characters in user_input with a 422 before anything is reserved (visitor)', async () => {
    const ip = newIp();
    const before = await tableCounts(t);
    for (const text of [`${BRIEF}\u0000`, `${BRIEF}\u001b[2J`, `${BRIEF}\u007f`]) {
      const res = await upload(t, { text, ip, accept: SSE });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: CONTROL_MESSAGE,
        detail: [{ loc: ['body', 'user_input'], msg: CONTROL_MESSAGE, type: 'value_error' }],
        code: 'VALIDATION',
      });
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(storedFiles(t)).toEqual([]);
    // The free use is still there, and tab and new lines are fine.
    const ok = await upload(t, { text: `${BRIEF}\r\n\tWith tags.`, ip });
    expect(ok.statusCode).toBe(200);
    // Replaying the attack after the one free use: still refused, never a PRD.
    const again = await upload(t, { text: `${BRIEF}\u0000`, ip, accept: SSE });
    expect(again.statusCode).toBe(422);
    expect((await upload(t, { text: BRIEF, ip })).statusCode).toBe(429);
  });

  it('refuses control characters from a user without using an upload', async () => {
    const res = await upload(t, { token: user.accessToken, text: `${BRIEF}\u0000`, accept: SSE });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc).toEqual([
      'body',
      'user_input',
    ]);
    expect(await usedUploads(t, user.id)).toBe(0);
  });

  /** Saving the finished PRD fails (as the NUL byte made it fail), after it was streamed. */
  async function failTheSave() {
    await t.database.db.execute(sql`create or replace function fail_prd_save() returns trigger
      language plpgsql as $$ begin
        if new.role = 'ai' and new.status = 'complete' then
          raise exception 'simulated save failure';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`create trigger fail_prd_save before insert or update
      on chat_messages for each row execute function fail_prd_save()`);
  }

  it('keeps the visitor use counted when saving fails after tokens were streamed', async () => {
    await failTheSave();
    const ip = newIp();
    const res = await upload(t, { text: BRIEF, ip, accept: SSE });
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events.filter((e) => e.event === 'token').length).toBeGreaterThan(0);
    expect(events.at(-1)!.event).toBe('error');
    // The PRD reached the visitor: the free use is spent, the next send is refused.
    const cookie = visitorCookie(res);
    const next = await upload(t, { text: BRIEF, ip, cookie });
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("keeps the user's upload used when saving fails after tokens were streamed", async () => {
    const other = await signUpAndLogin(t);
    await failTheSave();
    for (let i = 1; i <= 2; i += 1) {
      const res = await upload(t, { token: other.accessToken, text: BRIEF, accept: SSE });
      const events = parseEvents(res.body);
      expect(events.some((e) => e.event === 'token')).toBe(true);
      expect(events.at(-1)!.event).toBe('error');
      expect(await usedUploads(t, other.id)).toBe(i);
    }
  });

  it('keeps it used for a plain JSON caller too: the text was in the answer stream', async () => {
    // Anyone may attach to a running answer (answer_stream), so published text counts even if
    // the caller that asked waited for the JSON: refunding here would reopen the free PRD.
    const other = await signUpAndLogin(t);
    await failTheSave();
    const res = await upload(t, { token: other.accessToken, text: BRIEF });
    expect(res.statusCode).toBe(502);
    expect(await usedUploads(t, other.id)).toBe(1);
  });
});
