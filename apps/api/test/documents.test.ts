import {
  errorBody,
  paths,
  type DiffVersionsResponse,
  type GetDocumentsResponse,
  type GetVersionResponse,
  type GetVersionsResponse,
  type RestoreVersionResponse,
} from '@prd/contract';
import type { Prd } from '@prd/prd';
import type { LightMyRequestResponse } from 'fastify';
import mammoth from 'mammoth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, generations } from '../src/db/schema.js';
import { auditRows } from './auth/support.js';
import { chatOf, prdWith, storeVersion, visitor } from './documents-support.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { usedUploads } from './helpers/usage.js';
import { adminLogin, nextIp, signUpAndLogin, type TestUser } from './helpers/users.js';

const api = (p: string) => `/api/v1${p}`;
const VISITOR_READS = 40;

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: Awaited<ReturnType<typeof adminLogin>>;
let aliceChat: string;
let aliceDoc: string;
let v1: Prd;
let v2: Prd;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_VISITOR_READ_IP_MAX: String(VISITOR_READS) } });
  [alice, bob, admin] = await Promise.all([signUpAndLogin(t), signUpAndLogin(t), adminLogin(t)]);
  aliceChat = await chatOf(t, { userId: alice.id });
  v1 = prdWith('ShiftSwap', 3);
  v2 = prdWith('ShiftSwap', 4, {
    milestones: [{ id: 'MS-1', text: 'Launch', date: 'Q3', basis: 'stated', sources: [] }],
  });
  const first = await storeVersion(t, aliceChat, v1);
  await storeVersion(t, aliceChat, v2, { origin: 'revise', author: 'provider' });
  aliceDoc = first.documentId;
});

afterAll(async () => {
  await t?.close();
});

interface Who {
  token?: string;
  cookie?: string;
  ip?: string;
}

const call = (
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string | number>,
  who: Who = {},
) =>
  t.request({
    method,
    url: api(path),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: who.token,
    headers: who.cookie ? { cookie: who.cookie } : {},
    remoteAddress: who.ip ?? nextIp(),
  });

const get = (path: string, query: Record<string, string | number>, who?: Who) =>
  call('GET', path, query, who);

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}

