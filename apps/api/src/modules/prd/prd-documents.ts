import { messages } from '@prd/contract';
import { withoutWriterNotice } from '@prd/documents';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createChatRepository } from './chat.repository.js';

const titleOf = (markdown: string) =>
  /^#[ \t]+(.+)$/m.exec(markdown)?.[1]?.replace(/[*_`]/g, '').trim();

/**
 * The Word file of a PRD answer, made from the saved PRD the first time its signed link is
 * opened and stored under the answer's document key for the next time. Making it takes about
 * as long as the whole rest of an upload, so the upload answers without waiting for it; it runs
 * in a worker thread with a time limit (deps.tasks), so a crafted PRD costs that thread, not the
 * event loop. The signed link is the authorisation: callers verify it before asking.
 */
export function createPrdDocuments(deps: Pick<Platform, 'db' | 'files' | 'tasks' | 'log'>) {
  const chats = createChatRepository(deps.db);
  // Opening one link many times at once makes the file once.
  const making = new Map<string, Promise<boolean>>();

  async function make(key: string): Promise<boolean> {
    const stored = await chats.documentSource(key);
    if (stored === undefined) return false;
    const prd = withoutWriterNotice(stored);
    let bytes: Uint8Array;
    try {
      bytes = await deps.tasks.markdownToDocx(prd, titleOf(prd));
    } catch (err) {
      deps.log.warn({ err, key }, 'word file not made');
      throw new AppError('UNAVAILABLE', messages.chat.documentFailed);
    }
    await deps.files.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return true;
  }

  return {
    /** True when `key` is a PRD's Word file and it is now stored. */
    produce(key: string): Promise<boolean> {
      let promise = making.get(key);
      if (!promise) {
        promise = make(key).finally(() => making.delete(key));
        making.set(key, promise);
      }
      return promise;
    },
  };
}
export type PrdDocuments = ReturnType<typeof createPrdDocuments>;
