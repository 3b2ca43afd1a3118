import type { ChatDataResponse, ErrorBody, UploadFilesResponse } from '@prd/contract';
import type { Prd } from '@prd/prd';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { documentWriter } from './document-writer.js';
import { parseEvents } from './events.js';
import { scriptedEngine } from './scripted-engine.js';
import { chatData, setUsedUploads, tableCounts, uploadOk, usedUploads } from './support.js';

/** Issue 26: "Edit this section…" revises one section or item as a new version. */
describe('POST /prd_documents/edit_section', () => {
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
  beforeEach(() => setUsedUploads(t, alice.id, 0));

  const editSection = (
    documentId: string,
    body: unknown,
    o: { token?: string; accept?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/v1/prd_documents/edit_section?document_id=${documentId}`,
      token: o.token ?? alice.accessToken,
      headers: { 'content-type': 'application/json', ...(o.accept ? { accept: o.accept } : {}) },
      payload: JSON.stringify(body),
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as { rows: T[] }).rows;
  const models = async (documentId: string) =>
    (
      await rows<{ model: Prd; origin: string }>(
        sql`select model, origin from prd_versions where document_id = ${documentId} order by number`,
      )
    ).map((r) => ({ ...r.model, origin: r.origin }));
  const messagesOf = async (sessionId: string): Promise<ChatDataResponse['messages']> =>
    (await chatData(t, alice.accessToken, sessionId)).body.messages;

  /** A chat with one version; its document's id. */
  async function draft(text = 'ShiftSwap for nurses') {
    const sent = await uploadOk(t, { token: alice.accessToken, text });
    return { sessionId: sent.data.session_id, documentId: sent.data.reply!.document!.document_id };
  }

  it('changes only that section, as a new version, shown in the chat like a send', async () => {
    const { sessionId, documentId } = await draft();
    const res = await editSection(documentId, {
      section: 'requirements',
      instruction: 'Add offline mode',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<UploadFilesResponse>();
    expect(done.data.reply).toMatchObject({
      kind: 'prd',
      version: 2,
      charged: true,
      document: { document_id: documentId, version: 2 },
    });
    // The writer revised version 1, told which part to change.
    expect(lastInput().previousVersion).toBe(1);
    expect(lastInput().message).toContain('Functional requirements');
    expect(lastInput().message).toContain('Add offline mode');

    const [before, after] = await models(documentId);
    expect(after!.origin).toBe('section_edit');
    expect(after!.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2']);
    // The writer rewrote the summary too: only the section was taken.
    expect(after!.summary).toBe(before!.summary);
    const { requirements: _a, origin: _o, ...restAfter } = after!;
    const { requirements: _b, origin: _p, ...restBefore } = before!;
    expect(JSON.stringify(restAfter)).toBe(JSON.stringify(restBefore));
    expect(done.data.prd_result).toContain('offline mode');
    // The answer's change list is the version's (the writer's rewritten summary is not in it).
    expect(done.data.reply!.changes).toHaveLength(1);
    expect(done.data.reply!.changes[0]).toMatch(/^FR-2 added/);

    const listed = await messagesOf(sessionId);
    expect(listed.slice(-2).map((m) => [m.role, m.message])).toEqual([
      ['human', 'Edit "Functional requirements": Add offline mode'],
      ['ai', done.data.prd_result],
    ]);
    expect(await usedUploads(t, alice.id)).toBe(2);
  });

  it('edits one item by id, streamed and followable through answer_stream', async () => {
    const { sessionId, documentId } = await draft('Dockly for ports');
    await uploadOk(t, { token: alice.accessToken, sessionId, text: 'Add customs checks' });
    const res = await editSection(
      documentId,
      {
        item_id: 'FR-2',
        instruction: 'Reword FR-2 as Customs checks run before docking. And a goal',
      },
      { accept: 'text/event-stream' },
    );
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events[0]).toEqual({ event: 'session', data: { session_id: sessionId } });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    // FR-2 is the writer's; the goal it added and the summary it rewrote are not taken.
    const versions = await models(documentId);
    expect(versions.map((v) => v.origin)).toEqual(['draft', 'revise', 'section_edit']);
    const [, before, after] = versions;
    expect(after!.requirements.map((r) => r.text)).toEqual([
      before!.requirements[0]!.text,
      'Customs checks run before docking.',
    ]);
    expect(after!.goals).toEqual(before!.goals);
    expect(after!.summary).toBe(before!.summary);
    const followed = await t.request({
      method: 'GET',
      url: `/api/v1/prd_upload/answer_stream?session_id=${sessionId}`,
      token: alice.accessToken,
    });
    expect(parseEvents(followed.body).at(-1)).toEqual(done);
  });

  it('says so and charges nothing when the edit changes nothing', async () => {
    const { sessionId, documentId } = await draft('Quietly for libraries');
    const res = await editSection(documentId, { item_id: 'FR-1', instruction: 'Rename to Loud' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<UploadFilesResponse>().data;
    expect(data.prd_result).toContain('nothing changed');
    expect(data.reply).toMatchObject({ version: null, charged: false });
    expect(data.document_path).toBeNull();
    expect(await models(documentId)).toHaveLength(1);
    expect(await usedUploads(t, alice.id)).toBe(1);
    expect((await messagesOf(sessionId)).at(-1)!.message).toBe(data.prd_result);
  });

  it('refuses an unknown section (422) or item (404) and another person (404) before writing', async () => {
    const { documentId } = await draft('Refusals app');
    const counts = await tableCounts(t);
    const cases: [unknown, number, string, string?][] = [
      [{ section: 'pricing', instruction: 'x' }, 422, 'UNKNOWN_SECTION'],
      [{ item_id: 'FR-99', instruction: 'x' }, 404, 'ITEM_NOT_FOUND'],
      [{ section: 'goals', instruction: 'x' }, 404, 'DOCUMENT_NOT_FOUND', bob.accessToken],
      [{ section: 'goals', item_id: 'G-1', instruction: 'x' }, 422, 'VALIDATION'],
      [{ section: 'goals', instruction: '  ' }, 422, 'VALIDATION'],
    ];
    for (const [body, status, code, token] of cases) {
      const res = await editSection(documentId, body, { token });
      expect([res.statusCode, res.json<ErrorBody>().code]).toEqual([status, code]);
    }
    const gone = await editSection('00000000-0000-4000-8000-000000000000', {
      section: 'goals',
      instruction: 'x',
    });
    expect(gone.statusCode).toBe(404);
    // Charged like a revision: with no upload left it is refused (402) before anything is written.
    await setUsedUploads(t, alice.id, 1_000_000);
    const broke = await editSection(documentId, { section: 'goals', instruction: 'More goals' });
    expect([broke.statusCode, broke.json<ErrorBody>().code]).toEqual([402, 'QUOTA_EXCEEDED']);
    expect(await tableCounts(t)).toEqual(counts);
    expect(await models(documentId)).toHaveLength(1);
  });

  it('a regenerate of a section edit edits the same part again', async () => {
    const { sessionId, documentId } = await draft('Regrow for gardens');
    await editSection(documentId, { section: 'requirements', instruction: 'Add watering' });
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/prd_upload/regenerate_answer?session_id=${sessionId}`,
      token: alice.accessToken,
    });
    expect(again.statusCode).toBe(200);
    // The same patch of the same version: the same PRD, so the same version, free.
    expect(again.json<UploadFilesResponse>().data.reply).toMatchObject({
      version: 2,
      charged: false,
    });
    expect(await models(documentId)).toHaveLength(2);
  });
});
