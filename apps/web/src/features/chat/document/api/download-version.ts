import { paths, type DownloadFormat } from '@prd/contract';
import { documentFileName } from '@prd/prd';
import { apiResponse, type AuthMode } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';

/** A Word file is built on the server: allow it more than the shared client's 10 s. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** The file name a `Content-Disposition` header gives (`filename*` first), else null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain parameter below may still name it.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** A stored document version, as an answer's `reply.document` or the document view names it. */
export interface VersionFileRef {
  document_id: string;
  version: number;
  /** "0.3" */
  label: string;
  /** The document's product, when known (it names the file if the server's answer names none). */
  product?: string;
}

/**
 * `GET /prd_documents/download?document_id&version&format`: saves the version as a file under
 * the name the server gives it (`ShiftSwap-PRD-v0.3.docx`; the same rule's name should an answer
 * name none) and resolves with that name. Rejects with the ApiError of a refusal.
 */
export async function saveVersionFile(
  ref: VersionFileRef,
  format: DownloadFormat,
  auth: AuthMode,
): Promise<string> {
  const res = await apiResponse(paths.documents.download, {
    query: { document_id: ref.document_id, version: ref.version, format },
    auth,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  const fileName =
    dispositionName(res.headers.get('content-disposition')) ??
    documentFileName(ref.product ?? '', ref.label, format);
  saveBlob(await res.blob(), fileName);
  return fileName;
}
