import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { nextIp } from '../helpers/users.js';
import { upload } from '../prd/support.js';

let t: TestApp;
const output: string[] = [];
const lines = () =>
  output
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
});

afterAll(async () => {
  await t?.close();
  vi.restoreAllMocks();
});

describe('service log lines carry the request id', () => {
  it('the PRD generation outcome of each of two parallel sends names its own request', async () => {
    const [a, b] = await Promise.all([
      upload(t, { text: 'A booking app for dentists with reminders.', ip: nextIp() }),
      upload(t, { text: 'An inventory tool for a small bakery.', ip: nextIp() }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const ids = [a, b].map((res) => res.headers['x-request-id']);
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
    const sessions = [a, b].map((res) => res.json<{ data: { session_id: string } }>().data);
    const outcomes = lines().filter((l) => l.msg === 'prd generation');
    for (const [i, id] of ids.entries()) {
      const line = outcomes.find((l) => l.session_id === sessions[i]!.session_id);
      expect(line, `outcome line of ${String(id)}`).toMatchObject({
        reqId: id,
        outcome: 'success',
      });
    }
  });

  it('a service line outside any request has no request id', () => {
    t.app.services.log.info({ probe: 'outside' }, 'no request in play');
    const line = lines().find((l) => l.probe === 'outside');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('reqId');
    const child = lines().length;
    t.app.services.log.child({ part: 'x' }).warn('child outside');
    expect(
      lines()
        .slice(child)
        .find((l) => l.msg === 'child outside'),
    ).toMatchObject({
      part: 'x',
    });
  });
});
