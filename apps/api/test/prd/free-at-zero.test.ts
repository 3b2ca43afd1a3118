import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { setUsedUploads, tableCounts, upload, uploadOk, usedUploads } from './support.js';

// Issue 25: at 0 uploads a free question must go through (decision 016: only a new PRD version
// is charged). A typed follow-up in an existing chat is accepted with nothing reserved; the
// writer's plan decides, and a PRD then needs an upload or ends with the upgrade message.
const BRIEF = 'Build a meal planner. Users must be able to save weekly plans.';
const UPGRADE = 'Please upgrade your plan to continue using this feature';
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('sends at 0 uploads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a question about the PRD for free', async () => {
    const user = await signUpAndLogin(t);
    const first = await uploadOk(t, { token: user.accessToken, text: BRIEF });
    await setUsedUploads(t, user.id, 5);
    const res = await upload(t, {
      token: user.accessToken,
      sessionId: first.data.session_id,
      text: 'What does FR-1 cover?',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: { reply: { kind: string; charged: boolean } } }>();
    expect(body.data.reply).toMatchObject({ kind: 'answer', charged: false });
    expect(await usedUploads(t, user.id)).toBe(5);
  });

  it('ends a follow-up that is a new PRD version with the upgrade message, charging nothing', async () => {
    const user = await signUpAndLogin(t);
    const first = await uploadOk(t, { token: user.accessToken, text: BRIEF });
    await setUsedUploads(t, user.id, 5);
    const res = await upload(t, {
      token: user.accessToken,
      sessionId: first.data.session_id,
      text: 'Add a requirement: users must be able to export plans as PDF.',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ message: string }>().message).toBe(UPGRADE);
    expect(await usedUploads(t, user.id)).toBe(5);
    const chat = await t.request({
      method: 'GET',
      url: `/api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=${first.data.session_id}`,
      token: user.accessToken,
    });
    const last = chat.json<{ messages: { role: string; message: string }[] }>().messages.at(-1);
    expect(last).toMatchObject({ role: 'ai', message: UPGRADE });
  });

  it('uses an upload freed meanwhile for a follow-up that turns out to be a PRD', async () => {
    const user = await signUpAndLogin(t);
    const first = await uploadOk(t, { token: user.accessToken, text: BRIEF });
    await setUsedUploads(t, user.id, 4);
    const res = await uploadOk(t, {
      token: user.accessToken,
      sessionId: first.data.session_id,
      text: 'Add a requirement: users must be able to export plans as PDF.',
    });
    expect(res.data.reply).toMatchObject({ kind: 'prd', charged: true });
    expect(await usedUploads(t, user.id)).toBe(5);
  });

  it("still refuses a new chat's brief at once (402), storing nothing", async () => {
    const user = await signUpAndLogin(t);
    await setUsedUploads(t, user.id, 5);
    const before = await tableCounts(t);
    const res = await upload(t, { token: user.accessToken, text: BRIEF });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: UPGRADE, code: 'QUOTA_EXCEEDED' });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('still refuses files at 0 (402)', async () => {
    const user = await signUpAndLogin(t);
    const first = await uploadOk(t, { token: user.accessToken, text: BRIEF });
    await setUsedUploads(t, user.id, 5);
    const res = await upload(t, {
      token: user.accessToken,
      sessionId: first.data.session_id,
      files: [{ name: 'sketch.png', data: Buffer.from(PNG_1PX, 'base64') }],
    });
    expect(res.statusCode).toBe(402);
  });
});
