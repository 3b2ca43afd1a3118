import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { prdReply } from '../helpers/fake-prd.js';
import { adminLogin, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents } from './events.js';
import { chatData, upload, uploadOk, usedUploads } from './support.js';

const API_KEY = 'sk-test-provider-key-1234';
const REPLY = prdReply({ title: 'Ledgerly', requirements: ['Export invoices to PDF.'] });

/** The text of the chat request's user message(s), whatever the content shape. */
function promptOf(body: Record<string, unknown>): string {
  return JSON.stringify(body.messages ?? '');
}

describe('AI provider from the admin settings', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: REPLY });
    t = await buildTestApp({ env: { AI_ALLOW_LOOPBACK: 'true' } });
    const admin = await adminLogin(t);
    const add = await t.request({
      method: 'POST',
      url: '/api/v1/api_keys_settings/add_api_key',
      token: admin.accessToken,
      payload: {
        provider: 'openai-compatible',
        label: 'Fake',
        model: 'fake-model-1',
        api_key: API_KEY,
        base_url: fake.url,
        is_active: true,
      },
    });
    expect(add.statusCode).toBe(200);
    user = await signUpAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('writes the PRD with the active key: the request reaches the provider with key and model', async () => {
    const res = await uploadOk(t, {
      token: user.accessToken,
      text: 'Ledgerly must export invoices to PDF.',
    });
    expect(res.data.prd_result).toMatch(/^# Ledgerly: Product Requirements Document\n/);
    expect(res.data.prd_result).toContain('### FR-1: Export invoices to PDF.');
    // A routing call, then the PRD call.
    const chat = fake.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chat).toHaveLength(2);
    for (const request of chat) {
      expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request.body.model).toBe('fake-model-1');
      expect(promptOf(request.body)).toContain('Ledgerly must export invoices to PDF.');
    }
    expect(await usedUploads(t, user.id)).toBe(1);

    // The outcome is audited without the prompt or the PRD.
    const audited = async () => {
      const result = await t.database.db.execute(
        sql`select outcome, details from audit_logs where event = 'prd_generation' and user_id = ${user.id}`,
      );
      return (result as { rows: { outcome: string; details: Record<string, unknown> }[] }).rows;
    };
    await expect.poll(async () => (await audited()).length).toBe(1);
    const [row] = await audited();
    expect(row!.outcome).toBe('success');
    expect(row!.details).toMatchObject({
      session_id: res.data.session_id,
      files: 0,
      writer: 'openai-compatible',
      visitor: false,
    });
    expect(typeof row!.details.duration_ms).toBe('number');
    expect(JSON.stringify(row!.details)).not.toMatch(/Ledgerly|invoices/);
  });

  it('streams the provider tokens in order, then done with the plain JSON', async () => {
    const res = await upload(t, {
      token: user.accessToken,
      text: 'Ledgerly must export invoices to PDF.',
      accept: 'text/event-stream',
    });
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    const tokens = events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { text: string }).text);
    expect(tokens.join('')).toMatch(/^# Ledgerly: Product Requirements Document\n/);
    // The first delta goes out at once, the rest coalesced (platform/streams writer).
    expect(tokens.length).toBeGreaterThan(1);
    expect(events.filter((e) => e.event === 'token').every((e) => /^\d+-\d+$/.test(e.id!))).toBe(
      true,
    );
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      message: 'Message sent successfully!',
      data: { prd_result: tokens.join('') },
    });
  });

  it('turns a provider error into a clear 502, saves the failed answer and uses no upload', async () => {
    fake.setError({ status: 401 });
    try {
      const before = await usedUploads(t, user.id);
      const res = await upload(t, { token: user.accessToken, text: 'Users must log in with SSO.' });
      expect(res.statusCode).toBe(502);
      const message = res.json<{ message: string }>().message;
      expect(message).toMatch(/API key/i);
      expect(message).not.toContain(API_KEY);
      expect(await usedUploads(t, user.id)).toBe(before);

      const history = await t.request({
        method: 'GET',
        url: '/api/v1/prd_chat_history/get_chat_history',
        token: user.accessToken,
      });
      const latest = history.json<{ sessions: { session_id: string }[] }>().sessions[0]!;
      const { body } = await chatData(t, user.accessToken, latest.session_id);
      expect(body.messages.map((m) => [m.role, m.status])).toEqual([
        ['human', 'complete'],
        ['ai', 'failed'],
      ]);
      expect(body.messages[1]!.message).toBe(message);
      expect(body.messages[1]!.isDocument).toBe(false);

      const streamed = await upload(t, {
        token: user.accessToken,
        text: 'Users must log in with SSO.',
        accept: 'text/event-stream',
      });
      expect(streamed.statusCode).toBe(200);
      const events = parseEvents(streamed.body);
      const sessionId = expect.any(String) as string;
      const eventId = expect.stringMatching(/^\d+-\d+$/) as string;
      expect(events).toEqual([
        { event: 'session', data: { session_id: sessionId } },
        { event: 'queued', data: { session_id: sessionId }, id: eventId },
        // A short message is routed by the provider first: its refusal comes before any plan.
        { event: 'error', data: { message, status: 502, code: 'UPSTREAM_FAILED' }, id: eventId },
      ]);
      expect(await usedUploads(t, user.id)).toBe(before);
    } finally {
      fake.setError(undefined);
    }
  });
});
