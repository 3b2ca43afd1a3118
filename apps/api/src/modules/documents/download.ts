import type { DownloadFormat } from '@prd/contract';
import { markdownToText } from '@prd/documents';
import { documentFileName, type Prd } from '@prd/prd';
import type { TaskPool } from '../../platform/workers/task-pool.js';

const mediaTypes: Record<DownloadFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export interface VersionFile {
  name: string;
  mediaType: string;
  body: Buffer;
}

/**
 * One version as a file, made from its Markdown (the one renderer's): Word in a worker thread
 * with a time limit (a large PRD costs that thread, not the event loop), text and Markdown here.
 */
export async function versionFile(
  tasks: Pick<TaskPool, 'markdownToDocx'>,
  v: { model: Prd; label: string; markdown: string },
  format: DownloadFormat,
): Promise<VersionFile> {
  const name = documentFileName(v.model.product, v.label, format);
  const mediaType = mediaTypes[format];
  if (format === 'md') return { name, mediaType, body: Buffer.from(v.markdown, 'utf8') };
  if (format === 'txt') {
    return { name, mediaType, body: Buffer.from(markdownToText(v.markdown), 'utf8') };
  }
  const bytes = await tasks.markdownToDocx(v.markdown, v.model.title || undefined);
  return { name, mediaType, body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/**
 * An attachment's Content-Disposition that cannot break the header or smuggle a path: an ASCII
 * fallback name and the exact name as RFC 5987 `filename*`.
 */
export function attachment(name: string): string {
  const clean = name.replace(/[\p{Cc}/\\]/gu, '').trim() || 'PRD';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
