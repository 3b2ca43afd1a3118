import { messages } from '@prd/contract';
import type { RelatedHumanMessage, WordFileFallback } from '@prd/documents';
import { useState } from 'react';
import {
  downloadText,
  downloadWord,
  type DownloadResult,
} from '../../../components/chat/download-actions';
import { errorMessage, type AuthMode } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { saveVersionFile, type VersionFileRef } from '../document/api/download-version';

type AnswerFormat = 'docx' | 'txt';

interface AnswerDownload {
  /** The ai message's Markdown. */
  text: string;
  /** Whether the message is a PRD; "Download Doc" needs one. */
  isDocument: boolean;
  /** The human message the PRD answered (its first file names a local Word file). */
  related: RelatedHumanMessage | null;
  wordFallback: WordFileFallback;
  /** The document version the answer stored, if it stored one. */
  version: VersionFileRef | null;
  /** Who asks the server for a version's file (the admin's chat, a user's, a visitor's). */
  auth: AuthMode;
}

/**
 * Which file an answer's Download Doc / TXT saves: an answer that stored a version, the server's
 * file of that version under the name it gives (`ShiftSwap-PRD-v0.3.docx`, never a bare
 * `PRD.docx`, issue 26); any other answer, the spec's local Word and text files.
 */
async function downloadAnswer(
  answer: AnswerDownload,
  format: AnswerFormat,
): Promise<DownloadResult> {
  const { text, isDocument, related, wordFallback, version, auth } = answer;
  if (!version) {
    return format === 'docx'
      ? downloadWord({ text, isDocument, related, fallback: wordFallback })
      : downloadText(text);
  }
  try {
    return { ok: true, fileName: await saveVersionFile(version, format, auth) };
  } catch (err) {
    const failed =
      format === 'docx' ? messages.messageActions.docFailed : messages.general.unexpectedTryAgain;
    return { ok: false, error: errorMessage(err, failed) };
  }
}

/** The answer's Download Doc / TXT: `save` a format; `preparing` the one under way. */
export function useAnswerDownload(answer: AnswerDownload) {
  const [preparing, setPreparing] = useState<AnswerFormat | null>(null);
  async function save(format: AnswerFormat) {
    setPreparing(format);
    try {
      const result = await downloadAnswer(answer, format);
      if (!result.ok) notify.error(result.error);
    } finally {
      setPreparing(null);
    }
  }
  return { preparing, save };
}
