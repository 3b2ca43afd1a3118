import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Role } from '@prd/contract';
import { AppError } from '../errors/app-error.js';

interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

export interface VerifiedClaims extends AccessClaims {
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

const ISSUER = 'prd-studio';
const AUDIENCE = 'prd-studio-api';

/** Signs and checks access tokens (HS256) with a key derived from APP_SECRET. */
export function createTokenSigner(appSecret: string, accessTtlSeconds: number) {
  const key = createHmac('sha256', appSecret).update('access-token-v1').digest();

  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key);
    },

    /** Throws AppError INVALID_TOKEN or TOKEN_EXPIRED (498). */
    async verify(token: string): Promise<VerifiedClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const { sub, sid, role, exp } = payload;
        if (
          typeof exp !== 'number' ||
          typeof sub !== 'string' ||
          typeof sid !== 'string' ||
          (role !== 'User' && role !== 'admin')
        ) {
          throw new AppError('INVALID_TOKEN');
        }
        return { userId: sub, sessionId: sid, role, expiresAt: exp * 1000 };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw err instanceof AppError ? err : new AppError('INVALID_TOKEN');
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** A 256-bit random token for refresh and reset links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as hashes; SHA-256 suffices for 256-bit random values. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
