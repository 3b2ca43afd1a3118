import { API_PREFIX, paths } from '@prd/contract';
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { OAuthConfig } from '../../config.js';
import type { ConsumedFlow, OAuthProvider, StartedFlow } from './states.js';
import { providerFetch } from './provider-fetch.js';

/** One provider's OAuth app: where to send the browser, and the code and refresh swaps. */
export interface ProviderApp {
  authorizationUrl(flow: StartedFlow): URL;
  exchange(code: string, flow: ConsumedFlow): Promise<OAuth2Tokens>;
  refresh(refreshToken: string): Promise<OAuth2Tokens>;
}

export type ProviderApps = Partial<Record<OAuthProvider, ProviderApp>>;

const callbackPath: Record<OAuthProvider, string> = {
  github: paths.oauth.callback.replace(':provider', 'github'),
  google: paths.oauth.callback.replace(':provider', 'google'),
  notion: paths.workspaces.notionCallback,
  confluence: paths.workspaces.confluenceCallback,
};

/** The address a provider sends the browser back to (registered with the provider's app). */
const redirectUri = (publicUrl: string, provider: OAuthProvider) =>
  `${publicUrl}${API_PREFIX}${callbackPath[provider]}`;

/** Scopes asked for: the least each feature needs (offline_access: Atlassian's refresh token). */
const SCOPES = {
  github: ['read:user', 'user:email'],
  google: ['openid', 'email', 'profile'],
  confluence: [
    'read:space:confluence',
    'read:page:confluence',
    'write:page:confluence',
    'read:me',
    'offline_access',
  ],
};

/**
 * arctic's OAuth2Client on each provider's endpoints (configurable, so tests reach servers that
 * speak the providers' APIs): state everywhere, PKCE where the provider takes it (GitHub,
 * Google), a nonce in Google's ID token. Providers without an app in the config are absent.
 */
export function createProviderApps(config: OAuthConfig, publicUrl: string): ProviderApps {
  const apps: ProviderApps = {};
  const { github, google, notion, atlassian } = config;
  if (github) {
    const client = new OAuth2Client(
      github.clientId,
      github.clientSecret,
      redirectUri(publicUrl, 'github'),
    );
    const tokenUrl = `${github.webUrl}/login/oauth/access_token`;
    apps.github = {
      authorizationUrl: (flow) =>
        client.createAuthorizationURLWithPKCE(
          `${github.webUrl}/login/oauth/authorize`,
          flow.state,
          CodeChallengeMethod.S256,
          flow.codeVerifier,
          SCOPES.github,
        ),
      exchange: (code, flow) => client.validateAuthorizationCode(tokenUrl, code, flow.codeVerifier),
      refresh: (token) => client.refreshAccessToken(tokenUrl, token, []),
    };
  }
  if (google) {
    const client = new OAuth2Client(
      google.clientId,
      google.clientSecret,
      redirectUri(publicUrl, 'google'),
    );
    apps.google = {
      authorizationUrl(flow) {
        const url = client.createAuthorizationURLWithPKCE(
          google.authUrl,
          flow.state,
          CodeChallengeMethod.S256,
          flow.codeVerifier,
          SCOPES.google,
        );
        url.searchParams.set('nonce', flow.nonce);
        url.searchParams.set('prompt', 'select_account');
        return url;
      },
      exchange: (code, flow) =>
        client.validateAuthorizationCode(google.tokenUrl, code, flow.codeVerifier),
      refresh: (token) => client.refreshAccessToken(google.tokenUrl, token, []),
    };
  }
  if (notion) {
    const client = new OAuth2Client(
      notion.clientId,
      notion.clientSecret,
      redirectUri(publicUrl, 'notion'),
    );
    const tokenUrl = `${notion.apiUrl}/v1/oauth/token`;
    apps.notion = {
      authorizationUrl(flow) {
        const url = client.createAuthorizationURL(
          `${notion.apiUrl}/v1/oauth/authorize`,
          flow.state,
          [],
        );
        url.searchParams.set('owner', 'user');
        return url;
      },
      exchange: (code) => client.validateAuthorizationCode(tokenUrl, code, null),
      refresh: (token) => client.refreshAccessToken(tokenUrl, token, []),
    };
  }
  if (atlassian) {
    const redirect = redirectUri(publicUrl, 'confluence');
    const tokenUrl = `${atlassian.authUrl}/oauth/token`;
    // Atlassian takes the client's credentials in the body (client_secret_post).
    const swap = async (grant: Record<string, string>) => {
      const data = await providerFetch<object>(tokenUrl, {
        method: 'POST',
        json: { ...grant, client_id: atlassian.clientId, client_secret: atlassian.clientSecret },
      });
      return new OAuth2Tokens(data);
    };
    apps.confluence = {
      authorizationUrl(flow) {
        const url = new URL(`${atlassian.authUrl}/authorize`);
        url.searchParams.set('audience', 'api.atlassian.com');
        url.searchParams.set('client_id', atlassian.clientId);
        url.searchParams.set('scope', SCOPES.confluence.join(' '));
        url.searchParams.set('redirect_uri', redirect);
        url.searchParams.set('state', flow.state);
        url.searchParams.set('response_type', 'code');
        url.searchParams.set('prompt', 'consent');
        return url;
      },
      exchange: (code) => swap({ grant_type: 'authorization_code', code, redirect_uri: redirect }),
      refresh: (token) => swap({ grant_type: 'refresh_token', refresh_token: token }),
    };
  }
  return apps;
}
