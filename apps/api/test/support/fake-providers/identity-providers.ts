import { createAuthorizationServer, type FakeApp } from './oauth-server.js';
import type { Handler } from './http.js';

interface GitHubAccount {
  id: number;
  login: string;
  name: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** GitHub: /github (web: authorize, access_token) and /github-api (/user, /user/emails). */
export function fakeGitHub(app: FakeApp) {
  const server = createAuthorizationServer(app, { rotate: false, pkce: true });
  const accounts = new Map<string, GitHubAccount>();
  const handler: Handler = (req, reply) => {
    const path = req.url.pathname;
    if (path === '/github/login/oauth/authorize') return (server.authorize(req, reply), true);
    if (path === '/github/login/oauth/access_token' && req.method === 'POST') {
      const grant = server.token(req, reply);
      if (grant)
        reply(200, {
          access_token: grant.accessToken,
          token_type: 'bearer',
          scope: 'read:user,user:email',
        });
      return true;
    }
    if (!path.startsWith('/github-api/')) return false;
    const account = accounts.get(server.accountOf(req.bearer) ?? '');
    if (!account) return (reply(401, { message: 'Bad credentials' }), true);
    if (path === '/github-api/user') {
      reply(200, { id: account.id, login: account.login, name: account.name });
    } else if (path === '/github-api/user/emails') {
      reply(
        200,
        account.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })),
      );
    } else reply(404, { message: 'Not Found' });
    return true;
  };
  return { handler, server, accounts };
}

/** Google: /google/auth and /google/token, whose answer carries the ID token. */
export function fakeGoogle(app: FakeApp) {
  const server = createAuthorizationServer(app, { rotate: false, pkce: true });
  const accounts = new Map<string, GoogleAccount>();
  const control = {
    issuer: 'https://accounts.google.com',
    audience: app.clientId,
    nonce: undefined as string | undefined,
  };
  const handler: Handler = (req, reply) => {
    const path = req.url.pathname;
    if (path === '/google/auth') return (server.authorize(req, reply), true);
    if (path !== '/google/token' || req.method !== 'POST') return false;
    const grant = server.token(req, reply);
    if (!grant) return true;
    const account = accounts.get(grant.account);
    if (!account) return (reply(400, { error: 'invalid_grant' }), true);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: control.issuer,
      aud: control.audience,
      iat: now,
      exp: now + 3600,
      nonce: control.nonce ?? grant.nonce,
      ...account,
    };
    reply(200, {
      access_token: grant.accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: `${b64({ alg: 'RS256', kid: 'fake' })}.${b64(claims)}.c2lnbmF0dXJl`,
    });
    return true;
  };
  return { handler, server, accounts, control };
}
