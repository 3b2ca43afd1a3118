import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@prd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser that begins an OAuth round trip gets a random value in a signed, HTTP-only cookie;
 * the state remembers its hash and the callback (and the SPA's code swap) must come with it. A
 * link to our callback with somebody else's code and state is refused (login CSRF).
 */
const OAUTH_COOKIE = 'prd_oauth';
const MAX_AGE_SECONDS = 15 * 60;
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export function readBrowserBinding(request: FastifyRequest): string | undefined {
  const raw = request.cookies[OAUTH_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && VALUE.test(unsigned.value)
    ? unsigned.value
    : undefined;
}

/**
 * A fresh binding for each round trip, never the one the browser already has: a value someone
 * else planted or saw (a shared machine, an earlier flow) binds nothing new, and a flow begun
 * earlier in this browser no longer matches.
 */
export function bindBrowser(reply: FastifyReply, secure: boolean): string {
  const value = randomBytes(32).toString('base64url');
  void reply.setCookie(OAUTH_COOKIE, value, {
    signed: true,
    httpOnly: true,
    secure,
    // Lax: the provider's redirect back is a top-level GET from another site.
    sameSite: 'lax',
    path: API_PREFIX,
    maxAge: MAX_AGE_SECONDS,
  });
  return value;
}
