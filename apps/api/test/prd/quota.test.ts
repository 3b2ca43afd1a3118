import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { setUsedUploads, tableCounts, upload, uploadOk, usedUploads } from './support.js';

const BRIEF = 'Build a meal planner. Users must be able to save weekly plans.';

async function remaining(t: TestApp, user: TestUser) {
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/user/get_user_uploads',
    token: user.accessToken,
  });
  return res.json<{ remaining_uploads: number }>().remaining_uploads;
}

// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (each file gets a fresh database).
describe('upload quota', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('uses one upload per PRD, shown by get_user_uploads', async () => {
    const user = await signUpAndLogin(t);
    expect(await remaining(t, user)).toBe(5);
    await uploadOk(t, { token: user.accessToken, text: BRIEF });
    expect(await usedUploads(t, user.id)).toBe(1);
    expect(await remaining(t, user)).toBe(4);
  });

  it('refuses at 0 with the upgrade message, storing nothing', async () => {
    const user = await signUpAndLogin(t);
    await setUsedUploads(t, user.id, 5);
    const before = await tableCounts(t);
    const res = await upload(t, { token: user.accessToken, text: BRIEF });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: 'Please upgrade your plan to continue using this feature',
      code: 'QUOTA_EXCEEDED',
    });
    expect(await tableCounts(t)).toEqual(before);
    expect(await remaining(t, user)).toBe(0);
  });

  it('answers greetings without a PRD and without using an upload, even at 0', async () => {
    const user = await signUpAndLogin(t);
    await setUsedUploads(t, user.id, 5);
    const res = await uploadOk(t, { token: user.accessToken, text: 'Good morning!' });
    expect(res.data.document_path).toBeNull();
    expect(res.data.prd_result.length).toBeGreaterThan(0);
    expect(res.data.prd_result.length).toBeLessThanOrEqual(500);
    expect(res.data.prd_result).not.toMatch(/FR-1/);
    expect(await usedUploads(t, user.id)).toBe(5);
    const history = await t.request({
      method: 'GET',
      url: `/api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=${res.data.session_id}`,
      token: user.accessToken,
    });
    const messages = history.json<{ messages: { role: string; message: string }[] }>().messages;
    expect(messages.map((m) => [m.role, m.message])).toEqual([
      ['human', 'Good morning!'],
      ['ai', res.data.prd_result],
    ]);
  });

  it('gives exactly one PRD for 20 parallel sends with one upload left', async () => {
    const user = await signUpAndLogin(t);
    await setUsedUploads(t, user.id, 4);
    const before = await tableCounts(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(t, { token: user.accessToken, text: `${BRIEF} Variant ${i}.` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    expect(await usedUploads(t, user.id)).toBe(5);
    const after = await tableCounts(t);
    expect(after.sessions - before.sessions).toBe(1);
    expect(after.messages - before.messages).toBe(2);
  });

  it('does not limit admins', async () => {
    const admin = await adminLogin(t);
    await setUsedUploads(t, admin.id, 10_000);
    const res = await upload(t, { token: admin.accessToken, text: BRIEF });
    expect(res.statusCode).toBe(200);
    expect(await usedUploads(t, admin.id)).toBe(10_000);
  });
});
