import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'prd-studio/secret-box';

/** Strict base64url: Node's decoder skips stray characters, so re-encode and compare. */
function decode(part: string): Buffer | undefined {
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : undefined;
}

export interface SecretBox {
  /** Encrypts a secret for storage: `v1.<iv>.<tag>.<data>`, each part base64url. */
  seal(plain: string): string;
  /** Decrypts what `seal` made with the same app secret and purpose; throws on any tampering. */
  open(sealed: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the app secret and a purpose label, so a
 * value sealed for one purpose cannot be opened as another and the app secret itself is never
 * used as a cipher key. The purpose is also bound as associated data.
 */
export function createSecretBox(appSecret: string, purpose = 'provider-secrets'): SecretBox {
  if (appSecret.length < 32) throw new SecretBoxError('The app secret is too short.');
  const key = Buffer.from(hkdfSync('sha256', appSecret, SALT, purpose, 32));
  const aad = Buffer.from(`${VERSION}:${purpose}`);

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, ...[iv, tag, data].map((b) => b.toString('base64url'))].join('.');
    },

    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) {
        throw new SecretBoxError('Unknown sealed secret format.');
      }
      const [iv, tag, data] = parts.slice(1).map(decode);
      if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !data) {
        throw new SecretBoxError('Malformed sealed secret.');
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        // Wrong secret, wrong purpose or altered bytes: GCM cannot tell them apart, nor should we.
        throw new SecretBoxError('The sealed secret could not be opened.');
      }
    },
  };
}
