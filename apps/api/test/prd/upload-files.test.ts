import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makeMp4, makePdf, makePng, makeWav } from '../fixtures/make-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';
import { prdReply } from '../helpers/fake-prd.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { chatData, fileFrom, getLink, storedFiles, tableCounts, uploadOk } from './support.js';

describe('PRDs from real files (offline writer)', () => {
  let t: TestApp;
  let dir: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'prd-upload-'));
    user = await signUpAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a docx, a pdf and a png into the PRD, stores them and the Word file', async () => {
    const docx = await makeDocx(
      dir,
      ['The product is called Ledgerly.', 'Freelancers must be able to export invoices as CSV.'],
      { name: 'brief.docx' },
    );
    const pdf = await makePdf(dir, ['Cover page', 'Admins must approve refunds within 24 hours.'], {
      name: 'policy.pdf',
    });
    const png = await makePng(dir, ['Users must sign in with SSO'], { name: 'whiteboard.png' });
    const res = await uploadOk(t, {
      token: user.accessToken,
      text: 'Please write the PRD for our invoicing product.',
      files: [await fileFrom(docx), await fileFrom(pdf), await fileFrom(png)],
    });
    const prd = res.data.prd_result;
    expect(prd).toContain('Ledgerly');
    expect(prd).toContain('export invoices as CSV');
    expect(prd).toContain('approve refunds within 24 hours');
    expect(prd).toMatch(/sign in with SSO/i);
    // Sources cite the file and where in it.
    expect(prd).toContain('brief.docx');
    expect(prd).toMatch(/policy\.pdf[^\n]*page 2/);

    const { body } = await chatData(t, user.accessToken, res.data.session_id);
    // The typed text first (it titles the chat), then the spec's entries for the files.
    expect(body.messages.map((m) => m.message)).toEqual([
      'Please write the PRD for our invoicing product.',
      'Uploaded file: [brief.docx]',
      'Uploaded file: [policy.pdf]',
      'Uploaded file: [whiteboard.png]',
      prd,
    ]);
    expect(body.messages.slice(0, 4).map((m) => m.files.map((f) => f.name))).toEqual([
      [],
      ['brief.docx'],
      ['policy.pdf'],
      ['whiteboard.png'],
    ]);
    expect(body.messages[3]!.image_urls).toHaveLength(1);
    expect(body.messages[1]!.image_urls).toEqual([]);

    // Stored under generated names; the temp files are gone.
    const stored = storedFiles(t);
    expect(stored.filter((f) => f.startsWith('tmp'))).toEqual([]);
    const inSession = (files: string[]) =>
      files.filter((f) => f.startsWith(`files/chat/${res.data.session_id}/`));
    expect(inSession(stored)).toHaveLength(3);
    expect(stored.some((f) => f.includes('brief'))).toBe(false);
    expect(await tableCounts(t)).toMatchObject({ sessions: 1, messages: 5, files: 3 });

    // The stored files come back through their signed links, without a bearer token.
    const pdfLink = await getLink(t, body.messages[2]!.files[0]!.url);
    expect(pdfLink.statusCode).toBe(200);
    expect(pdfLink.headers['content-type']).toBe('application/pdf');
    const image = await getLink(t, body.messages[3]!.image_urls[0]!);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="whiteboard\.png"/);

    // The Word file at document_path opens and carries the PRD's headings.
    const doc = await getLink(t, res.data.document_path!);
    expect(doc.statusCode).toBe(200);
    // Named for the product and the version (issue 26), never after a file or a bare PRD.docx.
    expect(doc.headers['content-disposition']).toMatch(
      /^attachment; filename="Ledgerly-PRD-v0\.1\.docx"/,
    );
    // Made on first download, then stored and served as it is.
    const docs = inSession(storedFiles(t)).filter((f) => /\/prd-[0-9a-f-]{36}\.docx$/.test(f));
    expect(docs).toHaveLength(1);
    const again = await getLink(t, res.data.document_path!);
    expect(again.rawPayload.equals(doc.rawPayload)).toBe(true);
    const html = (await mammoth.convertToHtml({ buffer: doc.rawPayload })).value;
    const headings = [...prd.matchAll(/^#{1,2} (.+)$/gm)].map((m) => m[1]!.replace(/\*\*/g, ''));
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(html).toContain(heading.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<h1>/);
    expect(html).toMatch(/<h2>/);
  });

  it('keeps audio without a speech provider and says so in the PRD', async () => {
    const wav = await makeWav(dir, 1, { name: 'standup.wav' });
    const res = await uploadOk(t, {
      token: user.accessToken,
      text: 'Add what was said in the stand-up.',
      files: [await fileFrom(wav)],
    });
    expect(res.data.prd_result).toContain('standup.wav: audio was not transcribed');
    const { body } = await chatData(t, user.accessToken, res.data.session_id);
    expect(body.messages[1]!.files).toHaveLength(1);
  });
});

describe('PRDs from audio and video with a provider (fake OpenAI-compatible server)', () => {
  let t: TestApp;
  let dir: string;
  let fake: FakeOpenAi;
  let user: TestUser;

  beforeAll(async () => {
    // The fake model answers with the prompt it received: what extraction found shows up.
    fake = await startFakeOpenAi({
      reply: prdReply({ title: 'Echo', requirements: ['Echo the prompt.'], echo: true }),
      transcript: {
        text: 'Riders must be able to book a scooter in two taps.',
        segments: [
          { start: 0, end: 0.5, text: 'Riders must be able to book a scooter' },
          { start: 65, end: 66, text: 'in two taps.' },
        ],
      },
    });
    t = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.url,
        AI_MODEL: 'echo-model',
        AI_TRANSCRIPTION_MODEL: 'whisper-test',
      },
    });
    dir = await mkdtemp(path.join(tmpdir(), 'prd-media-'));
    user = await signUpAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('transcribes a wav and reads a short mp4 (audio track and key frames)', async () => {
    const wav = await makeWav(dir, 1, { name: 'interview.wav' });
    const mp4 = await makeMp4(dir, { text: 'NIGHT MODE TOGGLE', seconds: 2, name: 'demo.mp4' });
    const res = await uploadOk(t, {
      token: user.accessToken,
      files: [await fileFrom(wav), await fileFrom(mp4)],
    });
    const prd = res.data.prd_result;
    expect(prd).toContain('Riders must be able to book a scooter');
    expect(prd).toContain('00:01:05');
    expect(prd).toMatch(/NIGHT MODE/i);
    expect(prd).toContain('interview.wav');
    expect(prd).toContain('demo.mp4');

    const transcriptions = fake.requests.filter((r) => r.path === '/v1/audio/transcriptions');
    // The wav itself, and the audio track ffmpeg took out of the mp4.
    expect(transcriptions).toHaveLength(2);
    expect(transcriptions.every((r) => r.body.model === 'whisper-test')).toBe(true);
  });
});
