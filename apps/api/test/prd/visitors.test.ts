import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { fileFrom, getLink, tableCounts, upload, visitorCookie } from './support.js';

const LIMIT_MESSAGE = 'Free usage limit exceeded. Please login to enjoy services.';
const BRIEF = 'Build a plant watering reminder app. It must send a push notification daily.';

describe('visitor free limit', () => {
  let t: TestApp;
  let dir: string;
  let cookie: string;
  let sessionId: string;
  const ip = '203.0.113.7';

  beforeAll(async () => {
    t = await buildTestApp({ env: { ANON_FREE_LIMIT: '2' } });
    dir = await mkdtemp(path.join(tmpdir(), 'prd-visitors-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets a visitor send without a token and sets a signed, httpOnly visitor cookie', async () => {
    const png = await fileFrom(await makePng(dir, ['Watering schedule']), 'schedule.png');
    const res = await upload(t, { text: BRIEF, files: [png], ip });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^prd_visitor=[^;]+\.[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    cookie = visitorCookie(res)!;

    const body = res.json<{
      data: { session_id: string; image_urls: string[]; filenames: string[]; prd_result: string };
    }>();
    sessionId = body.data.session_id;
    expect(body.data.filenames).toEqual(['schedule.png']);
    expect(body.data.image_urls).toHaveLength(1);
    expect(body.data.prd_result).toContain('push notification');
    const image = await getLink(t, body.data.image_urls[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('keeps the session for the visitor with the same cookie (follow-up)', async () => {
    const res = await upload(t, {
      text: 'It should also support several plants per room.',
      sessionId,
      cookie,
      ip,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { session_id: string; prd_result: string } }>().data;
    expect(data.session_id).toBe(sessionId);
    expect(data.prd_result).toContain('push notification');
    expect(data.prd_result).toContain('several plants per room');
    // The cookie is known: no new one is set.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses past the limit with the spec message and Retry-After', async () => {
    const res = await upload(t, { text: BRIEF, cookie, ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: LIMIT_MESSAGE, code: 'FREE_LIMIT_EXCEEDED' });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('still refuses when the cookie is cleared or forged (same IP)', async () => {
    const cleared = await upload(t, { text: BRIEF, ip });
    expect(cleared.statusCode).toBe(429);
    const forged = await upload(t, { text: BRIEF, ip, cookie: 'prd_visitor=abc.def' });
    expect(forged.statusCode).toBe(429);
  });

  it('still refuses the same cookie from another IP', async () => {
    const res = await upload(t, { text: BRIEF, cookie, ip: '198.51.100.20' });
    expect(res.statusCode).toBe(429);
  });

  it('allows another IP without the cookie, and greetings past the limit', async () => {
    const other = await upload(t, { text: BRIEF, ip: '198.51.100.21' });
    expect(other.statusCode).toBe(200);
    const greeting = await upload(t, { text: 'hello', cookie, ip });
    expect(greeting.statusCode).toBe(200);
    expect(greeting.json<{ data: { document_path: null } }>().data.document_path).toBeNull();
    expect((await tableCounts(t)).visitor_usage).toBe(3);
  });

  it("does not let another visitor post into a visitor's session", async () => {
    const before = await tableCounts(t);
    const res = await upload(t, { text: 'hello', sessionId, ip: '198.51.100.22' });
    expect(res.statusCode).toBe(404);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('counts parallel sends atomically: exactly the limit gets through', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(t, { text: `${BRIEF} (${i})`, ip: '192.0.2.50' })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('does not apply the visitor limit to signed-in users on the same IP', async () => {
    const user = await signUpAndLogin(t);
    const res = await upload(t, { token: user.accessToken, text: BRIEF, ip });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: object }>().data).not.toHaveProperty('filenames');
  });
});
