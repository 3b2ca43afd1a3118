import type {
  ChatDataResponse,
  ChatHistoryResponse,
  ErrorBody,
  UploadFilesResponse,
} from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrdInput } from '../../src/modules/prd/writers/types.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, nextIp, signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents } from './events.js';
import { controlledWriter, replyWriter, scriptedEngine } from './scripted-engine.js';
import {
  chatData,
  setUsedUploads,
  tableCounts,
  upload,
  uploadOk,
  usedUploads,
  visitorCookie,
} from './support.js';

const SSE = 'text/event-stream';
const PDF = { name: 'brief.pdf', data: Buffer.from('%PDF-1.4\n% a brief\n') };
const PNG = {
  name: 'whiteboard.png',
  data: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
};

/** Every answer is numbered, so a regenerated answer differs from the one it replaces. */
let written = 0;
function script(input: PrdInput) {
  written += 1;
  if (input.message.toLowerCase().startsWith('thanks')) {
    return { kind: 'answer' as const, intent: 'smalltalk' as const, text: `Welcome #${written}` };
  }
  return {
    kind: 'prd' as const,
    intent: input.previousPrd ? ('revise' as const) : ('draft' as const),
    text: `# ${input.message}\n\nAnswer #${written}`,
  };
}

/** Issue 13: regenerate the last answer, edit the last message and resend. */
describe('regenerate and edit', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const scripted = replyWriter(script);
  const engine = scriptedEngine(scripted.writer);
  const lastInput = () => scripted.inputs.at(-1)!;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: engine } });
    alice = await signUpAndLogin(t);
    bob = await signUpAndLogin(t);
  });
  afterAll(() => t.close());
  // The free plan's few uploads would run out across the cases: each starts with none used.
  beforeEach(() => setUsedUploads(t, alice.id, 0));

  const regenerate = (
    sessionId: string,
    o: { token?: string; accept?: string; cookie?: string; ip?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/regenerate_answer?session_id=${encodeURIComponent(sessionId)}`,
      token: o.token,
      headers: {
        ...(o.accept ? { accept: o.accept } : {}),
        ...(o.cookie ? { cookie: o.cookie } : {}),
      },
      remoteAddress: o.ip ?? '127.0.0.1',
    });
  const edit = (
    sessionId: string,
    body: unknown,
    o: { token?: string; cookie?: string; ip?: string; raw?: string; type?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/edit_message?session_id=${encodeURIComponent(sessionId)}`,
      token: o.token,
      headers: {
        'content-type': o.type ?? 'application/json',
        ...(o.cookie ? { cookie: o.cookie } : {}),
      },
      payload: o.raw ?? JSON.stringify(body),
      remoteAddress: o.ip ?? '127.0.0.1',
    });
  const history = async (token: string) => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/prd_chat_history/get_chat_history?page=1&page_size=100',
      token,
    });
    return res.json<ChatHistoryResponse>().sessions;
  };
  const data = async (token: string, sessionId: string) =>
    (await chatData(t, token, sessionId)).body;
  const codeOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().code;

  describe('the typed text is stored first', () => {
    it('titles a chat started with text and two files by the text, the files following', async () => {
      const sent = await uploadOk(t, {
        token: alice.accessToken,
        text: 'Zephyrine: a booking app for studios',
        files: [PDF, PNG],
      });
      const { messages } = await data(alice.accessToken, sent.data.session_id);
      expect(messages.map((m) => [m.role, m.message, m.files.map((f) => f.name)])).toEqual([
        ['human', 'Zephyrine: a booking app for studios', []],
        ['human', 'Uploaded file: [brief.pdf]', ['brief.pdf']],
        ['human', 'Uploaded file: [whiteboard.png]', ['whiteboard.png']],
        ['ai', sent.data.prd_result, []],
      ]);
      const listed = (await history(alice.accessToken)).find(
        (s) => s.session_id === sent.data.session_id,
      );
      expect(listed?.messages).toEqual(['Zephyrine: a booking app for studios']);
      // The writer still gets the typed text and both files.
      expect(lastInput().message).toBe('Zephyrine: a booking app for studios');
      expect(lastInput().files.map((f) => f.name)).toEqual(['brief.pdf', 'whiteboard.png']);
    });

    it("keeps the spec's title for a chat started with a file only", async () => {
      const sent = await uploadOk(t, { token: alice.accessToken, files: [PDF] });
      const listed = (await history(alice.accessToken)).find(
        (s) => s.session_id === sent.data.session_id,
      );
      expect(listed?.messages).toEqual(['Uploaded file: [brief.pdf]']);
    });
  });

  describe('regenerate', () => {
    it('shows a new answer from the same input in place of the last, charged as a new version', async () => {
      await setUsedUploads(t, alice.id, 0);
      const first = await uploadOk(t, {
        token: alice.accessToken,
        text: 'Parking app',
        files: [PDF],
      });
      const sessionId = first.data.session_id;
      const before = await data(alice.accessToken, sessionId);
      const counts = await tableCounts(t);
      expect(await usedUploads(t, alice.id)).toBe(1);

      const res = await regenerate(sessionId, { token: alice.accessToken });
      expect(res.statusCode).toBe(200);
      const again = res.json<UploadFilesResponse>();
      expect(again.data.session_id).toBe(sessionId);
      expect(again.data.prd_result).not.toBe(first.data.prd_result);
      expect(again.data.prd_result).toMatch(/^# Parking app/);
      expect(again.data.document_path).toMatch(/^\/api\/v1\/files\/.+\.docx\?/);
      // It writes the draft again (it does not revise it): another version of the document,
      // based on nothing, as the first one (issue 26: versions are never replaced).
      expect(again.data.reply).toMatchObject({
        kind: 'prd',
        intent: 'draft',
        version: 2,
        charged: true,
      });
      expect(lastInput().message).toBe('Parking app');
      expect(lastInput().files.map((f) => f.name)).toEqual(['brief.pdf']);
      expect(lastInput().previousPrd).toBeUndefined();

      const after = await data(alice.accessToken, sessionId);
      expect(after.messages.map((m) => m.message)).toEqual([
        'Parking app',
        'Uploaded file: [brief.pdf]',
        again.data.prd_result,
      ]);
      const ids = (list: ChatDataResponse['messages']) => list.map((m) => [m.chat_id, m.message]);
      expect(ids(after.messages.slice(0, 2))).toEqual(ids(before.messages.slice(0, 2)));
      expect(after.messages[2]!.chat_id).toBeGreaterThan(before.messages[2]!.chat_id);
      // The replaced answer is kept, hidden, as a variant (decision 032); the file is kept.
      expect(await tableCounts(t)).toMatchObject({
        messages: counts.messages + 1,
        files: counts.files,
        sessions: counts.sessions,
      });
      expect(after.messages[2]!.variants?.chat_ids).toEqual([
        before.messages[2]!.chat_id,
        after.messages[2]!.chat_id,
      ]);
      // A different PRD is a new PRD: it uses an upload like any (decisions 020, 032).
      expect(await usedUploads(t, alice.id)).toBe(2);
    });

    it('streams like upload_files and can be followed again through answer_stream', async () => {
      const first = await uploadOk(t, { token: alice.accessToken, text: 'Bike sharing' });
      const sessionId = first.data.session_id;
      const res = await regenerate(sessionId, { token: alice.accessToken, accept: SSE });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      const events = parseEvents(res.body);
      expect(events[0]).toEqual({ event: 'session', data: { session_id: sessionId } });
      const names = events.map((e) => e.event);
      expect(names).toContain('reply');
      expect(names).toContain('token');
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      const body = done.data as UploadFilesResponse;
      const tokens = events
        .filter((e) => e.event === 'token')
        .map((e) => (e.data as { text: string }).text);
      expect(tokens.join('')).toBe(body.data.prd_result);

      const followed = await t.request({
        method: 'GET',
        url: `/api/v1/prd_upload/answer_stream?session_id=${sessionId}`,
        token: alice.accessToken,
      });
      const again = parseEvents(followed.body);
      expect((again.at(-1)!.data as UploadFilesResponse).data.prd_result).toBe(
        body.data.prd_result,
      );
    });

    it('regenerates a free answer for free', async () => {
      const first = await uploadOk(t, { token: alice.accessToken, text: 'Parking app' });
      await uploadOk(t, {
        token: alice.accessToken,
        text: 'thanks!',
        sessionId: first.data.session_id,
      });
      const used = await usedUploads(t, alice.id);
      const res = await regenerate(first.data.session_id, { token: alice.accessToken });
      expect(res.statusCode).toBe(200);
      expect(res.json<UploadFilesResponse>().data.reply).toMatchObject({
        kind: 'answer',
        charged: false,
      });
      expect(await usedUploads(t, alice.id)).toBe(used);
    });

    it('is refused with no uploads left (402), and nothing changes', async () => {
      await setUsedUploads(t, bob.id, 0);
      const first = await uploadOk(t, { token: bob.accessToken, text: 'Bob brief' });
      const before = await data(bob.accessToken, first.data.session_id);
      await setUsedUploads(t, bob.id, 1_000_000);
      const res = await regenerate(first.data.session_id, { token: bob.accessToken });
      expect(res.statusCode).toBe(402);
      expect(codeOf(res)).toBe('QUOTA_EXCEEDED');
      const edited = await edit(
        first.data.session_id,
        { user_input: 'x' },
        { token: bob.accessToken },
      );
      expect(edited.statusCode).toBe(402);
      expect(await data(bob.accessToken, first.data.session_id)).toEqual(before);
      expect(await usedUploads(t, bob.id)).toBe(1_000_000);
      await setUsedUploads(t, bob.id, 0);
    });

    it("404s on another user's or a visitor's attempt, and changes nothing", async () => {
      const mine = await uploadOk(t, { token: alice.accessToken, text: 'Private brief' });
      const sessionId = mine.data.session_id;
      const before = await data(alice.accessToken, sessionId);
      const counts = await tableCounts(t);
      const tries = [
        await regenerate(sessionId, { token: bob.accessToken }),
        await regenerate(sessionId, { ip: nextIp() }),
        await edit(sessionId, { user_input: 'Mine now' }, { token: bob.accessToken }),
        await edit(sessionId, { user_input: 'Mine now' }, { ip: nextIp() }),
      ];
      for (const res of tries) {
        expect(res.statusCode).toBe(404);
        expect(codeOf(res)).toBe('NOT_FOUND');
        expect(res.body).not.toContain('Private brief');
      }
      expect(await data(alice.accessToken, sessionId)).toEqual(before);
      expect(await tableCounts(t)).toEqual(counts);
    });

    it('409s while an answer is being written, then works once it is done', async () => {
      const control = controlledWriter();
      engine.use(control.writer);
      try {
        const sending = upload(t, { token: alice.accessToken, text: 'Slow brief', accept: SSE });
        let sessionId = '';
        const end = Date.now() + 5000;
        while (!sessionId) {
          if (Date.now() > end) throw new Error('no running answer');
          const rows = await t.database.db.execute(
            sql`select session_id from generations where status = 'running' limit 1`,
          );
          sessionId = (rows as { rows: { session_id: string }[] }).rows[0]?.session_id ?? '';
          if (!sessionId) await new Promise((r) => setTimeout(r, 20));
        }
        const used = await usedUploads(t, alice.id);
        const busy = await regenerate(sessionId, { token: alice.accessToken });
        expect(busy.statusCode).toBe(409);
        expect(codeOf(busy)).toBe('ANSWER_IN_PROGRESS');
        const busyEdit = await edit(
          sessionId,
          { user_input: 'Other' },
          { token: alice.accessToken },
        );
        expect(busyEdit.statusCode).toBe(409);
        expect(codeOf(busyEdit)).toBe('ANSWER_IN_PROGRESS');
        expect(await usedUploads(t, alice.id)).toBe(used);
        control.push('# Slow brief\n');
        control.end();
        await sending;
        engine.use(scripted.writer);
        const ok = await regenerate(sessionId, { token: alice.accessToken });
        expect(ok.statusCode).toBe(200);
      } finally {
        engine.use(scripted.writer);
      }
    });

    it('lets two regenerates at once replace the answer once', async () => {
      const first = await uploadOk(t, { token: alice.accessToken, text: 'Race brief' });
      const sessionId = first.data.session_id;
      const results = await Promise.all([
        regenerate(sessionId, { token: alice.accessToken }),
        regenerate(sessionId, { token: alice.accessToken }),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const { messages } = await data(alice.accessToken, sessionId);
      expect(messages.map((m) => m.role)).toEqual(['human', 'ai']);
      expect(messages[1]!.status).toBe('complete');
    });

    it('are documented in the API reference beside upload_files', async () => {
      const res = await t.request({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const spec = res.json<{ paths: Record<string, { post?: { tags?: string[] } }> }>();
      for (const path of ['regenerate_answer', 'edit_message', 'upload_files']) {
        expect(spec.paths[`/api/v1/prd_upload/${path}`]?.post?.tags).toEqual(['chat']);
      }
    });

    it('answers a greeting again at once and free, and an edit into a greeting too', async () => {
      const hi = await uploadOk(t, { token: alice.accessToken, text: 'hi' });
      const used = await usedUploads(t, alice.id);
      const again = await regenerate(hi.data.session_id, { token: alice.accessToken });
      expect(again.statusCode).toBe(200);
      expect(again.json<UploadFilesResponse>().data).toMatchObject({
        prd_result: 'Hello! What would you like to build?',
        document_path: null,
        reply: { kind: 'answer', intent: 'smalltalk', charged: false },
      });
      const brief = await uploadOk(t, { token: alice.accessToken, text: 'Parking app' });
      const toGreeting = await edit(
        brief.data.session_id,
        { user_input: 'hello' },
        {
          token: alice.accessToken,
        },
      );
      expect(toGreeting.statusCode).toBe(200);
      expect(toGreeting.json<UploadFilesResponse>().data.prd_result).toBe(
        'Hello! What would you like to build?',
      );
      const { messages } = await data(alice.accessToken, brief.data.session_id);
      expect(messages.map((m) => [m.message, m.status, m.isDocument])).toEqual([
        ['hello', 'complete', false],
        ['Hello! What would you like to build?', 'complete', false],
      ]);
      // The brief's PRD used one upload; the greetings none.
      expect(await usedUploads(t, alice.id)).toBe(used + 1);
    });

    it("404s on an admin's attempt at a user's chat; an admin's own chat is never charged", async () => {
      const admin = await adminLogin(t);
      const mine = await uploadOk(t, { token: alice.accessToken, text: 'Not for admins' });
      const res = await regenerate(mine.data.session_id, { token: admin.accessToken });
      expect(res.statusCode).toBe(404);
      const own = await uploadOk(t, { token: admin.accessToken, text: 'Admin brief' });
      const ok = await regenerate(own.data.session_id, { token: admin.accessToken });
      expect(ok.statusCode).toBe(200);
      expect(await usedUploads(t, admin.id)).toBe(0);
    });

    it('refuses bad input with 4xx, never 500', async () => {
      const bad = await regenerate('not-a-session', { token: alice.accessToken });
      expect(bad.statusCode).toBe(422);
      const none = await regenerate('00000000-0000-4000-8000-000000000000', {
        token: alice.accessToken,
      });
      expect(none.statusCode).toBe(404);
      const missing = await t.request({
        method: 'POST',
        url: '/api/v1/prd_upload/regenerate_answer',
        token: alice.accessToken,
      });
      expect(missing.statusCode).toBe(422);
    });
  });

  describe('edit and resend', () => {
    it("replaces the last message's text, keeps its files, retitles a first message and answers again", async () => {
      const used = await usedUploads(t, alice.id);
      const first = await uploadOk(t, {
        token: alice.accessToken,
        text: 'Parking app for commuters',
        files: [PDF],
      });
      const sessionId = first.data.session_id;
      const res = await edit(
        sessionId,
        { user_input: '  Bike sharing for students  ' },
        {
          token: alice.accessToken,
        },
      );
      expect(res.statusCode).toBe(200);
      const edited = res.json<UploadFilesResponse>();
      expect(edited.data.prd_result).toMatch(/^# Bike sharing for students/);
      expect(lastInput().message).toBe('Bike sharing for students');
      expect(lastInput().files.map((f) => f.name)).toEqual(['brief.pdf']);
      const { messages } = await data(alice.accessToken, sessionId);
      expect(messages.map((m) => [m.message, m.files.map((f) => f.name)])).toEqual([
        ['Bike sharing for students', []],
        ['Uploaded file: [brief.pdf]', ['brief.pdf']],
        [edited.data.prd_result, []],
      ]);
      const listed = (await history(alice.accessToken)).find((s) => s.session_id === sessionId);
      expect(listed?.messages).toEqual(['Bike sharing for students']);
      expect(await usedUploads(t, alice.id)).toBe(used + 2);
    });

    it('edits a follow-up without retitling the chat, and the follow-up still revises', async () => {
      const first = await uploadOk(t, { token: alice.accessToken, text: 'Library app' });
      const sessionId = first.data.session_id;
      await uploadOk(t, { token: alice.accessToken, text: 'Add late fees', sessionId });
      const res = await edit(
        sessionId,
        { user_input: 'Add e-books' },
        { token: alice.accessToken },
      );
      expect(res.statusCode).toBe(200);
      // It revises version 1 again: the replaced revision (version 2) stays in the document.
      expect(res.json<UploadFilesResponse>().data.reply).toMatchObject({
        intent: 'revise',
        version: 3,
      });
      expect(lastInput().previousVersion).toBe(1);
      expect(lastInput().previousPrd).toMatch(/^# Library app\n/);
      const { messages } = await data(alice.accessToken, sessionId);
      expect(messages.map((m) => m.message).slice(0, 3)).toEqual([
        'Library app',
        first.data.prd_result,
        'Add e-books',
      ]);
      expect(messages).toHaveLength(4);
      const listed = (await history(alice.accessToken)).find((s) => s.session_id === sessionId);
      expect(listed?.messages).toEqual(['Library app']);
    });

    it('409s when the last message has no typed text', async () => {
      const first = await uploadOk(t, { token: alice.accessToken, files: [PDF] });
      const res = await edit(
        first.data.session_id,
        { user_input: 'Now with text' },
        {
          token: alice.accessToken,
        },
      );
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('NOTHING_TO_REDO');
    });

    it('validates the body (422, 415, 400), never 500', async () => {
      const first = await uploadOk(t, { token: alice.accessToken, text: 'Validation brief' });
      const id = first.data.session_id;
      const token = alice.accessToken;
      const cases = [
        { body: {}, status: 422 },
        { body: { user_input: '   ' }, status: 422 },
        { body: { user_input: 42 }, status: 422 },
        { body: { user_input: 'ok', extra: 1 }, status: 422 },
        { body: { user_input: 'bell\u0007' }, status: 422 },
        { body: { user_input: 'é'.repeat(140_000) }, status: 422 },
        { body: null, raw: '{"user_input":', status: 400 },
        { body: null, raw: 'user_input=x', type: 'text/plain', status: 422 },
        { body: null, raw: 'user_input=x', type: 'application/x-www-form-urlencoded', status: 415 },
      ];
      for (const c of cases) {
        const res = await edit(id, c.body, { token, raw: c.raw, type: c.type });
        expect([res.statusCode, c.body]).toEqual([c.status, c.body]);
        expect(codeOf(res)).toBeDefined();
      }
      const messages = (await data(token, id)).messages;
      expect(messages[0]!.message).toBe('Validation brief');
    });
  });

  describe('visitors', () => {
    it('regenerate within the free limit like a send, then 429', async () => {
      const ip = nextIp();
      const sent = await upload(t, { text: 'Visitor brief', ip });
      expect(sent.statusCode).toBe(200);
      const cookie = visitorCookie(sent)!;
      const sessionId = sent.json<UploadFilesResponse>().data.session_id;
      const second = await regenerate(sessionId, { cookie, ip });
      expect(second.statusCode).toBe(200);
      expect(second.json<UploadFilesResponse>().data).toMatchObject({
        filenames: [],
        image_urls: [],
      });
      const third = await edit(sessionId, { user_input: 'Visitor brief, again' }, { cookie, ip });
      expect(third.statusCode).toBe(200);
      const refused = await regenerate(sessionId, { cookie, ip });
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('FREE_LIMIT_EXCEEDED');
      // The refused redo left the answer in place (the replaced ones are kept, hidden).
      const rows = await t.database.db.execute(
        sql`select role, status from chat_messages where session_id = ${sessionId}
          and not hidden order by id`,
      );
      expect((rows as { rows: unknown[] }).rows).toEqual([
        { role: 'human', status: 'complete' },
        { role: 'ai', status: 'complete' },
      ]);
      // Another visitor (another cookie) cannot touch it.
      const other = await upload(t, { text: 'hi', ip: nextIp() });
      const stranger = await regenerate(sessionId, { cookie: visitorCookie(other)!, ip: nextIp() });
      expect(stranger.statusCode).toBe(404);
    });
  });
});
