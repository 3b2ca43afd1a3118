import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The policy of the SPA's page: the same, plus a per-response nonce that lets the app's own
 * runtime <style> elements in (Radix's scroll lock injects one when a dialog opens). Scripts stay
 * 'self', plus the page's own static inline scripts by hash (`scriptHashes`, the landing
 * shell's: docs/decisions/029); scripts never get the nonce.
 */
export function pagePolicy(nonce: string, scriptHashes: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const list =
        name === 'styleSrc'
          ? [...values, `'nonce-${nonce}'`]
          : name === 'scriptSrc'
            ? [...values, ...scriptHashes]
            : values;
      return `${kebab(name)} ${list.join(' ')}`;
    })
    .join('; ');
}

/** A year, the least that HSTS preload lists accept. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Strict CSP and the other headers of DESIGN section 5, on every response. HSTS only when the
 * product is served over https in production: sent over plain http (a local start) it would
 * pin browsers to an https that is not there.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: opts.hsts ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
  });
}
