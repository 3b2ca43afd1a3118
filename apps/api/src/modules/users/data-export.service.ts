import type { Db } from '../../db/client.js';
import { readUserData } from './data-export.repository.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Everything kept about one person, as they (or an admin acting on a request) may download it
 * before the account goes: profile, billing address, sign-in methods, sessions, chats with their
 * messages and file names, payments, subscriptions, connections (never their tokens), published
 * pages, deletion requests and the person's audit trail. Secrets (password hash, tokens, keys)
 * are never part of it. null when the user does not exist.
 */
export async function exportUserData(db: Db, userId: string, now: Date) {
  const data = await readUserData(db, userId);
  if (!data) return null;
  const { user, chats, messages, files, billing, identities, signIns } = data;
  const { paid, subs, connections, pages, requests, trail } = data;

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
