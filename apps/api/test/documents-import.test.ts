import { randomUUID } from 'node:crypto';
import {
  paths,
  type ChatDataResponse,
  type GetDocumentsResponse,
  type GetVersionResponse,
  type GetVersionsResponse,
  type ReplyInfo,
} from '@prd/contract';
import { asc, eq, sql } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { chatMessages, chatSessions, prdDocuments, prdVersions } from '../src/db/schema.js';
import { importStoredAnswers } from '../src/modules/documents/import-answers.js';
import { PARKLY_PRD } from './fixtures/parkly-prd.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { login, signUpAndLogin, type TestUser } from './helpers/users.js';

/**
 * Answers written the way the code before issue 26 wrote them (one statement per send: the
 * session, the human message, the answer with its Word file key and reply), then the app started
 * again on that database: the start's data step turns them into documents and versions.
 */
const api = (p: string) => `/api/v1${p}`;
const REVISED = PARKLY_PRD.replace('- **Version:** 0.3', '- **Version:** 0.4').replace(
  '## 6. User experience flow',
  [
    '### FR-5: Share a spot',
    '',
    '- **Priority:** P1 (Should)',
    '- **Statement:** Owners should be able to share a spot with a neighbour.',
    '- **Acceptance criteria:** **Given** an owner, **when** they share a spot, **then** the neighbour can book it.',
    '- **Source:** your message',
    '',
    '## 6. User experience flow',
  ].join('\n'),
);
/** What PRDs written before issue 12 started with. */
const NOTICE =
  "> Drafted offline by PRD Studio's built-in writer: connect an AI provider in the admin settings for fuller answers.\n\n";

const replyOf = (intent: 'draft' | 'revise', version: number): ReplyInfo => ({
  kind: 'prd',
  intent,
  version,
  changes: intent === 'revise' ? ['Added FR-5: Share a spot'] : [],
  questions: [],
  writer: 'built-in',
  skipped_files: [],
  charged: true,
});

let first: TestApp;
let t: TestApp;
let alice: TestUser;
const chats: { revised: string; untyped: string; mixed: string } = {
  revised: '',
  untyped: '',
  mixed: '',
};

/** An answer row as the old code wrote it. */
async function oldAnswer(
  db: TestApp['database']['db'],
  sessionId: string,
  human: string,
  answer: {
    message: string;
    reply: ReplyInfo | null;
    prd: boolean;
    status?: 'complete' | 'failed';
  },
) {
  await db.insert(chatMessages).values({ sessionId, role: 'human', message: human });
  const [row] = await db
    .insert(chatMessages)
    .values({
      sessionId,
      role: 'ai',
      message: answer.message,
      status: answer.status ?? 'complete',
      isDocument: answer.prd,
      documentKey: answer.prd ? `chat/${sessionId}/prd-${randomUUID()}.docx` : null,
      reply: answer.reply,
    })
    .returning({ id: chatMessages.id });
  return row!.id;
}

async function oldChat(db: TestApp['database']['db'], userId: string) {
  const id = randomUUID();
  await db.insert(chatSessions).values({ id, userId, title: 'Parking app' });
  return id;
}

const counts = async (db: TestApp['database']['db']) => {
  const result = await db.execute(sql`select
    (select count(*) from prd_documents)::int as documents,
    (select count(*) from prd_versions)::int as versions,
    (select count(*) from chat_messages where version_id is not null)::int as linked`);
  return (result as { rows: { documents: number; versions: number; linked: number }[] }).rows[0]!;
};

const chatBefore: Record<string, ChatDataResponse> = {};

beforeAll(async () => {
  first = await buildTestApp();
  alice = await signUpAndLogin(first);
  const db = first.database.db;
  chats.revised = await oldChat(db, alice.id);
  await oldAnswer(db, chats.revised, 'Parking app brief', {
    message: PARKLY_PRD,
    reply: replyOf('draft', 1),
    prd: true,
  });
  await oldAnswer(db, chats.revised, 'Add sharing', {
    message: REVISED,
    reply: replyOf('revise', 2),
    prd: true,
  });
  await oldAnswer(db, chats.revised, 'What is FR-2?', {
    message: 'FR-2 lets drivers cancel within 15 minutes.',
    reply: { ...replyOf('draft', 1), kind: 'answer', intent: 'question', version: null },
    prd: false,
  });
  // A reformatting (a one-pager) had a Word file but was no version: it stays one.
  await oldAnswer(db, chats.revised, 'Make it a one-pager', {
    message: '# Parkly: One-pager\n\nParkly finds a parking spot.',
    reply: { ...replyOf('draft', 1), intent: 'format', version: null, charged: false },
    prd: true,
  });
  // Before issue 12 answers had no reply: the Word file key says it is a PRD.
  chats.untyped = await oldChat(db, alice.id);
  await oldAnswer(db, chats.untyped, 'Parking app', {
    message: NOTICE + PARKLY_PRD,
    reply: null,
    prd: true,
  });
  // A failed answer is no version.
  chats.mixed = await oldChat(db, alice.id);
  await oldAnswer(db, chats.mixed, 'Parking app', {
    message: 'The PRD could not be generated. Please try again.',
    reply: null,
    prd: false,
    status: 'failed',
  });
  for (const id of Object.values(chats)) {
    const res = await first.request({
      method: 'GET',
      url: api(`${paths.prd.getChatData}?session_id=${id}`),
      token: alice.accessToken,
    });
    chatBefore[id] = res.json<ChatDataResponse>();
  }
  // The app starts again on this database: its start runs the data step.
  t = await buildTestApp({ borrowDatabase: first.database });
  // Another app secret: a new token.
  alice = { ...alice, ...(await login(t, alice.email, alice.password)) };
});

