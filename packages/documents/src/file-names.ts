import { BRACKETED_FILE_NAME } from './file-extensions.js';
import { messageText, type MessageContent } from './message-text.js';

/** Name of the "Download TXT" file. */
export const TEXT_FILE_NAME = 'Document.txt';

export type WordFileFallback = 'PRD' | 'Generated_Document';

/** The human message a PRD answered (its text and attached files). */
export interface RelatedHumanMessage {
  message?: MessageContent;
  files?: readonly { name: string }[] | null;
}

const MAX_NAME_LENGTH = 100;

/** The first attached file name: from `files`, else from "Uploaded file: [name]" in the text. */
export function firstFileName(related?: RelatedHumanMessage | null): string | undefined {
  const attached = related?.files?.find((file) => file.name.trim() !== '');
  if (attached) return attached.name;
  const pattern = new RegExp(BRACKETED_FILE_NAME.source);
  return pattern.exec(messageText(related?.message))?.[1];
}

/**
 * The Word file's name: the first file name of the related human message without its
 * extension, kept to letters, digits and underscores (spaces, dots and hyphens become one
 * underscore, anything else is dropped), else the fallback; with ".docx".
 */
export function wordFileName(
  related?: RelatedHumanMessage | null,
  fallback: WordFileFallback = 'PRD',
): string {
  const name = firstFileName(related);
  const base = name === undefined ? '' : safeStem(name);
  return `${base || fallback}.docx`;
}

function safeStem(name: string): string {
  const file = name.split(/[\\/]/).pop() ?? '';
  return Array.from(
    file
      .replace(/\.[^.]*$/, '')
      .normalize('NFC')
      .replace(/[\s.-]+/g, '_')
      .replace(/[^\p{L}\p{N}_]/gu, '')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, ''),
  )
    .slice(0, MAX_NAME_LENGTH)
    .join('');
}
