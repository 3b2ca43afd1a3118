import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/app.js';
import { nextIp } from '../helpers/users.js';

/** The `name=value` of the cookies a response set (for the next request of the same browser). */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The browser at the provider: the consent page answers with a redirect back to us. */
export async function consent(authorizeUrl: string): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent: ${res.status}`);
  return new URL(location);
}

/** The provider's redirect back, as the browser (with its cookies) follows it into the API. */
export async function followBack(t: TestApp, back: URL, cookie: string, ip = nextIp()) {
  return t.request({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });
}

interface SocialRoundTrip {
  start: LightMyRequestResponse;
  cookie: string;
  callback: LightMyRequestResponse;
  /** Where the callback sent the browser. */
  next: URL;
  /** The one-time code, when the callback succeeded. */
  code: string | null;
}

/** A browser signing in with GitHub or Google up to the SPA's page with the one-time code. */
export async function socialRoundTrip(
  t: TestApp,
  provider: 'github' | 'google',
  opts: { ip?: string; tamper?: (back: URL) => void; cookie?: string } = {},
): Promise<SocialRoundTrip> {
  const ip = opts.ip ?? nextIp();
  const start = await t.request({
    method: 'POST',
    url: `/api/v1/OAuth/auth/${provider}_login`,
    remoteAddress: ip,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const cookie = opts.cookie ?? cookiesOf(start);
  const back = await consent(start.json<{ login_url: string }>().login_url);
  opts.tamper?.(back);
  const callback = await followBack(t, back, cookie, ip);
  const next = new URL(String(callback.headers.location));
  return { start, cookie, callback, next, code: next.searchParams.get('code') };
}

export async function exchange(t: TestApp, code: string, cookie: string) {
  return t.request({
    method: 'POST',
    url: '/api/v1/OAuth/auth/exchange',
    payload: { code },
    headers: { cookie },
    remoteAddress: nextIp(),
  });
}

/** A user's browser connecting Notion or Confluence, up to the dashboard it lands on. */
export async function connectWorkspace(
  t: TestApp,
  provider: 'notion' | 'confluence',
  token: string,
  opts: { tamper?: (back: URL) => void; cookie?: string } = {},
) {
  const start = await t.request({
    method: 'POST',
    url: `/api/v1/${provider}/${provider}_oauth`,
    payload: {},
    token,
    remoteAddress: nextIp(),
  });
  if (start.statusCode !== 200) throw new Error(`connect: ${start.statusCode} ${start.body}`);
  const answer = start.json<{ auth_url?: string; url?: string }>();
  const back = await consent((answer.auth_url ?? answer.url)!);
  opts.tamper?.(back);
  const callback = await followBack(t, back, opts.cookie ?? cookiesOf(start));
  return { start, callback, next: new URL(String(callback.headers.location)) };
}
