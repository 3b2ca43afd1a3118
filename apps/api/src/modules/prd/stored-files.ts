import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Platform } from '../../platform/platform.js';
import type { StoredFileInput } from './chat.repository.js';
import type { StagedFile } from './upload-reader.js';

const fileKey = (sessionId: string, ext: string) => `chat/${sessionId}/${randomUUID()}.${ext}`;

/** A send's files in the file store: copied from their temp files, or taken away again. */
export function createStoredFiles(deps: Pick<Platform, 'files' | 'log'>) {
  const { files, log } = deps;

  async function removeAll(keys: string[]) {
    await Promise.all(
      keys.map((k) =>
        files.remove(k).catch((err: unknown) => log.warn({ err }, 'file not removed')),
      ),
    );
  }

  async function store(sessionId: string, staged: StagedFile[]) {
    const stored: StoredFileInput[] = [];
    try {
      for (const file of staged) {
        const storeKey = fileKey(sessionId, file.ext);
        const { size } = await files.put(storeKey, createReadStream(file.path));
        stored.push({
          name: file.name,
          storeKey,
          kind: file.kind,
          mediaType: file.mediaType,
          size,
        });
      }
      return stored;
    } catch (err) {
      await removeAll(stored.map((f) => f.storeKey));
      throw err;
    }
  }

  return { store, removeAll };
}
