import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown, renderMarkdown } from '@prd/prd';
import { textWriter } from '../../src/modules/prd/writers/collect-reply.js';
import type { PrdInput } from '../../src/modules/prd/writers/types.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { scriptedEngine } from './scripted-engine.js';
import { uploadOk } from './support.js';

/**
 * The job skips reading the session for a new chat's first text-only send (the accept says so):
 * every other send must still give the writer its files, earlier messages and previous PRD.
 */
describe('what the writer is given', () => {
  let t: TestApp;
  let user: TestUser;
  const seen: PrdInput[] = [];
  const engine = scriptedEngine(
    textWriter('recording', async function* (input) {
      seen.push(input);
      yield await Promise.resolve(`# PRD ${seen.length}\n\n- The product must work.\n`);
    }),
  );

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: engine } });
    user = await signUpAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a first text-only send: the message alone; its follow-up: the history and the PRD', async () => {
    const first = await uploadOk(t, { token: user.accessToken, text: 'Build a parking app.' });
    expect(seen.at(-1)).toMatchObject({
      message: 'Build a parking app.',
      files: [],
      history: [],
      previousPrd: undefined,
    });

    await uploadOk(t, {
      token: user.accessToken,
      sessionId: first.data.session_id,
      text: 'Drivers must pay by phone.',
    });
    // The PRD to revise is the stored version's model, rendered (issue 26).
    expect(seen.at(-1)).toMatchObject({
      message: 'Drivers must pay by phone.',
      files: [],
      history: ['Build a parking app.'],
      previousPrd: renderMarkdown(parseMarkdown(first.data.prd_result), { version: '0.1' }),
      previousVersion: 1,
    });
    expect(seen.at(-1)?.previousPrd).toContain('The product must work.');
  });

  it("a new chat's first send with a file: the file", async () => {
    await uploadOk(t, {
      token: user.accessToken,
      text: 'From the notes.',
      files: [{ name: 'notes.pdf', data: minimalPdf(), type: 'application/pdf' }],
    });
    expect(seen.at(-1)).toMatchObject({
      message: 'From the notes.',
      files: [{ name: 'notes.pdf', kind: 'document' }],
      history: [],
    });
  });
});

/** A one-page PDF with no text (enough for the type check; extraction is scripted). */
function minimalPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
