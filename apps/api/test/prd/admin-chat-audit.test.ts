import { paths } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../auth/support.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, nextIp, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { uploadOk } from './support.js';

const api = (p: string) => `/api/v1${p}`;
const IP = '198.51.100.23';
let t: TestApp;
let owner: TestUser;
let admin: Awaited<ReturnType<typeof adminLogin>>;
let ownerSession: string;
let adminSession: string;
let visitorSession: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUpAndLogin(t);
  admin = await adminLogin(t);
  ownerSession = (await uploadOk(t, { token: owner.accessToken, text: 'Hello there' })).data
    .session_id;
  adminSession = (await uploadOk(t, { token: admin.accessToken, text: 'Hello there' })).data
    .session_id;
  visitorSession = (await uploadOk(t, { text: 'Hello there', ip: nextIp() })).data.session_id;
});

afterAll(async () => {
  await t?.close();
});

const read = (token: string, path: string, query: Record<string, string>) =>
  t.request({ method: 'GET', url: api(path), query, token, remoteAddress: IP });

const rowsOf = async (event: string) =>
  (await auditRows(t))
    .filter((r) => r.event === event)
    .map((r) => ({
      userId: r.userId,
      ip: r.ip,
      outcome: r.outcome,
      details: r.details,
    }));

describe('an admin reading a user’s chats is audited', () => {
  it('records the admin, the owner and the session of a chat the admin opens', async () => {
    const res = await read(admin.accessToken, paths.prd.getChatData, { session_id: ownerSession });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf('admin_chat_read')).toEqual([
      {
        userId: admin.id,
        ip: IP,
        outcome: 'success',
        details: { owner_id: owner.id, visitor: false, session_id: ownerSession },
      },
    ]);
  });

  it('records a visitor’s chat read by an admin, with no owner id', async () => {
    const before = (await rowsOf('admin_chat_read')).length;
    const res = await read(admin.accessToken, paths.prd.getChatData, {
      session_id: visitorSession,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf('admin_chat_read');
    expect(rows.slice(before)).toEqual([
      {
        userId: admin.id,
        ip: IP,
        outcome: 'success',
        details: { owner_id: null, visitor: true, session_id: visitorSession },
      },
    ]);
  });

  it('records the history of another user the admin lists', async () => {
    const res = await read(admin.accessToken, paths.prd.getChatHistory, {
      user_id: owner.id,
      page: '1',
      page_size: '1000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ sessions: { session_id: string }[] }>().sessions).toEqual([
      expect.objectContaining({ session_id: ownerSession }),
    ]);
    expect(await rowsOf('admin_chat_history_read')).toEqual([
      {
        userId: admin.id,
        ip: IP,
        outcome: 'success',
        details: { owner_id: owner.id, page: 1, sessions: 1 },
      },
    ]);
  });

  it('records nothing when people read their own chats (admins included)', async () => {
    const before = (await auditRows(t)).length;
    const own = [
      await read(owner.accessToken, paths.prd.getChatData, { session_id: ownerSession }),
      await read(owner.accessToken, paths.prd.getChatHistory, {}),
      await read(admin.accessToken, paths.prd.getChatData, { session_id: adminSession }),
      await read(admin.accessToken, paths.prd.getChatHistory, {}),
      await read(admin.accessToken, paths.prd.getChatHistory, { user_id: admin.id }),
    ];
    expect(own.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const added = (await auditRows(t)).slice(before).map((r) => r.event);
    expect(added.filter((e) => e.startsWith('admin_chat'))).toEqual([]);
  });

  it('a user asking for someone else’s chat gets 404 and writes no admin read', async () => {
    const before = (await rowsOf('admin_chat_read')).length;
    const res = await read(owner.accessToken, paths.prd.getChatData, { session_id: adminSession });
    expect(res.statusCode).toBe(404);
    expect((await rowsOf('admin_chat_read')).length).toBe(before);
  });
});
