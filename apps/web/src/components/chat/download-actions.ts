import { messages } from '@prd/contract';
import {
  markdownToText,
  TEXT_FILE_NAME,
  wordFileName,
  type RelatedHumanMessage,
  type WordFileFallback,
} from '@prd/documents';
import { saveBlob } from '../../lib/download';

/** What a download did: the saved file's name, or the message to show (spec section 5). */
export type DownloadResult = { ok: true; fileName: string } | { ok: false; error: string };

interface WordDownload {
  /** The ai message's Markdown. */
  text: string;
  /** Whether the message is a PRD (a document message); only PRDs download as Word. */
  isDocument: boolean;
  /** The human message the PRD answered: its first file names the Word file. */
  related?: RelatedHumanMessage | null;
  fallback?: WordFileFallback;
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const TEXT_TYPE = 'text/plain;charset=utf-8';

/**
 * "Download Doc": the PRD as a Word file named after the related human message's first file
 * (else the fallback). The Word builder is loaded only now, in its own chunk.
 */
export async function downloadWord({
  text,
  isDocument,
  related = null,
  fallback = 'PRD',
}: WordDownload): Promise<DownloadResult> {
  if (!isDocument) return { ok: false, error: messages.messageActions.noPrdFound };
  if (text.trim() === '') return { ok: false, error: messages.messageActions.noContent };
  const fileName = wordFileName(related, fallback);
  try {
    const { markdownToDocx } = await import('@prd/documents/docx');
    const bytes = await markdownToDocx(text, { title: fileName.replace(/\.docx$/, '') });
    saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: DOCX_TYPE }), fileName);
    return { ok: true, fileName };
  } catch {
    return { ok: false, error: messages.messageActions.docFailed };
  }
}

/** "Download TXT": the message as plain text (Markdown removed), saved as Document.txt. */
export function downloadText(text: string): DownloadResult {
  if (text.trim() === '') return { ok: false, error: messages.messageActions.noContent };
  saveBlob(new Blob([markdownToText(text)], { type: TEXT_TYPE }), TEXT_FILE_NAME);
  return { ok: true, fileName: TEXT_FILE_NAME };
}