describe('reading documents and versions', () => {
  it("lists the chat's document and its versions to the owner", async () => {
    const docs = await get(
      paths.documents.getDocuments,
      { session_id: aliceChat },
      {
        token: alice.accessToken,
      },
    );
    expect(docs.statusCode, docs.body).toBe(200);
    expect(docs.json<GetDocumentsResponse>().documents).toEqual([
      expect.objectContaining({
        document_id: aliceDoc,
        session_id: aliceChat,
        product: 'ShiftSwap',
        title: 'ShiftSwap: Product Requirements Document',
        current_version: 2,
        latest_version: 2,
      }),
    ]);
    const list = await get(
      paths.documents.getVersions,
      { document_id: aliceDoc },
      {
        token: alice.accessToken,
      },
    );
    expect(list.statusCode, list.body).toBe(200);
    const { versions } = list.json<GetVersionsResponse>();
    expect(versions.map((v) => [v.number, v.label, v.origin, v.author, v.based_on])).toEqual([
      [1, '0.1', 'draft', 'built-in', null],
      [2, '0.2', 'revise', 'provider', 1],
    ]);
    expect(versions[0]!.change_count).toBe(0);
    expect(versions[1]!.change_count).toBeGreaterThanOrEqual(2);
    expect(versions[1]!.summary).toMatch(/FR-4/);
  });

  it('returns one version with its model, Markdown, outline and changes', async () => {
    const res = await get(
      paths.documents.getVersion,
      { document_id: aliceDoc, version: 2 },
      {
        token: alice.accessToken,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { version, document } = res.json<GetVersionResponse>();
    expect(document.document_id).toBe(aliceDoc);
    expect(version.model).toEqual(v2);
    expect(version.label).toBe('0.2');
    expect(version.markdown).toContain('ShiftSwap');
    expect(version.markdown).toContain('Feature 4');
    expect(version.outline.length).toBeGreaterThan(0);
    expect(version.changes.map((c) => c.id)).toEqual(expect.arrayContaining(['FR-4']));
  });

  it('diffs any two versions, in either order', async () => {
    const forward = await get(
      paths.documents.diff,
      { document_id: aliceDoc, from: 1, to: 2 },
      {
        token: alice.accessToken,
      },
    );
    expect(forward.statusCode, forward.body).toBe(200);
    const f = forward.json<DiffVersionsResponse>();
    expect(f).toMatchObject({ from: 1, to: 2 });
    expect(f.changes).toContainEqual(expect.objectContaining({ kind: 'added', id: 'FR-4' }));
    const back = await get(
      paths.documents.diff,
      { document_id: aliceDoc, from: 2, to: 1 },
      {
        token: alice.accessToken,
      },
    );
    expect(back.json<DiffVersionsResponse>().changes).toContainEqual(
      expect.objectContaining({ kind: 'removed', id: 'FR-4' }),
    );
    const same = await get(
      paths.documents.diff,
      { document_id: aliceDoc, from: 2, to: 2 },
      {
        token: alice.accessToken,
      },
    );
    expect(same.json<DiffVersionsResponse>().changes).toEqual([]);
  });
});

describe('who may read', () => {
  it('another user gets 404 for the chat, the document and its versions', async () => {
    const who = { token: bob.accessToken };
    expectError(
      await get(paths.documents.getDocuments, { session_id: aliceChat }, who),
      404,
      'NOT_FOUND',
    );
    for (const [path, query] of [
      [paths.documents.getVersions, { document_id: aliceDoc }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: 1 }],
      [paths.documents.diff, { document_id: aliceDoc, from: 1, to: 2 }],
      [paths.documents.download, { document_id: aliceDoc, version: 1, format: 'md' }],
    ] as const) {
      const res = await get(path, query, who);
      expectError(res, 404, 'DOCUMENT_NOT_FOUND');
      expect(res.body).not.toContain('ShiftSwap');
    }
    expectError(
      await call(
        'POST',
        paths.documents.restoreVersion,
        { document_id: aliceDoc, version: 1 },
        who,
      ),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    // The same answer as for a document that does not exist.
    const missing = await get(
      paths.documents.getVersions,
      { document_id: '00000000-0000-4000-8000-000000000000' },
      who,
    );
    expectError(missing, 404, 'DOCUMENT_NOT_FOUND');
  });

  it('nobody (no token, no cookie) gets 404; a bad token is refused', async () => {
    expectError(
      await get(paths.documents.getVersions, { document_id: aliceDoc }),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    const forged = await get(
      paths.documents.getVersions,
      { document_id: aliceDoc },
      {
        token: 'not-a-token',
      },
    );
    expect(forged.statusCode).toBe(498);
  });

  it('a visitor reads their own chat by the signed cookie, not anyone else’s', async () => {
    const mine = visitor(t);
    const other = visitor(t);
    const chat = await chatOf(t, { visitorId: mine.visitorId });
    const saved = await storeVersion(t, chat, prdWith('Parkly', 2));
    const ok = await get(
      paths.documents.getVersion,
      { document_id: saved.documentId, version: 1 },
      {
        cookie: mine.cookie,
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<GetVersionResponse>().version.model.product).toBe('Parkly');
    const docs = await get(
      paths.documents.getDocuments,
      { session_id: chat },
      { cookie: mine.cookie },
    );
    expect(docs.json<GetDocumentsResponse>().documents).toHaveLength(1);
    expectError(
      await get(
        paths.documents.getVersions,
        { document_id: saved.documentId },
        { cookie: other.cookie },
      ),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    // A cookie that was not signed by the app is no one.
    expectError(
      await get(
        paths.documents.getVersions,
        { document_id: saved.documentId },
        {
          cookie: `prd_visitor=${mine.visitorId}`,
        },
      ),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    // A user's token does not open a visitor's chat.
    expectError(
      await get(
        paths.documents.getVersions,
        { document_id: saved.documentId },
        {
          token: alice.accessToken,
        },
      ),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    // The visitor cannot read a user's chat either.
    expectError(
      await get(paths.documents.getVersions, { document_id: aliceDoc }, { cookie: mine.cookie }),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    // Their restore is theirs to make.
    const restored = await call(
      'POST',
      paths.documents.restoreVersion,
      { document_id: saved.documentId, version: 1 },
      { cookie: mine.cookie },
    );
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it("visitors' reads are throttled per IP (429 with Retry-After)", async () => {
    const v = visitor(t);
    const chat = await chatOf(t, { visitorId: v.visitorId });
    const saved = await storeVersion(t, chat, prdWith('Parkly', 1));
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= VISITOR_READS; i += 1) {
      const res = await get(
        paths.documents.getVersions,
        { document_id: saved.documentId },
        {
          cookie: v.cookie,
          ip,
        },
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
    }
    expect(statuses.slice(0, VISITOR_READS).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('an admin reads anyone’s documents (audited) but restores only in their own chats', async () => {
    const who = { token: admin.accessToken };
    const res = await get(paths.documents.getVersion, { document_id: aliceDoc, version: 1 }, who);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await auditRows(t)).filter((r) => r.event === 'admin_document_read');
    expect(rows.at(-1)).toMatchObject({
      userId: admin.id,
      details: { owner_id: alice.id, document_id: aliceDoc },
    });
    const before = (
      await get(paths.documents.getVersions, { document_id: aliceDoc }, who)
    ).json<GetVersionsResponse>();
    expectError(
      await call(
        'POST',
        paths.documents.restoreVersion,
        { document_id: aliceDoc, version: 1 },
        who,
      ),
      404,
      'DOCUMENT_NOT_FOUND',
    );
    const after = (
      await get(paths.documents.getVersions, { document_id: aliceDoc }, who)
    ).json<GetVersionsResponse>();
    expect(after.versions).toHaveLength(before.versions.length);

    const own = await chatOf(t, { userId: admin.id });
    const saved = await storeVersion(t, own, prdWith('AdminTool', 1));
    await storeVersion(t, own, prdWith('AdminTool', 2));
    const restored = await call(
      'POST',
      paths.documents.restoreVersion,
      { document_id: saved.documentId, version: 1 },
      who,
    );
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('validation', () => {
  const who = () => ({ token: alice.accessToken });

  it('refuses bad ids, numbers and formats with 422 (never a 5xx)', async () => {
    const bad: [string, Record<string, string | number>][] = [
      [paths.documents.getDocuments, {}],
      [paths.documents.getDocuments, { session_id: 'nope' }],
      [paths.documents.getVersions, { document_id: 'not-a-uuid' }],
      [paths.documents.getVersion, { document_id: aliceDoc }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: 0 }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: -1 }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: 1.5 }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: 'abc' }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: '99999999999999999999999' }],
      [paths.documents.getVersion, { document_id: aliceDoc, version: '1e400' }],
      [paths.documents.diff, { document_id: aliceDoc, from: 1 }],
      [paths.documents.download, { document_id: aliceDoc, version: 1, format: 'pdf' }],
      [paths.documents.download, { document_id: aliceDoc, version: 1 }],
    ];
    for (const [path, query] of bad) {
      const res = await get(path, query, who());
      expect(res.statusCode, `${path} ${JSON.stringify(query)}: ${res.body}`).toBe(422);
      expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: 'VALIDATION' });
    }
    const restore = await call(
      'POST',
      paths.documents.restoreVersion,
      { document_id: 'x', version: 1 },
      who(),
    );
    expectError(restore, 422, 'VALIDATION');
  });

  it('says which version does not exist (404 VERSION_NOT_FOUND)', async () => {
    const one = await get(
      paths.documents.getVersion,
      { document_id: aliceDoc, version: 999 },
      who(),
    );
    expect(expectError(one, 404, 'VERSION_NOT_FOUND').message).toContain('0.999');
    expectError(
      await get(paths.documents.diff, { document_id: aliceDoc, from: 1, to: 1_000_000 }, who()),
      404,
      'VERSION_NOT_FOUND',
    );
    expectError(
      await get(
        paths.documents.download,
        { document_id: aliceDoc, version: 77, format: 'docx' },
        who(),
      ),
      404,
      'VERSION_NOT_FOUND',
    );
    expectError(
      await call(
        'POST',
        paths.documents.restoreVersion,
        { document_id: aliceDoc, version: 50 },
        who(),
      ),
      404,
      'VERSION_NOT_FOUND',
    );
  });
});

describe('restore', () => {
  it('makes a new version equal to the restored one, current, and free', async () => {
    const chat = await chatOf(t, { userId: alice.id });
    const a = prdWith('ShiftSwap', 2);
    const saved = await storeVersion(t, chat, a);
    await storeVersion(t, chat, prdWith('ShiftSwap', 5), { origin: 'revise' });
    const used = await usedUploads(t.database.db, alice.id);
    const res = await call(
      'POST',
      paths.documents.restoreVersion,
      { document_id: saved.documentId, version: 1 },
      { token: alice.accessToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RestoreVersionResponse>();
    expect(body.version).toMatchObject({
      number: 3,
      label: '0.3',
      origin: 'restore',
      author: 'person',
      chat_id: null,
      based_on: 1,
    });
    expect(body.version.summary).toMatch(/0\.1/);
    expect(body.document).toMatchObject({ current_version: 3, latest_version: 3 });
    expect(body.message).toMatch(/0\.1.*0\.3/);
    expect(await usedUploads(t.database.db, alice.id)).toBe(used);
    const v3 = await get(
      paths.documents.getVersion,
      { document_id: saved.documentId, version: 3 },
      {
        token: alice.accessToken,
      },
    );
    expect(v3.json<GetVersionResponse>().version.model).toEqual(a);
    // Three FRs removed against 0.2, which it replaced.
    expect(
      v3.json<GetVersionResponse>().version.changes.filter((c) => c.kind === 'removed'),
    ).toHaveLength(3);
    const same = await get(
      paths.documents.diff,
      { document_id: saved.documentId, from: 1, to: 3 },
      {
        token: alice.accessToken,
      },
    );
    expect(same.json<DiffVersionsResponse>().changes).toEqual([]);
    const audit = (await auditRows(t)).filter((r) => r.event === 'document_version_restored');
    expect(audit.at(-1)).toMatchObject({
      userId: alice.id,
      details: { document_id: saved.documentId, restored: 1, version: 3 },
    });
  });

  it('adds nothing when the document already says what is restored (repeated, parallel)', async () => {
    const chat = await chatOf(t, { userId: alice.id });
    const saved = await storeVersion(t, chat, prdWith('ShiftSwap', 2));
    await storeVersion(t, chat, prdWith('ShiftSwap', 4), { origin: 'revise' });
    const restore = (version: number) =>
      call(
        'POST',
        paths.documents.restoreVersion,
        { document_id: saved.documentId, version },
        { token: alice.accessToken },
      );
    // Eight clicks at once: one restore, the rest find its text already current.
    const answers = await Promise.all(Array.from({ length: 8 }, () => restore(1)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const bodies = answers.map((a) => a.json<RestoreVersionResponse>());
    expect(bodies.every((b) => b.version.number === 3)).toBe(true);
    expect(bodies.filter((b) => /restored as version 0\.3/.test(b.message))).toHaveLength(1);
    expect(
      bodies.filter((b) => /0\.3 already has the text of version 0\.1/.test(b.message)),
    ).toHaveLength(7);
    // Restoring the current version itself, or one with the same text, changes nothing either.
    const current = (await restore(3)).json<RestoreVersionResponse>();
    expect(current.message).toBe('Version 0.3 is already the current version; nothing to restore.');
    expect(current.document).toMatchObject({ current_version: 3, latest_version: 3 });
    const listed = await get(
      paths.documents.getVersions,
      { document_id: saved.documentId },
      { token: alice.accessToken },
    );
    expect(listed.json<{ versions: unknown[] }>().versions).toHaveLength(3);
    const audit = (await auditRows(t)).filter((r) => r.event === 'document_version_restored');
    expect(
      audit.filter((r) => (r.details as { document_id?: string }).document_id === saved.documentId),
    ).toHaveLength(1);
  });

  it('waits while an answer is being written in the chat (409 ANSWER_IN_PROGRESS)', async () => {
    const chat = await chatOf(t, { userId: alice.id });
    const saved = await storeVersion(t, chat, prdWith('ShiftSwap', 1));
    const db = t.database.db;
    const [human] = await db
      .insert(chatMessages)
      .values({ sessionId: chat, role: 'human', message: 'Add offline mode' })
      .returning({ id: chatMessages.id });
    const [answer] = await db
      .insert(chatMessages)
      .values({ sessionId: chat, role: 'ai', message: '', status: 'pending' })
      .returning({ id: chatMessages.id });
    const [job] = await db
      .insert(generations)
      .values({
        sessionId: chat,
        answerId: answer!.id,
        firstMessageId: human!.id,
        callerKind: 'user',
        userId: alice.id,
        ip: '127.0.0.1',
        text: 'Add offline mode',
        reservation: 'none',
        status: 'running',
        deadlineAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: generations.id });
    const restore = () =>
      call(
        'POST',
        paths.documents.restoreVersion,
        { document_id: saved.documentId, version: 1 },
        { token: alice.accessToken },
      );
    expectError(await restore(), 409, 'ANSWER_IN_PROGRESS');
    await db.update(generations).set({ status: 'complete' }).where(eq(generations.id, job!.id));
    expect((await restore()).statusCode).toBe(200);
  });

  it('restores into that document when the chat has a second one', async () => {
    const chat = await chatOf(t, { userId: alice.id });
    const first = await storeVersion(t, chat, prdWith('First', 1));
    await storeVersion(t, chat, prdWith('First', 2));
    const second = await storeVersion(t, chat, prdWith('Second', 1), { newDocument: true });
    expect(second.documentId).not.toBe(first.documentId);
    const res = await call(
      'POST',
      paths.documents.restoreVersion,
      { document_id: first.documentId, version: 1 },
      { token: alice.accessToken },
    );
    expect(res.statusCode, res.body).toBe(200);
    const docs = (
      await get(paths.documents.getDocuments, { session_id: chat }, { token: alice.accessToken })
    ).json<GetDocumentsResponse>().documents;
    expect(docs.map((d) => [d.product, d.latest_version, d.current_version])).toEqual([
      ['First', 3, 3],
      ['Second', 1, 1],
    ]);
  });
});

describe('download', () => {
  const download = (documentId: string, version: number, format: string) =>
    get(
      paths.documents.download,
      { document_id: documentId, version, format },
      {
        token: alice.accessToken,
      },
    );

  it('names the file for product and version, with the right content type', async () => {
    const docx = await download(aliceDoc, 2, 'docx');
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="ShiftSwap-PRD-v0.2.docx"; filename*=UTF-8''ShiftSwap-PRD-v0.2.docx`,
    );
    expect(docx.headers['x-content-type-options']).toBe('nosniff');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const html = (await mammoth.convertToHtml({ buffer: docx.rawPayload })).value;
    expect(html).toContain('ShiftSwap');
    expect(html).toContain('Feature 4');

    const md = await download(aliceDoc, 1, 'md');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers['content-disposition']).toContain('filename="ShiftSwap-PRD-v0.1.md"');
    const v1md = (
      await get(
        paths.documents.getVersion,
        { document_id: aliceDoc, version: 1 },
        {
          token: alice.accessToken,
        },
      )
    ).json<GetVersionResponse>().version.markdown;
    expect(md.body).toBe(v1md);

    const txt = await download(aliceDoc, 1, 'txt');
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toContain('filename="ShiftSwap-PRD-v0.1.txt"');
    expect(txt.body).toContain('Feature 1');
    expect(txt.body).not.toMatch(/^#/m);
  });

  it('gives names beyond ASCII as RFC 5987 filename*', async () => {
    const chat = await chatOf(t, { userId: alice.id });
    const saved = await storeVersion(t, chat, prdWith('Café Über', 1));
    const res = await download(saved.documentId, 1, 'md');
    expect(res.statusCode, res.body).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toMatch(/-PRD-v0\.1\.md$/);
  });
});

describe('a large document', () => {
  it('40 requirements and 20 versions: list, open, diff and download', async () => {
    const chat = await chatOf(t, { userId: alice.id });
    let documentId = '';
    for (let n = 1; n <= 20; n += 1) {
      const model = prdWith('ShiftSwap', 40, {
        summary: `Revision ${n}: nurses swap shifts in two taps.`,
        milestones: [
          { id: 'MS-1', text: 'Launch', date: `Q${(n % 4) + 1}`, basis: 'stated', sources: [] },
        ],
      });
      documentId = (await storeVersion(t, chat, model, { origin: n === 1 ? 'draft' : 'revise' }))
        .documentId;
    }
    const who = { token: alice.accessToken };
    const list = await get(paths.documents.getVersions, { document_id: documentId }, who);
    expect(list.json<GetVersionsResponse>().versions).toHaveLength(20);
    const one = await get(
      paths.documents.getVersion,
      { document_id: documentId, version: 20 },
      who,
    );
    expect(one.statusCode, one.body).toBe(200);
    const { version } = one.json<GetVersionResponse>();
    expect(version.model.requirements).toHaveLength(40);
    expect(version.outline.length).toBeGreaterThan(0);
    const diff = await get(paths.documents.diff, { document_id: documentId, from: 1, to: 20 }, who);
    expect(diff.json<DiffVersionsResponse>().changes.length).toBeGreaterThan(0);
    const docx = await get(
      paths.documents.download,
      { document_id: documentId, version: 20, format: 'docx' },
      who,
    );
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('ShiftSwap-PRD-v0.20.docx');
  });
});

describe('the API reference', () => {
  it('lists the document calls with descriptions and examples', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Op = { tags?: string[]; summary?: string; description?: string };
    const spec = res.json<{ paths: Record<string, Record<string, Op>> }>();
    const expected: [string, 'get' | 'post'][] = [
      [paths.documents.getDocuments, 'get'],
      [paths.documents.getVersions, 'get'],
      [paths.documents.getVersion, 'get'],
      [paths.documents.diff, 'get'],
      [paths.documents.restoreVersion, 'post'],
      [paths.documents.download, 'get'],
    ];
    for (const [path, method] of expected) {
      const op = spec.paths[api(path)]?.[method];
      expect(op, path).toBeDefined();
      expect(op!.tags).toEqual(['documents']);
      expect(op!.summary).toBeTruthy();
      expect(op!.description).toContain('Example');
    }
    expect(res.body).toContain('ShiftSwap-PRD-v0.3.docx');
    // JSON answers carry an example body.
    for (const path of [paths.documents.getVersions, paths.documents.diff]) {
      expect(JSON.stringify(spec.paths[api(path)]?.get)).toContain('"example"');
    }
  });
});
