import type { ChatHistoryResponse, UploadFilesResponse } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { login, nextIp, STRONG_PASSWORD, uniqueEmail } from '../helpers/users.js';
import { replyWriter, scriptedEngine } from './scripted-engine.js';
import { chatData, upload, usedUploads, visitorCookie } from './support.js';

/** Issue 13: a visitor's chats move into the account they then create or sign in to. */
describe("visitors' chats follow them into their account", () => {
  let t: TestApp;
  const scripted = replyWriter((input) => ({
    kind: 'prd',
    intent: 'draft',
    text: `# ${input.message}\n\nA PRD.`,
  }));

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: scriptedEngine(scripted.writer) } });
  });
  afterAll(() => t.close());

  /** A visitor's send; returns the session and the cookie (the one given, or a new one). */
  async function visitorSend(text: string, ip: string, cookie?: string) {
    const res = await upload(t, { text, ip, cookie });
    expect(res.statusCode).toBe(200);
    return {
      sessionId: res.json<UploadFilesResponse>().data.session_id,
      cookie: cookie ?? visitorCookie(res)!,
    };
  }
  const register = (email: string, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Vera', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD },
      headers: cookie ? { cookie } : {},
      remoteAddress: nextIp(),
    });
  const signIn = (email: string, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: STRONG_PASSWORD, role: 'User' },
      headers: cookie ? { cookie } : {},
      remoteAddress: nextIp(),
    });
  const sessionsOf = async (token: string) => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/get_chat_history?page=1&page_size=100',
      token,
    });
    return res.json<ChatHistoryResponse>().sessions.map((s) => s.session_id);
  };
  const userIdOf = async (email: string) => {
    const rows = await t.database.db.execute(sql`select id from users where email = ${email}`);
    return (rows as { rows: { id: string }[] }).rows[0]!.id;
  };
  const visitorUses = async () => {
    const rows = await t.database.db.execute(sql`select count(*)::int as n from visitor_usage`);
    return (rows as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('moves them at sign-up, without charging the account for them', async () => {
    const ip = nextIp();
    const a = await visitorSend('Visitor brief one', ip);
    const b = await visitorSend('Visitor brief two', ip, a.cookie);
    const stranger = await visitorSend('Someone else', nextIp());
    const usesBefore = await visitorUses();

    const email = uniqueEmail('vera');
    const reg = await register(email, a.cookie);
    expect(reg.statusCode).toBe(200);
    // Signing in later from another browser (no cookie) finds them.
    const { accessToken } = await login(t, email, STRONG_PASSWORD);
    const sessions = await sessionsOf(accessToken);
    expect(sessions.sort()).toEqual([a.sessionId, b.sessionId].sort());
    expect(sessions).not.toContain(stranger.sessionId);
    const read = await chatData(t, accessToken, a.sessionId);
    expect(read.status).toBe(200);
    expect(read.body.messages[0]!.message).toBe('Visitor brief one');

    // Not double counted: the account's uploads are untouched, the visitor's uses stay theirs.
    expect(await usedUploads(t, await userIdOf(email))).toBe(0);
    expect(await visitorUses()).toBe(usesBefore);

    // The cookie no longer opens them (signed out on this browser, they are the account's).
    const asVisitor = await upload(t, {
      text: 'Follow-up as a visitor',
      sessionId: a.sessionId,
      cookie: a.cookie,
      ip,
    });
    expect(asVisitor.statusCode).toBe(404);
    // The other visitor keeps theirs.
    const strangerFollowUp = await upload(t, {
      text: 'Still mine',
      sessionId: stranger.sessionId,
      cookie: stranger.cookie,
      ip: nextIp(),
    });
    expect(strangerFollowUp.statusCode).toBe(200);
  });

  it('moves them at sign-in to an existing account, adding to its chats', async () => {
    const email = uniqueEmail('sam');
    expect((await register(email)).statusCode).toBe(200);
    const first = await login(t, email, STRONG_PASSWORD);
    const own = await upload(t, { token: first.accessToken, text: 'My own brief' });
    const ownId = own.json<UploadFilesResponse>().data.session_id;
    const used = await usedUploads(t, await userIdOf(email));

    const visit = await visitorSend('Tried it signed out', nextIp());
    const res = await signIn(email, visit.cookie);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ access_token: string }>().access_token;
    expect((await sessionsOf(token)).sort()).toEqual([ownId, visit.sessionId].sort());
    expect(await usedUploads(t, await userIdOf(email))).toBe(used);
  });

  it('moves nothing on a failed sign-in, a forged cookie or a taken email', async () => {
    const email = uniqueEmail('kim');
    expect((await register(email)).statusCode).toBe(200);
    const visit = await visitorSend('Not yet claimed', nextIp());
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'Wr0ng!Password', role: 'User' },
      headers: { cookie: visit.cookie },
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);
    const taken = await register(email, visit.cookie);
    expect(taken.statusCode).toBe(409);
    // The same id without a valid signature.
    const forged = `prd_visitor=${visit.cookie.split('=')[1]!.split('.')[0]}.forged`;
    const res = await signIn(email, forged);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ access_token: string }>().access_token;
    expect(await sessionsOf(token)).toEqual([]);
    const owner = await t.database.db.execute(
      sql`select user_id, visitor_id from chat_sessions where id = ${visit.sessionId}`,
    );
    expect((owner as { rows: { user_id: unknown; visitor_id: unknown }[] }).rows[0]).toMatchObject({
      user_id: null,
    });
  });
});
