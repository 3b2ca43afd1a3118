export { createFileStore } from './create-file-store.js';
export { InvalidFileKeyError, type FileStore } from './file-store.js';
// The S3 store itself is imported from './s3-file-store.js' where needed (createFileStore does).
