import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatHistoryResponse } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { chatData, fileFrom, tableCounts, upload, uploadOk } from './support.js';

const BRIEF =
  'We are building Ledgerly, an invoicing app for freelancers. ' +
  'Users must be able to export invoices to PDF. The dashboard should load in under 2 seconds.';
const FOLLOW_UP = 'Also, users must be able to schedule recurring invoices every month.';

async function history(t: TestApp, token: string, query: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/prd_chat_history/get_chat_history${query}`,
    token,
  });
  return { status: res.statusCode, body: res.json<ChatHistoryResponse>() };
}

describe('chat sessions and history', () => {
  let t: TestApp;
  let dir: string;
  let alice: TestUser;
  let bob: TestUser;
  let firstSession: string;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'prd-sessions-'));
    // The free plan's 5 uploads are not enough for this file: give both users the Pro plan.
    alice = await signUpAndLogin(t, { name: 'Alice' });
    bob = await signUpAndLogin(t, { name: 'Bob' });
    await t.database.db.execute(
      sql`update users set plan_id = (select id from plans where code = 'pro')`,
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a PRD from the message and keeps the exchange in the session', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: BRIEF });
    expect(first.message).toBe('Message sent successfully!');
    expect(first.data.prd_result).toContain('export invoices to PDF');
    expect(first.data.document_path).toMatch(/^\/api\/v1\/files\/chat\/[0-9a-f-]{36}\/.+\.docx\?/);
    expect(first.data).not.toHaveProperty('image_urls');
    firstSession = first.data.session_id;

    const { status, body } = await chatData(t, alice.accessToken, firstSession);
    expect(status).toBe(200);
    expect(body.messages.map((m) => [m.role, m.status, m.isDocument])).toEqual([
      ['human', 'complete', false],
      ['ai', 'complete', true],
    ]);
    expect(body.messages[0]!.message).toBe(BRIEF);
    expect(body.messages[1]!.message).toBe(first.data.prd_result);
    expect(body.messages[1]!.documentPath).toMatch(/^\/api\/v1\/files\/.+\.docx\?/);
    expect(body.messages.every((m) => m.session_id === firstSession)).toBe(true);
    expect(body.messages[1]!.chat_id).toBeGreaterThan(body.messages[0]!.chat_id);
  });

  it('revises the session PRD on a follow-up: old requirements kept, new ones added', async () => {
    const next = await uploadOk(t, {
      token: alice.accessToken,
      text: FOLLOW_UP,
      sessionId: firstSession,
    });
    expect(next.data.session_id).toBe(firstSession);
    expect(next.data.prd_result).toContain('export invoices to PDF');
    expect(next.data.prd_result).toContain('recurring invoices');
    const { body } = await chatData(t, alice.accessToken, firstSession);
    expect(body.messages.map((m) => m.role)).toEqual(['human', 'ai', 'human', 'ai']);
    expect(body.messages[3]!.message).toBe(next.data.prd_result);
  });

  it('hides a session from another user: 404 on read and on posting, nothing written', async () => {
    const before = await tableCounts(t);
    const read = await chatData(t, bob.accessToken, firstSession);
    expect(read.status).toBe(404);
    const post = await upload(t, { token: bob.accessToken, text: BRIEF, sessionId: firstSession });
    expect(post.statusCode).toBe(404);
    const visitor = await upload(t, { text: BRIEF, sessionId: firstSession, ip: '10.9.9.9' });
    expect(visitor.statusCode).toBe(404);
    expect(await tableCounts(t)).toEqual(before);
    expect((await history(t, bob.accessToken, '')).body.sessions).toEqual([]);
  });

  it('lists sessions newest activity first, titled by their first message, paged without duplicates', async () => {
    const pdf = await fileFrom(await makePdf(dir, ['Scope of the reporting module.']), 'scope.pdf');
    const fileFirst = await uploadOk(t, { token: alice.accessToken, files: [pdf] });
    const titles = ['Second brief: a booking app', 'Third brief: a fitness tracker'];
    const ids = [fileFirst.data.session_id];
    for (const text of titles)
      ids.push((await uploadOk(t, { token: alice.accessToken, text })).data.session_id);

    const all = await history(t, alice.accessToken, '?page=1&page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.sessions).toEqual([
      { session_id: ids[2], messages: [titles[1]] },
      { session_id: ids[1], messages: [titles[0]] },
      { session_id: ids[0], messages: ['Uploaded file: [scope.pdf]'] },
      { session_id: firstSession, messages: [BRIEF] },
    ]);

    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push((await history(t, alice.accessToken, `?page=${page}&page_size=2`)).body.sessions);
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 0]);
    expect(pages.flat().map((s) => s.session_id)).toEqual(
      all.body.sessions.map((s) => s.session_id),
    );

    // Activity moves a session up: a follow-up in the oldest brings it first.
    await uploadOk(t, {
      token: alice.accessToken,
      text: 'Add an audit trail.',
      sessionId: firstSession,
    });
    const after = await history(t, alice.accessToken, '');
    expect(after.body.sessions.map((s) => s.session_id)).toEqual([
      firstSession,
      ids[2],
      ids[1],
      ids[0],
    ]);
  });

  it('validates paging and caps page_size', async () => {
    expect((await history(t, alice.accessToken, '?page=0')).status).toBe(422);
    expect((await history(t, alice.accessToken, '?page_size=0')).status).toBe(422);
    expect((await history(t, alice.accessToken, '?page=x')).status).toBe(422);
    const big = await history(t, alice.accessToken, '?page=1&page_size=5000');
    expect(big.status).toBe(200);
    expect(big.body.sessions).toHaveLength(4);
    const unauthenticated = await t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/get_chat_history',
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("lets an admin read any user's history (user_id) and any session", async () => {
    const admin = await adminLogin(t);
    const own = await history(t, admin.accessToken, '?page=1&page_size=1000');
    expect(own.body.sessions).toEqual([]);
    const ofAlice = await history(
      t,
      admin.accessToken,
      `?user_id=${alice.id}&page=1&page_size=1000`,
    );
    expect(ofAlice.body.sessions).toHaveLength(4);
    const chat = await chatData(t, admin.accessToken, firstSession);
    expect(chat.status).toBe(200);
    expect(chat.body.messages.length).toBeGreaterThanOrEqual(4);
    // A user's user_id is ignored: they only ever see their own chats.
    const sneaky = await history(t, bob.accessToken, `?user_id=${alice.id}`);
    expect(sneaky.body.sessions).toEqual([]);
  });

  it('answers 422 for a malformed session id and 404 for an unknown one', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=nope',
      token: alice.accessToken,
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await chatData(t, alice.accessToken, '6f1f7a54-3f7e-4b8e-9a0e-1a2b3c4d5e6f');
    expect(unknown.status).toBe(404);
  });
});
