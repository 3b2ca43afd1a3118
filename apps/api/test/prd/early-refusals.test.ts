import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpAndLogin, type TestUser } from '../helpers/users.js';
import { eventually, listen, rawClient, tempFiles, uploadHead } from './raw-socket.js';
import { setUsedUploads, upload, uploadOk } from './support.js';

const MB = 1024 * 1024;
const BODY = 100 * MB;

/**
 * Issue 10, item 9: uploads were written to disk before the checks. A visitor over the limit,
 * a user with no uploads left and a send into someone else's session are refused from the
 * headers and the query alone: the body is never read and nothing reaches DATA_DIR/tmp.
 */
describe('refusals before the body (item 9)', () => {
  let t: TestApp;
  let port: number;
  let owner: TestUser;
  let spent: TestUser;
  let sessionId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ANON_FREE_LIMIT: '1' } });
    port = await listen(t.app);
    owner = await signUpAndLogin(t);
    spent = await signUpAndLogin(t);
    await setUsedUploads(t, spent.id, 5);
    sessionId = (await uploadOk(t, { token: owner.accessToken, text: 'hello' })).data.session_id;
    // The free use of 127.0.0.1 (where the real sockets below come from) is spent.
    expect((await upload(t, { text: 'Build a todo app. It must sync.' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Sends the head and 256 KB of a 100 MB upload, and waits for the answer. */
  async function refusedEarly(opts: { token?: string; sessionId?: string }) {
    const { head, partHead } = uploadHead({ bodyBytes: BODY, ...opts });
    const client = await rawClient(port);
    await client.write(Buffer.concat([head, partHead, Buffer.alloc(256 * 1024, 0x41)]));
    expect(await eventually(() => /\r\n\r\n/.test(client.received()))).toBe(true);
    const answer = client.received();
    // The server closes the connection instead of reading 100 MB.
    await Promise.race([client.closed, new Promise((r) => setTimeout(r, 3000))]);
    expect(client.socket.destroyed || client.socket.readableEnded).toBe(true);
    const sent = client.socket.bytesWritten;
    client.socket.destroy();
    return { answer, sent };
  }

  it('refuses a visitor over the free limit before reading the body (429)', async () => {
    const { answer, sent } = await refusedEarly({});
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('Free usage limit exceeded. Please login to enjoy services.');
    expect(sent).toBeLessThan(BODY / 10);
  });

  it('refuses a user with no uploads left before reading the body (402)', async () => {
    const { answer, sent } = await refusedEarly({ token: spent.accessToken });
    expect(answer).toMatch(/^HTTP\/1\.1 402 /);
    expect(answer).toContain('Please upgrade your plan to continue using this feature');
    expect(sent).toBeLessThan(BODY / 10);
  });

  it("refuses a send into someone else's session before reading the body (404)", async () => {
    const other = await signUpAndLogin(t);
    const { answer } = await refusedEarly({ token: other.accessToken, sessionId });
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    const visitor = await refusedEarly({ sessionId });
    expect(visitor.answer).toMatch(/^HTTP\/1\.1 (404|429) /);
  });

  it('stops reading at a NUL in user_input: 422 and the connection closes, the file unread', async () => {
    const user = await signUpAndLogin(t);
    const { head, partHead } = uploadHead({ bodyBytes: BODY, token: user.accessToken });
    const boundary = /boundary=(\S+)\r\n/.exec(head.toString())![1]!;
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="user_input"\r\n\r\nA brief\u0000\r\n`,
    );
    const client = await rawClient(port);
    await client.write(Buffer.concat([head, field, partHead, Buffer.alloc(256 * 1024, 0x41)]));
    expect(await eventually(() => /\r\n\r\n/.test(client.received()))).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 422 /);
    expect(client.received()).toMatch(/\r\nconnection: close\r\n/i);
    await Promise.race([client.closed, new Promise((r) => setTimeout(r, 3000))]);
    expect(client.socket.destroyed || client.socket.readableEnded).toBe(true);
    client.socket.destroy();
  });

  it('never created a temp file for any of them', () => {
    expect(tempFiles(t)).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'tmp'))).toBe(false);
  });

  it('still answers greetings of a user with no uploads left (small bodies are read)', async () => {
    const res = await upload(t, { token: spent.accessToken, text: 'Good morning!' });
    expect(res.statusCode).toBe(200);
    const visitor = await upload(t, { text: 'hello' });
    expect(visitor.statusCode).toBe(200);
  });
});
