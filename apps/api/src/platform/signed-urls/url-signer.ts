import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@prd/contract';

export interface SignedFileRequest {
  key: string;
  exp: string | undefined;
  sig: string | undefined;
  name: string | undefined;
}

export interface UrlSigner {
  readonly ttlSeconds: number;
  /** A relative link `/api/v1/files/<key>?exp&[name&]sig` valid for about ttlSeconds. */
  sign(key: string, options?: { name?: string; nowMs?: number }): string;
  verify(request: SignedFileRequest, nowMs?: number): boolean;
}

const EXP = /^\d{1,12}$/;

/** A key for one purpose only, derived from the app secret (HKDF-SHA256). */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'prd-studio', purpose, 32));
}

/**
 * Short-lived links to stored files that work without a bearer header (in an <img>): an
 * HMAC-SHA256 over key, expiry and download name. Expiries are rounded up to a tenth of the TTL,
 * so the links of one message stay the same for a while and browsers can cache the file.
 */
export function createUrlSigner(
  appSecret: string,
  ttlSeconds: number,
  now: () => number = Date.now,
): UrlSigner {
  const secret = deriveKey(appSecret, 'signed-file-url');
  const step = Math.max(1, Math.floor(ttlSeconds / 10));
  const mac = (key: string, exp: string, name: string) =>
    createHmac('sha256', secret).update(`${key}\n${exp}\n${name}`).digest();

  return {
    ttlSeconds,

    sign(key, { name, nowMs = now() } = {}) {
      const exp = String(Math.ceil((Math.floor(nowMs / 1000) + ttlSeconds) / step) * step);
      const sig = mac(key, exp, name ?? '').toString('base64url');
      const query = new URLSearchParams({ exp });
      if (name !== undefined) query.set('name', name);
      query.set('sig', sig);
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${API_PREFIX}/files/${path}?${query.toString()}`;
    },

    verify({ key, exp, sig, name }, nowMs = now()) {
      if (!exp || !sig || !EXP.test(exp)) return false;
      if (Number(exp) < Math.floor(nowMs / 1000)) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(key, exp, name ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
