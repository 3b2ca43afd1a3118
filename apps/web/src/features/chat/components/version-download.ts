import { messages } from '@prd/contract';
import type { DownloadResult } from '../../../components/chat/download-actions';
import { errorMessage, type AuthMode } from '../../../lib/api-client';
import { saveVersionFile, type VersionFileRef } from '../document/api/download-version';

/**
 * The chat's Download Doc / TXT of an answer that stored a version (issue 26): the server's file
 * of that version, saved under the name it gives (`ShiftSwap-PRD-v0.3.docx`), never a bare
 * `PRD.docx`. Answers without a version keep the spec's local names (download-actions).
 */
export async function downloadStoredVersion(
  stored: VersionFileRef,
  format: 'docx' | 'txt',
  auth: AuthMode,
): Promise<DownloadResult> {
  try {
    return { ok: true, fileName: await saveVersionFile(stored, format, auth) };
  } catch (err) {
    const failed =
      format === 'docx' ? messages.messageActions.docFailed : messages.general.unexpectedTryAgain;
    return { ok: false, error: errorMessage(err, failed) };
  }
}
