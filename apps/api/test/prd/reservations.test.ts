import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin } from '../helpers/users.js';
import { failingWriter, scriptedEngine } from './scripted-engine.js';
import { tableCounts, upload, usedUploads } from './support.js';

const BRIEF = 'Build a parking app. Drivers must be able to pay by phone.';

/**
 * Issue 10, item 1 (b), with answers as jobs: a reservation is released only when no answer
 * text was published. Once a token is in the answer's stream, anyone may read it (another tab,
 * a reload), so it counts whether or not a client was listening at that moment.
 */
describe('reservations on failure', () => {
  let t: TestApp;
  const engine = scriptedEngine(failingWriter([]));

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { prdEngine: engine } });
  });
  afterAll(() => t.close());

  async function send(before: string[], accept?: string) {
    engine.use(failingWriter(before));
    const user = await signUpAndLogin(t);
    const res = await upload(t, { token: user.accessToken, text: BRIEF, accept });
    return { res, used: await usedUploads(t, user.id) };
  }

  it('keeps the upload used when the writer fails after its first token', async () => {
    const { res, used } = await send(['# PRD\n', 'Parking'], 'text/event-stream');
    expect(res.body).toContain('Parking');
    expect(res.body).toContain('event: error');
    expect(used).toBe(1);
  });

  it('gives the upload back when the writer fails before any token', async () => {
    const { res, used } = await send([], 'text/event-stream');
    expect(res.body).toContain('event: error');
    expect(used).toBe(0);
  });

  it('keeps it used when the tokens were published to a JSON caller (who gets the error)', async () => {
    const { res, used } = await send(['# PRD\n']);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: 'The PRD could not be written.' });
    expect(used).toBe(1);
  });

  it('keeps a visitor use counted after the first token, and not before', async () => {
    const before = (await tableCounts(t)).visitor_usage;
    for (const [ip, deltas] of [
      ['192.0.2.9', ['# PRD']],
      ['192.0.2.10', []],
    ] as const) {
      engine.use(failingWriter([...deltas]));
      const res = await upload(t, { text: BRIEF, ip });
      expect(res.statusCode).toBe(502);
    }
    expect((await tableCounts(t)).visitor_usage - before).toBe(1);
  });
});
