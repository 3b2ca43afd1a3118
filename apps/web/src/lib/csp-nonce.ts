import { setNonce } from 'get-nonce';

/**
 * The server puts a per-page CSP nonce in <meta name="csp-nonce">. Libraries that inject
 * <style> elements at run time (Radix's scroll lock, via get-nonce) must carry it, or the
 * strict style-src policy refuses them.
 */
export function applyCspNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? null;
  if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
  return nonce;
}
