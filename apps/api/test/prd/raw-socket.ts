import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../helpers/app.js';

/** Listens on a free port (once per app) and returns it. */
export async function listen(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** The head of a multipart upload of one file whose body is `bodyBytes` long in all. */
export function uploadHead(opts: {
  bodyBytes: number;
  token?: string;
  sessionId?: string;
  filename?: string;
}) {
  const boundary = `----prd${randomBytes(8).toString('hex')}`;
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${opts.filename ?? 'big.pdf'}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const query = opts.sessionId ? `?session_id=${opts.sessionId}` : '';
  const head = Buffer.from(
    `POST /api/v1/prd_upload/upload_files${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${opts.bodyBytes}\r\n` +
      (opts.token ? `Authorization: Bearer ${opts.token}\r\n` : '') +
      '\r\n',
  );
  return { head, partHead };
}

interface RawClient {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server closed (or reset) the connection. */
  closed: Promise<void>;
  /** Writes bytes unless the socket is gone; false when it is. */
  write(data: Buffer): Promise<boolean>;
}

export async function rawClient(port: number): Promise<RawClient> {
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => text,
    closed,
    write: (data) =>
      new Promise((resolve) => {
        if (socket.destroyed || !socket.writable) return resolve(false);
        socket.write(data, (err) => resolve(!err));
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true or `ms` passed; returns the last result. */
export async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

/** Files in DATA_DIR/tmp (none when the folder was never made). */
export function tempFiles(t: TestApp): string[] {
  try {
    return readdirSync(path.join(t.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
}
