import { markdownToDocx } from '@prd/documents';
import type { Deps } from '../../deps.js';
import { createChatRepository } from './chat.repository.js';

const titleOf = (markdown: string) =>
  /^#\s+(.+)$/m.exec(markdown)?.[1]?.replace(/[*_`]/g, '').trim();

/**
 * The Word file of a PRD answer, made from the saved PRD the first time its signed link is
 * opened and stored under the answer's document key for the next time. Making it takes about
 * as long as the whole rest of an upload, so the upload answers without waiting for it. The
 * signed link is the authorisation: callers verify it before asking.
 */
export function createPrdDocuments(deps: Pick<Deps, 'db' | 'files'>) {
  const chats = createChatRepository(deps.db);
  return {
    /** True when `key` is a PRD's Word file and it is now stored. */
    async produce(key: string): Promise<boolean> {
      const prd = await chats.documentSource(key);
      if (prd === undefined) return false;
      const title = titleOf(prd);
      const bytes = await markdownToDocx(prd, title ? { title } : {});
      await deps.files.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return true;
    },
  };
}
