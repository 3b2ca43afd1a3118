import { BRACKETED_FILE_NAME } from './file-extensions.js';

const SECTION_NUMBER = /\*\*(\d+(?:\.\d+)*\.?)\*\*/g;
/** Fenced code blocks and inline code, left exactly as written. */
const CODE = /(```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]+`)/;

/**
 * The spec's display rules for chat messages: bold section numbers (`**1.1**`) become
 * underscore emphasis (`_1.1_`) and bracketed file names (`[report.pdf]`) are unwrapped.
 */
export function displayText(text: string): string {
  return text
    .split(CODE)
    .map((part, n) =>
      n % 2 === 1 ? part : part.replace(SECTION_NUMBER, '_$1_').replace(BRACKETED_FILE_NAME, '$1'),
    )
    .join('');
}
