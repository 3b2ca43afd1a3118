import path from 'node:path';
import type { FileStoreConfig } from '../../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

/**
 * The configured store: DATA_DIR/files by default, a bucket when FILE_STORE=s3. The AWS SDK is
 * loaded only then (it adds about half a second to every start).
 */
export async function createFileStore(
  config: FileStoreConfig,
  dataDir: string,
): Promise<FileStore> {
  if (config.kind === 's3') {
    const { createS3FileStore } = await import('./s3-file-store.js');
    const { kind: _kind, ...options } = config;
    return createS3FileStore(options);
  }
  return createLocalFileStore(path.join(dataDir, 'files'));
}
