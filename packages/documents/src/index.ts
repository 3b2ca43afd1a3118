/**
 * @prd/documents: the spec's text rules as pure functions, shared by the API and the web app
 * (Markdown to Word and to plain text, chat display rules, sidebar titles, download names).
 * Runs in Node and browsers; `@prd/documents/docx` is the Word part alone, for lazy loading.
 */
export { markdownToDocx, type MarkdownToDocxOptions } from './markdown-to-docx.js';
export { markdownToText, shareText } from './markdown-to-text.js';
export { displayText } from './display-text.js';
export { messageText, type MessageContent } from './message-text.js';
export { chatTitle, UNTITLED } from './chat-title.js';
export {
  firstFileName,
  TEXT_FILE_NAME,
  wordFileName,
  type RelatedHumanMessage,
  type WordFileFallback,
} from './file-names.js';
export { isGreeting, isLongAiMessage, isShortGreeting } from './message-kind.js';
export { withoutWriterNotice } from './writer-notice.js';
