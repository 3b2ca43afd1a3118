export { assertValidKey, type FileStore } from './file-store.js';
export { createLocalFileStore } from './local-file-store.js';
