import { createHmac } from 'node:crypto';
import type { Env } from './env.js';
import type { Config, FileStoreConfig, OAuthConfig, PaymentsConfig } from './types.js';

export function paymentsConfig(e: Env, appSecret: string): PaymentsConfig {
  if (e.PAYMENTS !== 'sandbox' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    const api = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined;
    return {
      kind: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      api: api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      },
    };
  }
  // The test checkout signs its events like Stripe does, with a secret only this server knows.
  const derived = createHmac('sha256', appSecret).update('payments-sandbox-webhook').digest('hex');
  return { kind: 'sandbox', webhookSecret: `whsec_${derived}` };
}

const base = (address: string) => address.replace(/\/+$/, '');
const app = (id: string | undefined, secret: string | undefined) =>
  id && secret ? { clientId: id, clientSecret: secret } : undefined;

export function oauthConfig(e: Env): OAuthConfig {
  const github = app(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET);
  const google = app(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const notion = app(e.NOTION_CLIENT_ID, e.NOTION_CLIENT_SECRET);
  const atlassian = app(e.ATLASSIAN_CLIENT_ID, e.ATLASSIAN_CLIENT_SECRET);
  return {
    github: github && { ...github, webUrl: base(e.GITHUB_URL), apiUrl: base(e.GITHUB_API_URL) },
    google: google && { ...google, authUrl: e.GOOGLE_AUTH_URL, tokenUrl: e.GOOGLE_TOKEN_URL },
    notion: notion && { ...notion, apiUrl: base(e.NOTION_API_URL) },
    atlassian: atlassian && {
      ...atlassian,
      authUrl: base(e.ATLASSIAN_AUTH_URL),
      apiUrl: base(e.ATLASSIAN_API_URL),
    },
  };
}

export function rateLimitsConfig(e: Env): Config['rateLimits'] {
  return {
    loginPerIp: { max: e.RATE_LOGIN_IP_MAX, windowSeconds: e.RATE_LOGIN_IP_WINDOW },
    loginPerAccount: {
      max: e.RATE_LOGIN_ACCOUNT_MAX,
      windowSeconds: e.RATE_LOGIN_ACCOUNT_WINDOW,
    },
    loginPerAccountAll: {
      max: e.RATE_LOGIN_ACCOUNT_ALL_MAX,
      windowSeconds: e.RATE_LOGIN_ACCOUNT_ALL_WINDOW,
    },
    registerPerIp: { max: e.RATE_REGISTER_IP_MAX, windowSeconds: e.RATE_REGISTER_IP_WINDOW },
    forgotPerIp: { max: e.RATE_FORGOT_IP_MAX, windowSeconds: e.RATE_FORGOT_IP_WINDOW },
    forgotPerAccount: {
      max: e.RATE_FORGOT_ACCOUNT_MAX,
      windowSeconds: e.RATE_FORGOT_ACCOUNT_WINDOW,
    },
    auditAnonymousPerIp: { max: e.AUDIT_ANON_MAX, windowSeconds: e.AUDIT_ANON_WINDOW },
    anonSendPerIp: { max: e.RATE_ANON_SEND_IP_MAX, windowSeconds: e.RATE_ANON_SEND_IP_WINDOW },
    anonSendPerVisitor: {
      max: e.RATE_ANON_SEND_VISITOR_MAX,
      windowSeconds: e.RATE_ANON_SEND_VISITOR_WINDOW,
    },
    userSend: { max: e.RATE_USER_SEND_MAX, windowSeconds: e.RATE_USER_SEND_WINDOW },
    visitorReadPerIp: {
      max: e.RATE_VISITOR_READ_IP_MAX,
      windowSeconds: e.RATE_VISITOR_READ_IP_WINDOW,
    },
  };
}

export function filesConfig(e: Env): FileStoreConfig {
  return e.FILE_STORE === 's3'
    ? {
        kind: 's3',
        bucket: e.S3_BUCKET!,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        prefix: e.S3_PREFIX?.replace(/^\/|\/$/g, ''),
      }
    : { kind: 'local' };
}
