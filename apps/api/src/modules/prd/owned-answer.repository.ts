import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, chatSessions } from '../../db/schema.js';

/** An assistant answer of one of the user's own chats (undefined for anyone else's). */
export async function findOwnedAnswer(db: Db, userId: string, chatId: number) {
  const [row] = await db
    .select({ id: chatMessages.id, message: chatMessages.message, status: chatMessages.status })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        eq(chatMessages.id, chatId),
        eq(chatMessages.role, 'ai'),
        eq(chatSessions.userId, userId),
      ),
    )
    .limit(1);
  return row;
}
