import { messages } from '@prd/contract';
import type { DownloadResult } from '../../../components/chat/download-actions';
import { errorMessage, type AuthMode } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { downloadVersion } from '../document/api/download-version';

/** The document version an answer stored (its `reply.document`). */
export interface StoredVersionRef {
  document_id: string;
  version: number;
  /** "0.3" */
  label: string;
}

/**
 * The chat's Download Doc / TXT of an answer that stored a version (issue 26): the server's file
 * of that version, saved under the name it gives (`ShiftSwap-PRD-v0.3.docx`), never a bare
 * `PRD.docx`. Answers without a version keep the spec's local names (download-actions).
 */
export async function downloadStoredVersion(
  stored: StoredVersionRef,
  format: 'docx' | 'txt',
  auth: AuthMode,
): Promise<DownloadResult> {
  try {
    const file = await downloadVersion(stored.document_id, stored.version, format, auth);
    // The server always names the file; this is only for an answer that names none.
    const fileName = file.fileName ?? `PRD-v${stored.label}.${format}`;
    saveBlob(file.blob, fileName);
    return { ok: true, fileName };
  } catch (err) {
    const failed =
      format === 'docx' ? messages.messageActions.docFailed : messages.general.unexpectedTryAgain;
    return { ok: false, error: errorMessage(err, failed) };
  }
}
