import type { ChatDataResponse, SelectAnswerResponse, UploadFilesResponse } from '@prd/contract';
import { renderMarkdown, versionLabel, type Prd } from '@prd/prd';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { until } from '../helpers/until.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { documentWriter } from './document-writer.js';
import { controlledWriter, scriptedEngine } from './scripted-engine.js';
import { chatData, setUsedUploads, upload, uploadOk, usedUploads } from './support.js';

interface VersionRow {
  number: number;
  origin: string;
  based_on: number | null;
  message_id: number | null;
  changes: unknown[];
  model: Prd;
}

/** Issue 26: every PRD answer stores a version; regenerated answers are variants. */
describe('answers store document versions', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const docs = documentWriter();
  const engine = scriptedEngine(docs.writer);
  const lastInput = () => docs.inputs.at(-1)!;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: engine } });
    alice = await signUpAndLogin(t);
    bob = await signUpAndLogin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    engine.use(docs.writer);
    await setUsedUploads(t, alice.id, 0);
  });

  const post = (url: string, token: string) =>
    t.request({ method: 'POST', url: `/api/v1${url}`, token });
  const regenerate = (sessionId: string, token = alice.accessToken) =>
    post(`/prd_upload/regenerate_answer?session_id=${sessionId}`, token);
  const edit = (sessionId: string, text: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/edit_message?session_id=${sessionId}`,
      token: alice.accessToken,
      payload: { user_input: text },
    });
  const select = (sessionId: string, chatId: number, token = alice.accessToken) =>
    post(`/prd_chat_history/select_answer?session_id=${sessionId}&chat_id=${chatId}`, token);
  const messagesOf = async (sessionId: string) =>
    (await chatData(t, alice.accessToken, sessionId)).body.messages;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as { rows: T[] }).rows;
  const versions = (sessionId: string) =>
    rows<VersionRow>(sql`select v.number, v.origin, v.based_on, v.message_id, v.changes, v.model
      from prd_versions v join prd_documents d on d.id = v.document_id
      where d.session_id = ${sessionId} order by d.created_at, v.number`);
  const current = async (sessionId: string) =>
    (
      await rows<{ current_version: number }>(
        sql`select current_version from prd_documents where session_id = ${sessionId}
          order by created_at desc limit 1`,
      )
    )[0]?.current_version;
  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body) as UploadFilesResponse;
  };
  const fileName = (link: string | null) =>
    new URL(link ?? '', 'http://x').searchParams.get('name');

  it('a draft then a revision: versions 1 and 2, the second with its changes, named files', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'ShiftSwap for nurses' });
    const sessionId = first.data.session_id;
    expect(first.data.reply).toMatchObject({
      version: 1,
      charged: true,
      document: { version: 1, label: '0.1', change_count: 0 },
    });
    expect(fileName(first.data.document_path)).toBe('ShiftSwap-PRD-v0.1.docx');

    const second = await uploadOk(t, {
      token: alice.accessToken,
      sessionId,
      text: 'Add offline mode',
    });
    const document = second.data.reply?.document;
    expect(document).toMatchObject({ version: 2, label: '0.2' });
    expect(document!.change_count).toBeGreaterThan(0);
    expect(document!.summary).toMatch(/FR-2/);
    expect(fileName(second.data.document_path)).toBe('ShiftSwap-PRD-v0.2.docx');
    // The revision started from version 1's model, rendered.
    expect(lastInput().previousVersion).toBe(1);
    expect(lastInput().previousPrd).toContain('Workers can offer a shift.');

    const stored = await versions(sessionId);
    expect(stored.map((v) => [v.number, v.origin, v.based_on])).toEqual([
      [1, 'draft', null],
      [2, 'revise', 1],
    ]);
    expect(stored[1]!.model.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2']);
    const listed = await messagesOf(sessionId);
    const answers = listed.filter((m) => m.role === 'ai');
    expect(answers.map((m) => m.reply?.document?.version)).toEqual([1, 2]);
    expect(answers.map((m) => fileName(m.documentPath))).toEqual([
      'ShiftSwap-PRD-v0.1.docx',
      'ShiftSwap-PRD-v0.2.docx',
    ]);
    // bigint columns read by raw SQL are strings on PostgreSQL, numbers on PGlite
    expect(stored.map((v) => Number(v.message_id))).toEqual(answers.map((m) => m.chat_id));
    expect(await usedUploads(t, alice.id)).toBe(2);

    // The Word file downloads under that name.
    const word = await t.request({ method: 'GET', url: second.data.document_path! });
    expect(word.statusCode).toBe(200);
    expect(word.headers['content-disposition']).toContain('ShiftSwap-PRD-v0.2.docx');
  });

  it('"write a second PRD" starts a second document in the chat, which later revisions revise', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'Harbor for sailors' });
    const sessionId = first.data.session_id;
    const second = await uploadOk(t, {
      token: alice.accessToken,
      sessionId,
      text: 'Write a second PRD for Meadow',
    });
    const [a, b] = [first.data.reply!.document!, second.data.reply!.document!];
    expect(b).toMatchObject({ version: 1, label: '0.1' });
    expect(b.document_id).not.toBe(a.document_id);
    expect(second.data.reply).toMatchObject({ intent: 'replace', charged: true });
    expect(fileName(second.data.document_path)).toBe('Meadow-PRD-v0.1.docx');
    const next = await uploadOk(t, { token: alice.accessToken, sessionId, text: 'Add picnics' });
    expect(next.data.reply!.document).toMatchObject({ document_id: b.document_id, version: 2 });
    expect(lastInput().previousPrd).toContain('Meadow');
    const documents = await rows<{ product: string; latest_version: number }>(
      sql`select product, latest_version from prd_documents where session_id = ${sessionId}
        order by created_at`,
    );
    expect(documents).toEqual([
      { product: 'Harbor', latest_version: 1 },
      { product: 'Meadow', latest_version: 2 },
    ]);
    expect((await versions(sessionId)).map((v) => [v.model.product, v.number, v.based_on])).toEqual(
      [
        ['Harbor', 1, null],
        ['Meadow', 1, null],
        ['Meadow', 2, 1],
      ],
    );
  });

  it('a regenerated "second PRD" stays in its own document', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'Lantern for campers' });
    const sessionId = first.data.session_id;
    const second = await uploadOk(t, {
      token: alice.accessToken,
      sessionId,
      text: 'Write a second PRD for Beacon surprise',
    });
    const again = ok(await regenerate(sessionId));
    expect(again.data.reply!.document).toMatchObject({
      document_id: second.data.reply!.document!.document_id,
      version: 2,
    });
    const documents = await rows<{ n: number }>(
      sql`select count(*)::int as n from prd_documents where session_id = ${sessionId}`,
    );
    expect(documents[0]!.n).toBe(2);
  });

  it('a regenerate that writes the same PRD is free and refers to the same version', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'Parkly for drivers' });
    const sessionId = first.data.session_id;
    expect(await usedUploads(t, alice.id)).toBe(1);
    const again = ok(await regenerate(sessionId));
    expect(again.data.reply).toMatchObject({
      version: 1,
      charged: false,
      document: first.data.reply!.document!,
    });
    expect(await usedUploads(t, alice.id)).toBe(1);
    expect(await versions(sessionId)).toHaveLength(1);
    const ids = await rows<{ version_id: string | null; hidden: boolean }>(
      sql`select version_id, hidden from chat_messages where session_id = ${sessionId}
        and role = 'ai' order by id`,
    );
    expect(ids.map((r) => r.hidden)).toEqual([true, false]);
    expect(ids[0]!.version_id).toBe(ids[1]!.version_id);
    const settled = await rows<{ settlement: string }>(
      sql`select settlement from generations where session_id = ${sessionId} order by created_at`,
    );
    expect(settled.map((r) => r.settlement)).toEqual(['charged', 'refunded']);
  });

  it("a visitor's identical regenerate leaves free_left as it was", async () => {
    const ip = '10.26.0.1';
    const sent = await upload(t, { text: 'Tiny app for visitors', ip });
    expect(sent.statusCode).toBe(200);
    const cookie = /prd_visitor=[^;]+/.exec(String(sent.headers['set-cookie']))![0];
    const sessionId = sent.json<UploadFilesResponse>().data.session_id;
    const freeLeft = async () =>
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/prd_chat_history/visitor_chat',
          headers: { cookie },
          remoteAddress: ip,
        })
      ).json<{ free_left: number; messages: ChatDataResponse['messages'] }>();
    const before = await freeLeft();
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/regenerate_answer?session_id=${sessionId}`,
      headers: { cookie },
      remoteAddress: ip,
    });
    expect(ok(res).data.reply).toMatchObject({ charged: false, version: 1 });
    const after = await freeLeft();
    expect(after.free_left).toBe(before.free_left);
    // The visitor's chat shows one answer, with its two variants.
    expect(after.messages.filter((m) => m.role === 'ai')).toHaveLength(1);
    expect(after.messages.at(-1)!.variants?.chat_ids).toHaveLength(2);
  });

  it('keeps regenerated answers as variants; select_answer switches and the next revision starts there', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'Ferry surprise tickets' });
    const sessionId = first.data.session_id;
    const second = ok(await regenerate(sessionId));
    expect(second.data.reply).toMatchObject({ version: 2, charged: true });
    expect(await usedUploads(t, alice.id)).toBe(2);
    const listed = await messagesOf(sessionId);
    expect(listed.map((m) => m.role)).toEqual(['human', 'ai']);
    const shown = listed[1]!;
    expect(shown.message).toBe(second.data.prd_result);
    const [firstId, secondId] = shown.variants!.chat_ids;
    expect(shown.variants).toEqual({ index: 1, chat_ids: [firstId, secondId] });
    expect(shown.chat_id).toBe(secondId);
    expect(await current(sessionId)).toBe(2);

    const res = await select(sessionId, firstId!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SelectAnswerResponse>().data).toMatchObject({
      chat_id: firstId,
      variants: { index: 0, chat_ids: [firstId, secondId] },
      document: { current_version: 1 },
    });
    const now = await messagesOf(sessionId);
    expect(now.map((m) => m.chat_id)).toEqual([listed[0]!.chat_id, firstId]);
    expect(now[1]!.message).toBe(first.data.prd_result);
    expect(now[1]!.variants).toEqual({ index: 0, chat_ids: [firstId, secondId] });
    expect(await current(sessionId)).toBe(1);
    expect(await usedUploads(t, alice.id)).toBe(2);

    // The next revision revises version 1 (the shown variant), not version 2.
    const next = await uploadOk(t, { token: alice.accessToken, sessionId, text: 'Add refunds' });
    expect(lastInput().previousVersion).toBe(1);
    const v1 = (await versions(sessionId))[0]!;
    expect(lastInput().previousPrd).toBe(
      renderMarkdown(v1.model, { version: versionLabel(v1.number) }),
    );
    expect(next.data.reply?.document?.version).toBe(3);
    expect((await versions(sessionId)).at(-1)!.based_on).toBe(1);
    // Only the last answer's variants can be chosen now.
    const old = await select(sessionId, secondId!);
    expect(old.statusCode).toBe(404);
  });

  it('an edit hides the answer it replaces; its version stays as an earlier one', async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'Garden planner' });
    const sessionId = first.data.session_id;
    const edited = ok(await edit(sessionId, 'Orchard planner'));
    expect(edited.data.reply?.document).toMatchObject({ version: 2 });
    const stored = await versions(sessionId);
    expect(stored.map((v) => [v.number, v.origin, v.model.product])).toEqual([
      [1, 'draft', 'Garden'],
      [2, 'edit', 'Orchard'],
    ]);
    const listed = await messagesOf(sessionId);
    expect(listed.map((m) => m.message)).toEqual(['Orchard planner', edited.data.prd_result]);
    expect(listed[1]!.variants ?? undefined).toBeUndefined();
    // The old Word file was not removed: its answer is kept (hidden).
    expect((await t.request({ method: 'GET', url: first.data.document_path! })).statusCode).toBe(
      200,
    );
  });

  it('a stopped answer stores no version', async () => {
    const control = controlledWriter();
    engine.use(control.writer);
    const sending = upload(t, { token: alice.accessToken, text: 'Stoppable brief' });
    let sessionId = '';
    await until(async () => {
      const found = await rows<{ session_id: string }>(
        sql`select session_id from generations where user_id = ${alice.id} and status = 'running'`,
      );
      sessionId = found[0]?.session_id ?? '';
      return sessionId !== '';
    });
    control.push('# Stoppable brief\n\nHalf');
    await until(async () => {
      const found = await rows<{ delivered: boolean }>(
        sql`select delivered_at is not null as delivered from generations
          where session_id = ${sessionId}`,
      );
      return found[0]?.delivered === true;
    });
    expect(
      (await post(`/prd_upload/stop_answer?session_id=${sessionId}`, alice.accessToken)).statusCode,
    ).toBe(200);
    await sending;
    const listed = await messagesOf(sessionId);
    expect(listed.at(-1)!.status).toBe('stopped');
    expect(await versions(sessionId)).toEqual([]);
  });

  it("404s on another user's select_answer; 409 while an answer is written; safe in parallel", async () => {
    const first = await uploadOk(t, { token: alice.accessToken, text: 'Race surprise app' });
    const sessionId = first.data.session_id;
    ok(await regenerate(sessionId));
    const [a, b] = (await messagesOf(sessionId)).at(-1)!.variants!.chat_ids;
    const stranger = await select(sessionId, a!, bob.accessToken);
    expect(stranger.statusCode).toBe(404);
    expect((await messagesOf(sessionId)).at(-1)!.chat_id).toBe(b);
    // A missing or malformed answer id is named as such.
    for (const bad of ['', '&chat_id=abc', '&chat_id=-1']) {
      const res = await post(
        `/prd_chat_history/select_answer?session_id=${sessionId}${bad}`,
        alice.accessToken,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toBe('chat_id must be an answer id.');
    }

    // Two selects and a regenerate at once: one answer is shown, and the group stays whole.
    const results = await Promise.all([
      select(sessionId, a!),
      select(sessionId, b!),
      regenerate(sessionId),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    await until(async () => (await messagesOf(sessionId)).at(-1)!.status !== 'pending');
    const listed = await messagesOf(sessionId);
    expect(listed.filter((m) => m.role === 'ai')).toHaveLength(1);
    const group = listed.at(-1)!.variants!.chat_ids;
    expect(group.slice(0, 2)).toEqual([a, b]);
    const shown = await rows<{ n: number }>(
      sql`select count(*)::int as n from chat_messages where session_id = ${sessionId}
        and role = 'ai' and not hidden`,
    );
    expect(shown[0]!.n).toBe(1);
  });
});
