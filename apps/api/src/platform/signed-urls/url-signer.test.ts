import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './url-signer.js';

const SECRET = 'a'.repeat(48);
const parse = (link: string) => {
  const url = new URL(link, 'http://x');
  return {
    key: decodeURIComponent(url.pathname.replace('/api/v1/files/', '')),
    exp: url.searchParams.get('exp') ?? undefined,
    sig: url.searchParams.get('sig') ?? undefined,
    name: url.searchParams.get('name') ?? undefined,
  };
};

describe('signed file links', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('signs a relative link that verifies until it expires', () => {
    const signer = createUrlSigner(SECRET, 900);
    const link = signer.sign('chat/s1/f.png', { name: 'My shot.png', nowMs: now });
    expect(link).toMatch(/^\/api\/v1\/files\/chat\/s1\/f\.png\?exp=\d+&name=My\+shot\.png&sig=/);
    const req = parse(link);
    expect(req.key).toBe('chat/s1/f.png');
    expect(signer.verify(req, now)).toBe(true);
    const exp = Number(req.exp);
    // Rounded up to a tenth of the TTL: valid at least the TTL, at most TTL + a tenth.
    expect(exp * 1000 - now).toBeGreaterThanOrEqual(900_000);
    expect(exp * 1000 - now).toBeLessThanOrEqual(990_000);
    expect(signer.verify(req, exp * 1000)).toBe(true);
    expect(signer.verify(req, exp * 1000 + 1000)).toBe(false);
  });

  it('gives the same link within one rounding step (cacheable), another after', () => {
    const signer = createUrlSigner(SECRET, 900);
    const a = signer.sign('chat/s1/f.png', { nowMs: now + 1000 });
    const b = signer.sign('chat/s1/f.png', { nowMs: now + 2000 });
    expect(a).toBe(b);
    expect(signer.sign('chat/s1/f.png', { nowMs: now + 200_000 })).not.toBe(a);
  });

  it('refuses any change to key, expiry, name or signature, and another secret', () => {
    const signer = createUrlSigner(SECRET, 900);
    const req = parse(signer.sign('chat/s1/f.pdf', { name: 'a.pdf', nowMs: now }));
    expect(signer.verify({ ...req, key: 'chat/s1/g.pdf' }, now)).toBe(false);
    expect(signer.verify({ ...req, exp: String(Number(req.exp) + 60) }, now)).toBe(false);
    expect(signer.verify({ ...req, name: 'b.pdf' }, now)).toBe(false);
    expect(signer.verify({ ...req, name: undefined }, now)).toBe(false);
    const flipped = req.sig!.startsWith('A') ? `B${req.sig!.slice(1)}` : `A${req.sig!.slice(1)}`;
    expect(signer.verify({ ...req, sig: flipped }, now)).toBe(false);
    expect(signer.verify({ ...req, sig: req.sig!.slice(0, 20) }, now)).toBe(false);
    expect(signer.verify({ ...req, sig: undefined }, now)).toBe(false);
    expect(signer.verify({ ...req, exp: 'soon' }, now)).toBe(false);
    expect(createUrlSigner('b'.repeat(48), 900).verify(req, now)).toBe(false);
  });
});
