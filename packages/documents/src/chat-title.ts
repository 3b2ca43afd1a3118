import { constants } from '@prd/contract';
import { FILE_EXTENSION_SUFFIX } from './file-extensions.js';
import { messageText, type MessageContent } from './message-text.js';

export const UNTITLED = 'Untitled';

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A "(n)" copy suffix at the end of the title or of one comma-separated name. */
const COPY_SUFFIX = /\s*\(\d+\)(?=\s*(?:$|[,;]))/gu;

/**
 * A sidebar title from a session's first message: brackets, quotes, file extensions and "(n)"
 * suffixes removed, whitespace collapsed, cut at 30 characters followed by "...", or "Untitled".
 * Apostrophes inside words (don't) are kept: they are not quotes.
 */
export function chatTitle(firstMessage: MessageContent): string {
  const title = messageText(firstMessage)
    .replace(/[[\]]/g, '')
    .replace(/["\u201c\u201d\u201e\u00ab\u00bb]/g, '')
    .replace(/['\u2018\u2019]/g, (quote, at: number, text: string) =>
      WORD_CHAR.test(text.charAt(at - 1)) && WORD_CHAR.test(text.charAt(at + 1)) ? quote : '',
    )
    .replace(FILE_EXTENSION_SUFFIX, '')
    .replace(COPY_SUFFIX, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!title) return UNTITLED;
  const characters = Array.from(title);
  if (characters.length <= constants.chatTitleMaxLength) return title;
  return `${characters.slice(0, constants.chatTitleMaxLength).join('').trimEnd()}...`;
}
