import { API_PREFIX, messages, paths, type DownloadFormat } from '@prd/contract';
import { ApiError, authorizedFetch, type AuthMode } from '../../../../lib/api-client';

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

/**
 * `GET /prd_documents/download?document_id&version&format`: the version as a file, with the
 * name the server gives it (`ShiftSwap-PRD-v0.3.docx`).
 */
export async function downloadVersion(
  documentId: string,
  version: number,
  format: DownloadFormat,
  auth: AuthMode,
): Promise<{ blob: Blob; fileName: string | null }> {
  const query = new URLSearchParams({
    document_id: documentId,
    version: String(version),
    format,
  });
  const res = await authorizedFetch(auth, async (token) => {
    try {
      return await fetch(`${API_PREFIX}${paths.documents.download}?${query.toString()}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      });
    } catch {
      throw new ApiError(0, messages.general.networkFailure);
    }
  });
  return {
    blob: await res.blob(),
    fileName: dispositionName(res.headers.get('content-disposition')),
  };
}
