import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.js';

const SECRET = randomBytes(32).toString('hex');
const KEY = 'sk-proj-Abc123_secret-value-0987';

/** Flips one bit of one base64url part of a sealed value, keeping the encoding valid. */
function flipBit(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('createSecretBox', () => {
  const box = createSecretBox(SECRET);

  it('round-trips secrets, including empty and non-ASCII ones', () => {
    for (const plain of [KEY, '', 'clé-ключ-鍵 🔑', 'x'.repeat(4096)]) {
      expect(box.open(box.seal(plain))).toBe(plain);
    }
  });

  it('writes a versioned v1.<iv>.<tag>.<data> base64url value without the plain text', () => {
    const sealed = box.seal(KEY);
    const [version, iv, tag, data] = sealed.split('.');
    expect(version).toBe('v1');
    for (const part of [iv, tag, data]) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(data!, 'base64url')).toHaveLength(Buffer.byteLength(KEY));
    expect(sealed).not.toContain(KEY);
    expect(sealed).not.toContain(Buffer.from(KEY).toString('base64url'));
  });

  it('uses a fresh random IV for every seal', () => {
    const sealed = Array.from({ length: 50 }, () => box.seal(KEY));
    expect(new Set(sealed).size).toBe(50);
    expect(new Set(sealed.map((s) => s.split('.')[1])).size).toBe(50);
  });

  it('refuses a value altered in its IV, tag or data', () => {
    const sealed = box.seal(KEY);
    for (const part of [1, 2, 3] as const) {
      expect(() => box.open(flipBit(sealed, part))).toThrow(SecretBoxError);
    }
  });

  it('refuses a value sealed with another app secret or for another purpose', () => {
    const sealed = box.seal(KEY);
    expect(() => createSecretBox(randomBytes(32).toString('hex')).open(sealed)).toThrow(
      'The sealed secret could not be opened.',
    );
    expect(() => createSecretBox(SECRET, 'oauth-tokens').open(sealed)).toThrow(SecretBoxError);
    expect(createSecretBox(SECRET).open(sealed)).toBe(KEY);
  });

  it('refuses malformed values and unknown versions', () => {
    const [, iv, tag, data] = box.seal(KEY).split('.');
    for (const bad of [
      '',
      KEY,
      `v2.${iv}.${tag}.${data}`,
      `v1.${iv}.${tag}`,
      `v1.${iv}.${tag}.${data}.extra`,
      `v1.${iv!.slice(2)}.${tag}.${data}`,
      `v1.${iv}.${tag}!.${data}`,
    ]) {
      expect(() => box.open(bad), bad).toThrow(SecretBoxError);
    }
  });

  it('refuses a short app secret', () => {
    expect(() => createSecretBox('too-short')).toThrow(SecretBoxError);
  });
});
