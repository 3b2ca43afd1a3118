import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChatDataResponse, UploadFilesResponse } from '@prd/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/app.js';
import {
  setUsedUploads as setUsedUploadsNow,
  usedUploads as usedUploadsNow,
} from '../helpers/usage.js';

export interface FormFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body as browsers send it: repeated `files` and an optional `user_input`. */
export function multipartBody(text: string | undefined, files: FormFile[]) {
  const boundary = `----prd${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (text !== undefined) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="user_input"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A fixture file on disk as a form file (its own name unless another is given). */
export async function fileFrom(
  filePath: string,
  name = path.basename(filePath),
): Promise<FormFile> {
  return { name, data: await readFile(filePath) };
}

interface UploadOptions {
  token?: string;
  sessionId?: string;
  text?: string;
  files?: FormFile[];
  ip?: string;
  cookie?: string;
  accept?: string;
}

export function upload(t: TestApp, o: UploadOptions = {}): Promise<LightMyRequestResponse> {
  const body = multipartBody(o.text, o.files ?? []);
  const query = o.sessionId === undefined ? '' : `?session_id=${encodeURIComponent(o.sessionId)}`;
  return t.request({
    method: 'POST',
    url: `/api/v1/prd_upload/upload_files${query}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.accept ? { accept: o.accept } : {}),
    },
    remoteAddress: o.ip ?? '127.0.0.1',
    token: o.token,
  });
}

/** Uploads and returns the body; fails the test unless 200. */
export async function uploadOk(t: TestApp, o: UploadOptions = {}): Promise<UploadFilesResponse> {
  const res = await upload(t, o);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<UploadFilesResponse>();
}

export async function chatData(t: TestApp, token: string, sessionId: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/prd_chat_history/get_chat_data_by_chat_id?session_id=${sessionId}`,
    token,
  });
  return { status: res.statusCode, body: res.json<ChatDataResponse>() };
}

/** The visitor cookie of a response, ready for a Cookie header. */
export function visitorCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith('prd_visitor='));
  return found?.split(';')[0];
}

/** Row counts of the chat tables and the visitor usage. */
export async function tableCounts(t: TestApp) {
  const result = await t.database.db.execute(sql`select
    (select count(*) from chat_sessions)::int as sessions,
    (select count(*) from chat_messages)::int as messages,
    (select count(*) from chat_files)::int as files,
    (select count(*) from visitor_usage)::int as visitor_usage`);
  const rows = (
    result as {
      rows: { sessions: number; messages: number; files: number; visitor_usage: number }[];
    }
  ).rows;
  return rows[0]!;
}

/** Every file under DATA_DIR/files and DATA_DIR/tmp (stored uploads, documents, temp files). */
export function storedFiles(t: TestApp): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(t.config.dataDir, path.join(e.parentPath, e.name)));
    } catch {
      return [];
    }
  };
  return [
    ...list(path.join(t.config.dataDir, 'files')),
    ...list(path.join(t.config.dataDir, 'tmp')),
  ].sort();
}

export const usedUploads = (t: TestApp, userId: string) => usedUploadsNow(t.database.db, userId);

export const setUsedUploads = (t: TestApp, userId: string, used: number) =>
  setUsedUploadsNow(t.database.db, userId, used);

/** Fetches a relative link (signed file URL) through the app, without a bearer token. */
export function getLink(t: TestApp, link: string) {
  return t.request({ method: 'GET', url: link });
}
