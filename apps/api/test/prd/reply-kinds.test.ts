import type { ReplyInfo, UploadFilesResponse } from '@prd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrdInput } from '../../src/modules/prd/writers/types.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { parseEvents } from './events.js';
import { replyWriter, scriptedEngine, type ScriptedReply } from './scripted-engine.js';
import { chatData, tableCounts, upload, uploadOk, usedUploads, visitorCookie } from './support.js';

const SSE = 'text/event-stream';
const PDF = { name: 'brief.pdf', data: Buffer.from('%PDF-1.4\n% a brief\n') };

/** What the scripted writer answers to each message (by its text). */
function script(input: PrdInput): ScriptedReply {
  const text = input.message.toLowerCase();
  if (text.startsWith('thanks'))
    return { kind: 'answer', intent: 'smalltalk', text: "You're welcome!" };
  if (text.startsWith('what')) {
    return { kind: 'answer', intent: 'question', text: 'FR-1 covers paying by phone.' };
  }
  if (text.startsWith('vague')) {
    return {
      kind: 'questions',
      intent: 'draft',
      text: 'A few questions first:\n\n1. Who pays?\n   - A) Drivers\n   - B) Owners',
      questions: [
        {
          question: 'Who pays?',
          options: [
            { key: 'A', label: 'Drivers' },
            { key: 'B', label: 'Owners' },
          ],
        },
      ],
    };
  }
  if (text.startsWith('one-pager')) {
    return { kind: 'prd', intent: 'format', text: '# Parking: one-pager\n\nShort.' };
  }
  if (input.previousPrd) {
    return {
      kind: 'prd',
      intent: 'revise',
      text: `# Parking\n\n## Changes in this version\n\n- ${input.message}\n`,
      changes: [input.message],
    };
  }
  return { kind: 'prd', intent: 'draft', text: '# Parking: Product Requirements Document\n\nv1' };
}