afterAll(async () => {
  await t?.close();
  await first?.close();
});

const read = <T>(path: string, query: Record<string, string | number>) =>
  t
    .request({
      method: 'GET',
      url: api(path),
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      token: alice.accessToken,
    })
    .then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });

describe('answers stored before documents', () => {
  it('become one document per chat, one version per PRD answer, in answer order', async () => {
    const { documents } = await read<GetDocumentsResponse>(paths.documents.getDocuments, {
      session_id: chats.revised,
    });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      product: 'Parkly',
      current_version: 2,
      latest_version: 2,
    });
    const { versions } = await read<GetVersionsResponse>(paths.documents.getVersions, {
      document_id: documents[0]!.document_id,
    });
    expect(versions.map((v) => [v.number, v.origin, v.author])).toEqual([
      [1, 'import', 'migration'],
      [2, 'import', 'migration'],
    ]);
    const answers = chatBefore[chats.revised]!.messages.filter((m) => m.role === 'ai');
    expect(versions.map((v) => v.chat_id)).toEqual([answers[0]!.chat_id, answers[1]!.chat_id]);
    const v2 = await read<GetVersionResponse>(paths.documents.getVersion, {
      document_id: documents[0]!.document_id,
      version: 2,
    });
    expect(v2.version.model.requirements.map((r) => r.id)).toContain('FR-5');
    expect(v2.version.changes).toContainEqual(
      expect.objectContaining({ kind: 'added', id: 'FR-5' }),
    );

    const untyped = await read<GetDocumentsResponse>(paths.documents.getDocuments, {
      session_id: chats.untyped,
    });
    expect(untyped.documents).toHaveLength(1);
    const old = await read<GetVersionResponse>(paths.documents.getVersion, {
      document_id: untyped.documents[0]!.document_id,
      version: 1,
    });
    // The old writer's notice is not part of the document.
    expect(old.version.model.product).toBe('Parkly');
    expect(old.version.markdown).not.toContain('built-in writer');
    const none = await read<GetDocumentsResponse>(paths.documents.getDocuments, {
      session_id: chats.mixed,
    });
    expect(none.documents).toEqual([]);
  });

  it('links each PRD answer to its version, and leaves the rest alone', async () => {
    const rows = await t.database.db
      .select({
        id: chatMessages.id,
        role: chatMessages.role,
        versionId: chatMessages.versionId,
        isDocument: chatMessages.isDocument,
        number: prdVersions.number,
        messageId: prdVersions.messageId,
      })
      .from(chatMessages)
      .leftJoin(prdVersions, eq(prdVersions.id, chatMessages.versionId))
      .where(eq(chatMessages.sessionId, chats.revised))
      .orderBy(asc(chatMessages.id));
    const answers = rows.filter((r) => r.role === 'ai');
    expect(answers.map((a) => a.number)).toEqual([1, 2, null, null]);
    for (const a of answers.slice(0, 2)) expect(a.messageId).toBe(a.id);
    expect(rows.filter((r) => r.role === 'human').every((r) => r.versionId === null)).toBe(true);
  });

  it('keeps the chats as they were: same text, same Word file link, and the file opens', async () => {
    for (const id of Object.values(chats)) {
      const res = await t.request({
        method: 'GET',
        url: api(`${paths.prd.getChatData}?session_id=${id}`),
        token: alice.accessToken,
      });
      expect(res.statusCode).toBe(200);
      const now = res.json<ChatDataResponse>().messages;
      const before = chatBefore[id]!.messages;
      expect(now.map((m) => [m.chat_id, m.role, m.message, m.status, m.isDocument])).toEqual(
        before.map((m) => [m.chat_id, m.role, m.message, m.status, m.isDocument]),
      );
      // Signed anew on every read; the same stored file behind it.
      const path = (m: { documentPath?: string | null }) => m.documentPath?.split('?')[0] ?? null;
      expect(now.map(path)).toEqual(before.map(path));
    }
    const answer = (
      await t.request({
        method: 'GET',
        url: api(`${paths.prd.getChatData}?session_id=${chats.revised}`),
        token: alice.accessToken,
      })
    )
      .json<ChatDataResponse>()
      .messages.find((m) => m.role === 'ai')!;
    const file = await t.request({ method: 'GET', url: answer.documentPath! });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const html = (await mammoth.convertToHtml({ buffer: file.rawPayload })).value;
    expect(html).toContain('Book a spot');
  });

  it('downloads an imported version under the product and version name', async () => {
    const { documents } = await read<GetDocumentsResponse>(paths.documents.getDocuments, {
      session_id: chats.revised,
    });
    const res = await t.request({
      method: 'GET',
      url: api(paths.documents.download),
      query: { document_id: documents[0]!.document_id, version: '2', format: 'docx' },
      token: alice.accessToken,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Parkly-PRD-v0.2.docx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('changes nothing when it runs again', async () => {
    const db = t.database.db;
    const before = await counts(db);
    expect(before).toEqual({ documents: 2, versions: 3, linked: 3 });
    const snapshot = await db.select().from(prdVersions).orderBy(asc(prdVersions.id));
    const logged: string[] = [];
    const log = {
      info: (_: object, m: string) => logged.push(m),
      warn: (_: object, m: string) => logged.push(m),
    };
    expect(await importStoredAnswers(db, log)).toEqual({ imported: 0, failed: 0 });
    expect(await importStoredAnswers(db, log)).toEqual({ imported: 0, failed: 0 });
    expect(await counts(db)).toEqual(before);
    expect(await db.select().from(prdVersions).orderBy(asc(prdVersions.id))).toEqual(snapshot);
    expect(logged).toEqual([]);
  });

  it('leaves a chat that already has a document to its versions', async () => {
    const db = t.database.db;
    // A PRD answer without a version in a chat with a document is a reformatting (no version).
    const [doc] = await db.select().from(prdDocuments).limit(1);
    await oldAnswer(db, doc!.sessionId, 'Make it shorter', {
      message: PARKLY_PRD,
      reply: { ...replyOf('draft', 2), intent: 'format', charged: false },
      prd: true,
    });
    const before = await counts(db);
    const log = { info: () => {}, warn: () => {} };
    expect(await importStoredAnswers(db, log)).toEqual({ imported: 0, failed: 0 });
    expect(await counts(db)).toEqual(before);
  });

  it('logs and skips an answer that fails, and goes on with the others', async () => {
    const db = t.database.db;
    const chat = await oldChat(db, alice.id);
    const bad = await oldAnswer(db, chat, 'Parking app', {
      message: PARKLY_PRD,
      reply: null,
      prd: true,
    });
    const good = await oldAnswer(db, chat, 'Add sharing', {
      message: REVISED,
      reply: null,
      prd: true,
    });
    // A failure the database raises for one row (as a broken row would).
    await db.execute(
      sql.raw(`create function refuse_version() returns trigger language plpgsql as $$
        begin
          if new.message_id = ${bad} then raise exception 'refused'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_version before insert on prd_versions
        for each row execute function refuse_version()`),
    );
    const warned: object[] = [];
    try {
      const log = { info: () => {}, warn: (o: object) => warned.push(o) };
      expect(await importStoredAnswers(db, log)).toEqual({ imported: 1, failed: 1 });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_version on prd_versions'));
      await db.execute(sql.raw('drop function refuse_version()'));
    }
    expect(warned).toEqual([expect.objectContaining({ chatId: bad, sessionId: chat })]);
    const rows = await db
      .select({ id: chatMessages.id, versionId: chatMessages.versionId })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, chat))
      .orderBy(asc(chatMessages.id));
    expect(rows.find((r) => r.id === bad)?.versionId).toBeNull();
    expect(rows.find((r) => r.id === good)?.versionId).not.toBeNull();
  });

  it('never stops a start: a database it cannot read is logged', async () => {
    const broken = {
      selectDistinct: () => {
        throw new Error('connection refused');
      },
    } as unknown as Db;
    const warned: object[] = [];
    const log = { info: () => {}, warn: (o: object) => warned.push(o) };
    expect(await importStoredAnswers(broken, log)).toEqual({ imported: 0, failed: 0 });
    expect(warned).toHaveLength(1);
  });
});
