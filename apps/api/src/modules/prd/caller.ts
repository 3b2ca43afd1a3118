import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readVisitorId, VISITOR_COOKIE } from '../../platform/visitors/index.js';
import type { ChatOwner } from './chat.repository.js';

/** Who sends: a user, an admin (not limited), or a visitor (cookie id and IP). */
export type Caller =
  | { kind: 'user'; userId: string }
  | { kind: 'admin'; userId: string }
  | { kind: 'visitor'; visitorId: string; ip: string };

/** The cookie outlives the usage window: it also proves ownership of the visitor's chats. */
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const ownerOf = (caller: Caller): ChatOwner =>
  caller.kind === 'visitor' ? { visitorId: caller.visitorId } : { userId: caller.userId };

/**
 * The caller of an optionally authenticated route. A visitor keeps the id of their signed
 * cookie; without a valid one they get a new id, set on the reply (as a header, so it is also
 * sent when the reply is streamed by hand).
 */
export function callerOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): Caller {
  const auth = request.auth;
  if (auth)
    return auth.role === 'admin'
      ? { kind: 'admin', userId: auth.userId }
      : { kind: 'user', userId: auth.userId };
  const known = readVisitorId(request);
  if (known) return { kind: 'visitor', visitorId: known, ip: request.ip };
  const visitorId = randomBytes(16).toString('base64url');
  const cookie = reply.server.serializeCookie(VISITOR_COOKIE, reply.signCookie(visitorId), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE,
  });
  void reply.header('set-cookie', cookie);
  return { kind: 'visitor', visitorId, ip: request.ip };
}