/** Issue 12: what an answer is decides what it costs; the API says what it is. */
describe('kinds of reply', () => {
  let t: TestApp;
  let user: TestUser;
  const scripted = replyWriter(script);
  const engine = scriptedEngine(scripted.writer);
  const lastInput = () => scripted.inputs.at(-1)!;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: engine } });
    user = await signUpAndLogin(t);
  });
  afterAll(() => t.close());

  const send = (text: string, sessionId?: string, files = [] as (typeof PDF)[]) =>
    uploadOk(t, { token: user.accessToken, text, sessionId, files });

  it('charges drafts and revisions, not answers, questions or reformattings', async () => {
    const draftRes = await upload(t, { token: user.accessToken, text: 'Parking app', accept: SSE });
    const events = parseEvents(draftRes.body);
    const names = events.map((e) => e.event);
    // The kind of answer is known before its first token.
    expect(names.indexOf('reply')).toBeGreaterThan(-1);
    expect(names.indexOf('reply')).toBeLessThan(names.indexOf('token'));
    expect(events.find((e) => e.event === 'reply')!.data).toEqual({ kind: 'prd', intent: 'draft' });
    const draft = events.find((e) => e.event === 'done')!.data as UploadFilesResponse;
    const sessionId = draft.data.session_id;
    expect(draft.data.document_path).toMatch(/^\/api\/v1\/files\//);
    expect(draft.data.reply).toEqual<ReplyInfo>({
      kind: 'prd',
      intent: 'draft',
      version: 1,
      changes: [],
      questions: [],
      writer: 'provider',
      skipped_files: [],
      charged: true,
      // Issue 26: the version it stored, for the chat's card.
      document: {
        document_id: expect.any(String) as string,
        version: 1,
        label: '0.1',
        summary: 'First draft',
        change_count: 0,
      },
    });
    expect(await usedUploads(t, user.id)).toBe(1);

    const thanks = await send('thanks!', sessionId);
    expect(thanks.data.prd_result).toBe("You're welcome!");
    expect(thanks.data.document_path).toBeNull();
    expect(thanks.data.reply).toMatchObject({ kind: 'answer', intent: 'smalltalk', version: null });
    expect(thanks.data.reply?.charged).toBe(false);
    expect(await usedUploads(t, user.id)).toBe(1);

    const question = await send('what covers payment?', sessionId);
    expect(question.data.reply).toMatchObject({ kind: 'answer', intent: 'question' });
    // The question is asked about the latest PRD version, not about the last answer.
    expect(lastInput().previousPrd).toContain('v1');
    expect(lastInput().previousVersion).toBe(1);

    const asked = await send('vague idea', sessionId);
    expect(asked.data.reply?.kind).toBe('questions');
    expect(asked.data.reply?.questions[0]?.options.map((o) => o.key)).toEqual(['A', 'B']);
    expect(asked.data.document_path).toBeNull();
    expect(await usedUploads(t, user.id)).toBe(1);

    const revised = await send('Change the window to 10 minutes', sessionId);
    expect(revised.data.reply).toMatchObject({
      kind: 'prd',
      intent: 'revise',
      version: 2,
      changes: ['Change the window to 10 minutes'],
      charged: true,
    });
    expect(lastInput().previousPrd).toContain('v1');
    expect(await usedUploads(t, user.id)).toBe(2);

    const onePager = await send('one-pager please', sessionId);
    expect(onePager.data.reply).toMatchObject({ kind: 'prd', intent: 'format', version: null });
    // A reformatted PRD is a document (it has a Word file) but not a new version, and free.
    expect(onePager.data.document_path).not.toBeNull();
    expect(await usedUploads(t, user.id)).toBe(2);

    await send('Add dark mode', sessionId);
    // The one-pager is not what a revision builds on: the latest version is (its model rendered;
    // a "Changes in this version" list is not part of the model).
    expect(lastInput().previousPrd).toMatch(/^# Parking\n/);
    expect(lastInput().previousPrd).not.toContain('one-pager');
    expect(lastInput().previousVersion).toBe(2);
    expect(await usedUploads(t, user.id)).toBe(3);

    // Both sides of the conversation, oldest first.
    const turns = lastInput().turns!;
    expect(turns[0]).toEqual({ role: 'user', text: 'Parking app' });
    expect(turns[1]?.role).toBe('assistant');
    expect(turns.at(-1)).toEqual({ role: 'assistant', text: '# Parking: one-pager\n\nShort.' });
    expect(lastInput().history).toContain('thanks!');

    // The chat's messages carry what each answer is.
    const { body } = await chatData(t, user.accessToken, sessionId);
    const answers = body.messages.filter((m) => m.role === 'ai');
    expect(answers.map((m) => [m.reply?.kind, m.reply?.intent, m.reply?.version])).toEqual([
      ['prd', 'draft', 1],
      ['answer', 'smalltalk', null],
      ['answer', 'question', null],
      ['questions', 'draft', null],
      ['prd', 'revise', 2],
      ['prd', 'format', null],
      ['prd', 'revise', 3],
    ]);
    expect(answers.map((m) => m.isDocument)).toEqual([true, false, false, false, true, true, true]);
    expect(answers[1]?.documentPath).toBeNull();
    expect(body.messages.filter((m) => m.role === 'human').every((m) => m.reply === null)).toBe(
      true,
    );
  });

  it('documents the reply beside the spec fields in the API docs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const text = JSON.stringify(spec.paths['/api/v1/prd_upload/upload_files']);
    expect(text).toContain('skipped_files');
    expect(text).toContain('What the answer is.');
    expect(
      JSON.stringify(spec.paths['/api/v1/prd_chat_history/get_chat_data_by_chat_id']),
    ).toContain('changes');
  });

  it('stores a greeting as a free short answer', async () => {
    const res = await send('hello');
    expect(res.data.reply).toMatchObject({ kind: 'answer', intent: 'smalltalk', charged: false });
    const { body } = await chatData(t, user.accessToken, res.data.session_id);
    expect(body.messages[1]?.reply?.intent).toBe('smalltalk');
  });

  it("gives a visitor's free use back for an answer", async () => {
    const first = await upload(t, { text: 'Parking app', ip: '10.1.2.3' });
    expect(first.statusCode).toBe(200);
    const cookie = visitorCookie(first)!;
    const sessionId = first.json<UploadFilesResponse>().data.session_id;
    const before = (await tableCounts(t)).visitor_usage;
    const thanks = await upload(t, { text: 'thanks!', ip: '10.1.2.3', cookie, sessionId });
    expect(thanks.json<UploadFilesResponse>().data.reply?.charged).toBe(false);
    expect((await tableCounts(t)).visitor_usage).toBe(before);
  });

  it('keeps the text of earlier files for follow-ups of the session', async () => {
    const first = await send('Parking app', undefined, [PDF]);
    expect(lastInput().chunks.map((c) => c.text)).toEqual(['Notes from brief.pdf.']);
    expect(lastInput().sessionChunks).toEqual([]);
    const sessionId = first.data.session_id;
    await send('what does the brief say?', sessionId, [{ ...PDF, name: 'extra.pdf' }]);
    // Earlier files only: this message's own file is in `chunks`.
    expect(lastInput().sessionChunks).toEqual([
      { file: 'brief.pdf', locator: 'page 1', text: 'Notes from brief.pdf.' },
    ]);
    expect(lastInput().chunks.map((c) => c.file)).toEqual(['extra.pdf']);
    await send('thanks', sessionId);
    expect(lastInput().sessionChunks?.map((c) => c.file)).toEqual(['brief.pdf', 'extra.pdf']);
  });

  it('skips a file whose content does not match its type, names it, and writes from the rest', async () => {
    const fake = { name: 'holiday.png', data: Buffer.from('just some text, not a picture') };
    const res = await send('Parking app', undefined, [PDF, fake]);
    expect(res.data.reply?.skipped_files).toEqual(['holiday.png']);
    expect(res.data.reply?.kind).toBe('prd');
    expect(lastInput().files.map((f) => f.name)).toEqual(['brief.pdf']);
    expect(lastInput().notes.join('\n')).toContain('holiday.png');
    const { body } = await chatData(t, user.accessToken, res.data.session_id);
    expect(body.messages.flatMap((m) => m.files.map((f) => f.name))).toEqual(['brief.pdf']);
    expect(body.messages.at(-1)?.reply?.skipped_files).toEqual(['holiday.png']);
  });

  it('refuses a send where nothing is left once the bad file is skipped', async () => {
    const before = await tableCounts(t);
    const fake = { name: 'holiday.png', data: Buffer.from('just some text') };
    const res = await upload(t, { token: user.accessToken, files: [fake] });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'These files are not allowed: holiday.png',
      code: 'UNSUPPORTED_MEDIA',
    });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refunds a free answer that is stopped, though its text was shown', async () => {
    const fresh = await signUpAndLogin(t);
    let started: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => (started = resolve));
    engine.use({
      name: 'scripted',
      async *reply(_input, signal) {
        yield { type: 'plan', kind: 'answer', intent: 'question' };
        yield { type: 'text', delta: 'FR-1 covers ' };
        started();
        await new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
      },
    });
    try {
      const sending = upload(t, { token: fresh.accessToken, text: 'what covers it?', accept: SSE });
      await shown;
      let sessionId: string | undefined;
      for (let i = 0; i < 100 && !sessionId; i += 1) {
        const found = await t.database.db.execute(
          sql`select session_id from generations where user_id = ${fresh.id}`,
        );
        sessionId = (found as { rows: { session_id: string }[] }).rows[0]?.session_id;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stop = await t.request({
        method: 'POST',
        url: `/api/v1/prd_upload/stop_answer?session_id=${sessionId!}`,
        token: fresh.accessToken,
      });
      expect(stop.statusCode).toBe(200);
      const events = parseEvents((await sending).body);
      expect(events.at(-1)).toMatchObject({ event: 'stopped', data: { charged: false } });
      expect(await usedUploads(t, fresh.id)).toBe(0);
      const { body } = await chatData(t, fresh.accessToken, sessionId!);
      expect(body.messages.at(-1)).toMatchObject({
        status: 'stopped',
        message: 'FR-1 covers ',
        reply: { kind: 'answer', intent: 'question', charged: false },
      });
    } finally {
      engine.use(scripted.writer);
    }
  });

  it('uses no upload when nothing could be read, and says so plainly', async () => {
    const fresh = await signUpAndLogin(t);
    const calls = scripted.inputs.length;
    const res = await uploadOk(t, {
      token: fresh.accessToken,
      files: [{ ...PDF, name: 'unreadable.pdf' }],
    });
    expect(res.data.prd_result).toMatch(/^Nothing could be read from unreadable\.pdf/);
    expect(res.data.prd_result).toContain('no upload was used');
    // What extraction noted about the file is said too.
    expect(res.data.prd_result).toContain('- unreadable.pdf: no text found.');
    expect(res.data.reply).toMatchObject({ kind: 'answer', charged: false, version: null });
    expect(res.data.document_path).toBeNull();
    expect(scripted.inputs.length).toBe(calls);
    expect(await usedUploads(t, fresh.id)).toBe(0);
  });
});
