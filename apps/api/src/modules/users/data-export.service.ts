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

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
/** How many audit rows the export carries (newest first): the trail can be long. */
const AUDIT_ROWS = 1000;

/**
 * Everything kept about one person, as they (or an admin acting on a request) may download it
 * before the account goes: profile, billing address, sign-in methods, sessions, chats with their
 * messages and file names, payments, subscriptions, connections (never their tokens), published
 * pages, deletion requests and the person's audit trail. Secrets (password hash, tokens, keys)
 * are never part of it. null when the user does not exist.
 */
export async function exportUserData(db: Db, userId: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
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

  const filesOf = new Map<number, typeof files>();
  for (const f of files) filesOf.set(f.messageId, [...(filesOf.get(f.messageId) ?? []), f]);
  const messagesOf = new Map<string, typeof messages>();
  for (const m of messages)
    messagesOf.set(m.sessionId, [...(messagesOf.get(m.sessionId) ?? []), m]);

  return {
    exported_at: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      is_active: user.isActive,
      has_password: user.passwordHash !== null,
      has_profile_picture: user.profilePicture !== null,
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    billing_address: billing[0]
      ? {
          address_line1: billing[0].addressLine1,
          address_line2: billing[0].addressLine2,
          city: billing[0].city,
          state: billing[0].state,
          zip: billing[0].zip,
          country: billing[0].country,
        }
      : null,
    sign_in_methods: identities.map((i) => ({ provider: i.provider, linked_at: iso(i.createdAt) })),
    sessions: signIns.map((s) => ({
      created_at: iso(s.createdAt),
      ip: s.ip,
      user_agent: s.userAgent,
      ended_at: iso(s.revokedAt),
    })),
    chats: chats.map((c) => ({
      session_id: c.id,
      title: c.title,
      created_at: iso(c.createdAt),
      messages: (messagesOf.get(c.id) ?? []).map((m) => ({
        role: m.role,
        message: m.message,
        status: m.status,
        created_at: iso(m.createdAt),
        files: (filesOf.get(m.id) ?? []).map((f) => ({
          name: f.name,
          kind: f.kind,
          media_type: f.mediaType,
          size: f.size,
        })),
      })),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      amount_cents: p.amountCents,
      currency: p.currency,
      status: p.status,
      method: p.method,
      auto_pay: p.autoPay,
      refunded_cents: p.amountRefundedCents,
      created_at: iso(p.createdAt),
    })),
    subscriptions: subs.map((s) => ({
      id: s.id,
      plan_id: s.planId,
      status: s.status,
      auto_pay: s.autoPay,
      current_period_start: iso(s.currentPeriodStart),
      current_period_end: iso(s.currentPeriodEnd),
    })),
    connections: connections.map((c) => ({
      provider: c.provider,
      workspace: c.workspaceName,
      site_url: c.siteUrl,
      connected_at: iso(c.createdAt),
    })),
    published_pages: pages.map((p) => ({
      provider: p.provider,
      chat_id: p.chatId,
      url: p.url,
      created_at: iso(p.createdAt),
    })),
    deletion_requests: requests.map((r) => ({
      reason: r.reason,
      status: r.status,
      created_at: iso(r.createdAt),
      decided_at: iso(r.decidedAt),
    })),
    activity: trail.map((a) => ({
      event: a.event,
      outcome: a.outcome,
      ip: a.ip,
      created_at: iso(a.createdAt),
    })),
  };
}
