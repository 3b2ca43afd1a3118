import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';
import { controlledWriter, scriptedEngine } from './scripted-engine.js';
import { upload } from './support.js';
import { until } from '../helpers/until.js';

const BRIEF = 'Build a parking app. Drivers must be able to pay by phone.';

/** Issue 25: only the chat's owner stops its answer; the spec gives admins no such power. */
describe('stopping an answer', () => {
  let t: TestApp;
  const engine = scriptedEngine(controlledWriter().writer);

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: engine } });
  });
  afterAll(() => t.close());

  const stop = (sessionId: string, token: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/stop_answer?session_id=${sessionId}`,
      token,
    });
  const generation = async (sessionId: string) => {
    const result = await t.database.db.execute(
      sql`select status, stop_requested from generations where session_id = ${sessionId}`,
    );
    return (result as { rows: { status: string; stop_requested: boolean }[] }).rows[0]!;
  };

  it('answers an admin 404 as for any object not theirs, and leaves the answer running; the owner stops it', async () => {
    const owner = await signUpAndLogin(t);
    const admin = await adminLogin(t);
    const control = controlledWriter();
    engine.use(control.writer);
    const sending = upload(t, { token: owner.accessToken, text: BRIEF });
    let sessionId = '';
    await until(async () => {
      const rows = await t.database.db.execute(
        sql`select session_id from generations where user_id = ${owner.id} and status = 'running'`,
      );
      sessionId = (rows as { rows: { session_id: string }[] }).rows[0]?.session_id ?? '';
      return sessionId !== '';
    });

    const byAdmin = await stop(sessionId, admin.accessToken);
    expect(byAdmin.statusCode).toBe(404);
    expect(byAdmin.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await generation(sessionId)).toEqual({ status: 'running', stop_requested: false });

    const byOwner = await stop(sessionId, owner.accessToken);
    expect(byOwner.statusCode).toBe(200);
    expect((await sending).statusCode).toBe(200);
    expect(await generation(sessionId)).toMatchObject({ status: 'stopped' });
  });
});
