import { decodeIdToken } from 'arctic';
import { providerFetch } from '../../platform/oauth/index.js';

/** Who the provider says signed in; only a verified email is ever used. */
interface ExternalIdentity {
  subject: string;
  email: string;
  name: string;
}

/** Why an identity was refused (audited; the person sees "Failed to login with …"). */
export class IdentityError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IdentityError';
  }
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;
const cleanName = (name: unknown, fallback: string) =>
  (typeof name === 'string' && name.trim() ? name.trim() : fallback).slice(0, 100);

interface GitHubUser {
  id?: unknown;
  login?: unknown;
  name?: unknown;
}
interface GitHubEmail {
  email?: unknown;
  primary?: unknown;
  verified?: unknown;
}

/** GitHub: the account (`/user`) and its primary address, which must be verified (`/user/emails`). */
export async function readGitHubIdentity(apiUrl: string, token: string): Promise<ExternalIdentity> {
  const headers = { 'x-github-api-version': '2022-11-28', accept: 'application/vnd.github+json' };
  const [user, emails] = await Promise.all([
    providerFetch<GitHubUser>(`${apiUrl}/user`, { token, headers }),
    providerFetch<GitHubEmail[]>(`${apiUrl}/user/emails`, { token, headers }),
  ]);
  if (typeof user?.id !== 'number' && typeof user?.id !== 'string') {
    throw new IdentityError('no_account_id');
  }
  const primary = Array.isArray(emails) ? emails.find((e) => e?.primary === true) : undefined;
  if (!primary || typeof primary.email !== 'string' || !EMAIL.test(primary.email)) {
    throw new IdentityError('no_primary_email');
  }
  if (primary.verified !== true) throw new IdentityError('unverified_email');
  const login = typeof user.login === 'string' ? user.login : primary.email.split('@')[0]!;
  return { subject: String(user.id), email: primary.email, name: cleanName(user.name, login) };
}

const GOOGLE_ISSUERS = new Set(['https://accounts.google.com', 'accounts.google.com']);

/**
 * Google: the ID token from the token endpoint (received directly over TLS from Google, so its
 * issuer is trusted without a signature check, OpenID Connect Core 3.1.3.7), checked for our
 * audience, lifetime, the nonce of this round trip and a verified email.
 */
export function readGoogleIdentity(
  idToken: string,
  expected: { clientId: string; nonce: string; now: Date },
): ExternalIdentity {
  let claims: Record<string, unknown>;
  try {
    claims = decodeIdToken(idToken) as Record<string, unknown>;
  } catch {
    throw new IdentityError('malformed_id_token');
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!GOOGLE_ISSUERS.has(String(claims.iss))) throw new IdentityError('wrong_issuer');
  if (!audience.includes(expected.clientId)) throw new IdentityError('wrong_audience');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= expected.now.getTime()) {
    throw new IdentityError('expired_id_token');
  }
  if (claims.nonce !== expected.nonce) throw new IdentityError('wrong_nonce');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new IdentityError('no_account_id');
  if (typeof claims.email !== 'string' || !EMAIL.test(claims.email)) {
    throw new IdentityError('no_email');
  }
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new IdentityError('unverified_email');
  }
  return {
    subject: claims.sub,
    email: claims.email,
    name: cleanName(claims.name, claims.email.split('@')[0]!),
  };
}
