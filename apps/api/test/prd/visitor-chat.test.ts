import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadFilesResponse, VisitorChatResponse } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { login, nextIp, STRONG_PASSWORD, uniqueEmail } from '../helpers/users.js';
import { replyWriter, scriptedEngine } from './scripted-engine.js';
import { chatData, fileFrom, getLink, upload, visitorCookie, type FormFile } from './support.js';

/**
 * Issue 25: a visitor's chat survives a reload and a new tab. The server knows it by the signed
 * visitor cookie only: another visitor's cookie, a forged one or none reads nothing.
 */
describe("GET visitor_chat: the visitor's chat by their cookie", () => {
  let t: TestApp;
  // The platform clock runs ahead of the system's by `ahead` ms.
  let ahead = 0;
  const scripted = replyWriter((input) =>
    input.message.endsWith('?')
      ? { kind: 'answer', intent: 'question', text: 'It is for salons.' }
      : { kind: 'prd', intent: 'draft', text: `# ${input.message}\n\nA PRD.` },
  );

  beforeAll(async () => {
    t = await buildTestApp({
      overrides: {
        prdEngine: scriptedEngine(scripted.writer),
        clock: { now: () => new Date(Date.now() + ahead) },
      },
      env: { RATE_VISITOR_READ_IP_MAX: '5', RATE_VISITOR_READ_IP_WINDOW: '600' },
    });
  });
  afterAll(() => t.close());

  const read = (ip: string, cookie?: string) =>
    t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/visitor_chat',
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
    });
  const readOk = async (ip: string, cookie?: string) => {
    const res = await read(ip, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<VisitorChatResponse>();
  };
  async function visitorSend(
    text: string,
    ip: string,
    cookie?: string,
    sessionId?: string,
    files?: FormFile[],
  ) {
    const res = await upload(t, { text, ip, cookie, sessionId, files });
    expect(res.statusCode).toBe(200);
    return {
      sessionId: res.json<UploadFilesResponse>().data.session_id,
      cookie: cookie ?? visitorCookie(res)!,
    };
  }

  it('gives the latest chat with its messages and the free PRDs left; a question in it is free', async () => {
    const ip = nextIp();
    expect(await readOk(ip)).toEqual({
      session_id: null,
      messages: [],
      free_limit: 3,
      free_left: 3,
    });
    const first = await visitorSend('Salon booking', ip);
    const chat = await readOk(ip, first.cookie);
    expect(chat.session_id).toBe(first.sessionId);
    expect(chat.messages.map((m) => [m.role, m.status])).toEqual([
      ['human', 'complete'],
      ['ai', 'complete'],
    ]);
    expect(chat.messages[0]!.message).toBe('Salon booking');
    expect(chat.messages[1]!.documentPath).toMatch(/^\/api\/v1\/files\//);
    expect(chat.free_left).toBe(2);

    // A follow-up in the same session (as after a reload): the same chat; a question is free.
    await visitorSend('Who is it for?', ip, first.cookie, first.sessionId);
    const after = await readOk(ip, first.cookie);
    expect(after.session_id).toBe(first.sessionId);
    expect(after.messages).toHaveLength(4);
    expect(after.free_left).toBe(2);
    // No new session is made for a reading: a new tab reads the same.
    expect((await readOk(ip, first.cookie)).session_id).toBe(first.sessionId);
  });

  it("gives an uploaded picture and file as signed links that load, as the signed-in chat's messages do", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prd-visitor-chat-'));
    try {
      const png = await makePng(dir, ['Sign up in one step'], { name: 'wireframe.png' });
      const ip = nextIp();
      const sent = await visitorSend('A habit tracker', ip, undefined, undefined, [
        await fileFrom(png),
      ]);
      const chat = await readOk(ip, sent.cookie);
      expect(chat.session_id).toBe(sent.sessionId);
      expect(chat.messages.map((m) => m.message.split('\n')[0])).toEqual([
        'A habit tracker',
        'Uploaded file: [wireframe.png]',
        '# A habit tracker',
      ]);
      const picture = chat.messages[1]!;
      expect(picture.image_urls).toHaveLength(1);
      expect(picture.image_urls[0]).toMatch(/^\/api\/v1\/files\/.*sig=/);
      expect(picture.files.map((f) => f.name)).toEqual(['wireframe.png']);
      expect(picture.files[0]!.url).toMatch(/^\/api\/v1\/files\/.*sig=/);
      const image = await getLink(t, picture.image_urls[0]!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
      expect((await getLink(t, picture.files[0]!.url)).statusCode).toBe(200);

      // The same message shape as the chat once it is the person's own (signed in, claimed).
      const email = uniqueEmail('visitor-picture');
      const reg = await t.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          name: 'Pia',
          email,
          password: STRONG_PASSWORD,
          confirmpassword: STRONG_PASSWORD,
        },
        headers: { cookie: sent.cookie },
        remoteAddress: nextIp(),
      });
      expect(reg.statusCode).toBe(200);
      const { accessToken } = await login(t, email, STRONG_PASSWORD);
      const own = await chatData(t, accessToken, sent.sessionId);
      expect(own.status).toBe(200);
      const unsigned = (m: VisitorChatResponse['messages'][number]) => ({
        ...m,
        image_urls: m.image_urls.map((u) => u.split('?')[0]),
        files: m.files.map((f) => ({ name: f.name, url: f.url.split('?')[0] })),
        documentPath: m.documentPath?.split('?')[0] ?? null,
      });
      expect(own.body.messages.map(unsigned)).toEqual(chat.messages.map(unsigned));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives another visitor, a forged cookie or no cookie nothing of it', async () => {
    const owner = await visitorSend('Private brief', nextIp());
    const stranger = await visitorSend('Other brief', nextIp());

    const theirs = await readOk(nextIp(), stranger.cookie);
    expect(theirs.session_id).toBe(stranger.sessionId);
    expect(JSON.stringify(theirs)).not.toContain('Private brief');

    const id = owner.cookie.split('=')[1]!.split('.')[0]!;
    for (const cookie of [`prd_visitor=${id}.forged`, `prd_visitor=${id}`, undefined]) {
      const res = await read(nextIp(), cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json<VisitorChatResponse>();
      expect(body.session_id).toBeNull();
      expect(body.messages).toEqual([]);
      // Reading never hands out a cookie.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('gives nothing once the chats moved into an account at sign-up', async () => {
    const ip = nextIp();
    const visit = await visitorSend('Claimed brief', ip);
    const reg = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Vera',
        email: uniqueEmail('visitor-chat'),
        password: STRONG_PASSWORD,
        confirmpassword: STRONG_PASSWORD,
      },
      headers: { cookie: visit.cookie },
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode).toBe(200);
    const after = await readOk(ip, visit.cookie);
    expect(after.session_id).toBeNull();
    expect(after.messages).toEqual([]);
  });

  it("counts the free uses in the window by the platform's clock", async () => {
    const ip = nextIp();
    const sent = await visitorSend('Clocked brief', ip);
    expect((await readOk(ip, sent.cookie)).free_left).toBe(2);
    try {
      // Past the window (VISITOR_WINDOW) by the platform's clock: the use no longer counts.
      ahead = (t.config.visitors.windowSeconds + 60) * 1000;
      expect((await readOk(ip, sent.cookie)).free_left).toBe(3);
    } finally {
      ahead = 0;
    }
  });

  it('counts the free uses by IP as the send does, and is throttled per IP', async () => {
    const ip = nextIp();
    const a = await visitorSend('First', ip);
    await visitorSend('Second', ip);
    // A fresh cookie from the same address has the address's count.
    const other = await visitorSend('Third', ip);
    expect(other.cookie).not.toBe(a.cookie);
    expect((await readOk(ip)).free_left).toBe(0);
    const limited = ip;
    for (let i = 0; i < 4; i += 1) await read(limited);
    const res = await read(limited);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
