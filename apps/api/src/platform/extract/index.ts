export {
  ALLOWED_EXTENSIONS,
  CLASSIFY_HEAD_BYTES,
  classifyUpload,
  extensionOf,
  isSkippableMismatch,
  maxBytesFor,
} from './file-kinds.js';
export { checkDocx, DocxRejectedError, type DocxLimits, type DocxRejection } from './docx-guard.js';
export {
  createExtractor,
  type ExtractableFile,
  type Extractor,
  type ExtractorOptions,
} from './extractor.js';
export { extractNotes } from './notes.js';
export { formatTimestamp } from './timestamps.js';
