import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLogs,
  billingDetails,
  chatFiles,
  chatMessages,
  chatSessions,
  deletionRequests,
  payments,
  publishedPages,
  sessions,
  subscriptions,
  userIdentities,
  users,
  workspaceConnections,
} from '../../db/schema.js';

/** How many audit rows the export carries (newest first): the trail can be long. */
const AUDIT_ROWS = 1000;

/** The rows of everything kept about one person (see exportUserData); undefined: no such user. */
export async function readUserData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const chats = await db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(asc(chatSessions.createdAt));
  // Joined on the owner rather than bound id by id: an account with any number of messages
  // stays one query each (no parameter per message), and only the exported columns are read.
  const messages = await db
    .select({
      id: chatMessages.id,
      sessionId: chatMessages.sessionId,
      role: chatMessages.role,
      message: chatMessages.message,
      status: chatMessages.status,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(eq(chatSessions.userId, userId))
    .orderBy(asc(chatMessages.id));
  const files = await db
    .select({
      messageId: chatFiles.messageId,
      name: chatFiles.name,
      kind: chatFiles.kind,
      mediaType: chatFiles.mediaType,
      size: chatFiles.size,
    })
    .from(chatFiles)
    .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(eq(chatSessions.userId, userId));
  const [billing, identities, signIns, paid, subs, connections, pages, requests, trail] =
    await Promise.all([
      db.select().from(billingDetails).where(eq(billingDetails.userId, userId)),
      db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt)),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt)),
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      db.select().from(workspaceConnections).where(eq(workspaceConnections.userId, userId)),
      db.select().from(publishedPages).where(eq(publishedPages.userId, userId)),
      db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)),
      db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.userId, userId))
        .orderBy(desc(auditLogs.createdAt))
        .limit(AUDIT_ROWS),
    ]);
  return {
    user,
    chats,
    messages,
    files,
    billing,
    identities,
    signIns,
    paid,
    subs,
    connections,
    pages,
    requests,
    trail,
  };
}
