import type { FastifyRequest } from 'fastify';

/**
 * The visitor cookie: a signed random id that names a visitor's chats and free uses. The chat
 * reads it to know the visitor; sign-in and sign-up read it to move the visitor's chats into the
 * account (password today; any other sign-in, OAuth, reads it the same way).
 */
export const VISITOR_COOKIE = 'prd_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The visitor id of a request's valid signed cookie, or undefined. */
export function readVisitorId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[VISITOR_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid && unsigned.value && VISITOR_ID.test(unsigned.value)
    ? unsigned.value
    : undefined;
}
