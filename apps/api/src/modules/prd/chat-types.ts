import { eq, type SQL } from 'drizzle-orm';
import type { ReplyInfo } from '@prd/contract';
import { chatSessions, type chatFiles, type chatMessages } from '../../db/schema.js';
import type { FileKind } from '../../platform/ai/types.js';

/** Characters of a session's title (its first message) that history lists return. */
export const LIST_TITLE_CHARS = 1000;

/** Who a chat belongs to: a signed-in account, or a visitor known by their signed cookie. */
export type ChatOwner = { userId: string } | { visitorId: string };

/** Who reads history: the owner, or an admin who may read any session. */
export type ChatReader = { userId: string; admin: boolean };

export interface StoredFileInput {
  name: string;
  storeKey: string;
  kind: FileKind;
  mediaType: string;
  size: number;
}

export interface NewSend {
  sessionId: string;
  /** True when the session is created by this send (its first human message is the title). */
  isNewSession: boolean;
  owner: ChatOwner;
  human: { message: string; files: StoredFileInput[] }[];
  /** A complete PRD comes with the key of its Word file; `reply` says what the answer is. */
  ai: { message: string; status: 'pending' | 'complete'; documentKey?: string; reply?: ReplyInfo };
}

export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;

export const ownedBy = (owner: ChatOwner): SQL =>
  'userId' in owner
    ? eq(chatSessions.userId, owner.userId)
    : eq(chatSessions.visitorId, owner.visitorId);
