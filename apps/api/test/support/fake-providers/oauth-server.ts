import { createHash, randomBytes } from 'node:crypto';
import type { FakeRequest, Reply } from './http.js';

export interface FakeApp {
  clientId: string;
  clientSecret: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string | undefined;
  nonce: string | undefined;
  account: string;
  used: boolean;
}

interface TokenGrant {
  accessToken: string;
  refreshToken: string | undefined;
  account: string;
}

const token = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/**
 * An authorization server as providers run one: the consent page (answered at once, as the
 * current account, or denied), single-use codes checked against client, redirect URI and PKCE,
 * and refresh tokens that rotate when `rotate` is set (Atlassian) or stay (Notion).
 */
export function createAuthorizationServer(app: FakeApp, opts: { rotate: boolean; pkce: boolean }) {
  const codes = new Map<string, IssuedCode>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const control = {
    /** Whose consent the next authorize gives; 'deny' refuses. */
    account: 'default',
    deny: false,
    /** Seconds an access token lives (expires_in). */
    accessTtl: 3600,
    exchanges: 0,
    refreshes: 0,
  };

  function issue(account: string): TokenGrant {
    const accessToken = token('at');
    accessTokens.set(accessToken, account);
    const refreshToken = token('rt');
    refreshTokens.set(refreshToken, account);
    return { accessToken, refreshToken, account };
  }

  return {
    control,
    /** The account an access token was issued to (undefined: unknown or revoked). */
    accountOf: (accessToken: string | undefined) =>
      accessToken ? accessTokens.get(accessToken) : undefined,
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    expireAccessTokens() {
      accessTokens.clear();
    },

    authorize(req: FakeRequest, reply: Reply) {
      const q = req.url.searchParams;
      const redirect = q.get('redirect_uri');
      if (q.get('client_id') !== app.clientId || !redirect) {
        reply(400, { error: 'invalid_request' });
        return;
      }
      const back = new URL(redirect);
      back.searchParams.set('state', q.get('state') ?? '');
      if (control.deny) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = token('code');
        codes.set(code, {
          clientId: app.clientId,
          redirectUri: redirect,
          challenge: q.get('code_challenge') ?? undefined,
          nonce: q.get('nonce') ?? undefined,
          account: control.account,
          used: false,
        });
        back.searchParams.set('code', code);
      }
      reply(302, undefined, { location: back.href });
    },

    /** The token endpoint: returns the grant and the code's nonce, or answers the error. */
    token(req: FakeRequest, reply: Reply): (TokenGrant & { nonce?: string }) | undefined {
      const b = req.body;
      const id = req.basic?.id ?? b.client_id;
      const secret = req.basic?.secret ?? b.client_secret;
      if (id !== app.clientId || secret !== app.clientSecret) {
        reply(401, { error: 'invalid_client' });
        return undefined;
      }
      if (b.grant_type === 'authorization_code') {
        const code = codes.get(String(b.code));
        if (!code || code.used || code.redirectUri !== b.redirect_uri) {
          if (code) code.used = true;
          reply(400, { error: 'invalid_grant', error_description: 'Bad or used code.' });
          return undefined;
        }
        code.used = true;
        if (opts.pkce) {
          const verifier = typeof b.code_verifier === 'string' ? b.code_verifier : '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (challenge !== code.challenge) {
            reply(400, { error: 'invalid_grant', error_description: 'PKCE failed.' });
            return undefined;
          }
        }
        control.exchanges += 1;
        return { ...issue(code.account), nonce: code.nonce };
      }
      if (b.grant_type === 'refresh_token') {
        const account = refreshTokens.get(String(b.refresh_token));
        if (!account) {
          reply(400, { error: 'invalid_grant', error_description: 'Unknown refresh token.' });
          return undefined;
        }
        control.refreshes += 1;
        if (!opts.rotate) {
          const accessToken = token('at');
          accessTokens.set(accessToken, account);
          return { accessToken, refreshToken: String(b.refresh_token), account };
        }
        // Rotation: the used refresh token dies with this answer.
        refreshTokens.delete(String(b.refresh_token));
        return issue(account);
      }
      reply(400, { error: 'unsupported_grant_type' });
      return undefined;
    },
  };
}
