export {
  CLASSIFY_HEAD_BYTES,
  classifyUpload,
  isSkippableMismatch,
  maxBytesFor,
} from './file-kinds.js';
export { checkDocx } from './docx-guard.js';
export { createExtractor } from './extractor.js';
