export { createFileStore } from './create-file-store.js';
export { assertValidKey, InvalidFileKeyError, type FileStore } from './file-store.js';
export { createLocalFileStore } from './local-file-store.js';
// The S3 store itself is imported from './s3-file-store.js' where needed (createFileStore does).
export type { S3FileStoreOptions } from './s3-file-store.js';
