import type { Db } from '../../db/client.js';
import { createChatReadsRepository } from './chat-reads.repository.js';
import { createChatSendsRepository } from './chat-sends.repository.js';
import { createChatSessionsRepository } from './chat-sessions.repository.js';

export {
  LIST_TITLE_CHARS,
  type ChatOwner,
  type ChatReader,
  type FileRow,
  type MessageRow,
  type StoredFileInput,
} from './chat-types.js';

/**
 * The only place the prd module queries chats. Every read of a session names its owner.
 * Sessions, reads and sends each have their own file.
 */
export function createChatRepository(db: Db) {
  return {
    ...createChatSessionsRepository(db),
    ...createChatSendsRepository(db),
    ...createChatReadsRepository(db),
  };
}
