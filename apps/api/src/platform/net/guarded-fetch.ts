import net, { type LookupFunction } from 'node:net';
import { constants } from '@prd/contract';
import { Agent, fetch as undiciFetch } from 'undici';
import {
  checkTarget,
  compileAllowList,
  OutboundRefusedError,
  systemLookup,
  withTimeout,
  type CheckedTarget,
  type Lookup,
  type OutboundPolicy,
} from './destination.js';

interface OutboundOptions {
  /** Name resolution (tests: a table); the system resolver by default. */
  lookup?: Lookup;
  maxRedirects?: number;
  dnsTimeoutMs?: number;
}

/**
 * The one way to reach an address a person typed (an AI base URL today; webhook and export
 * targets later). `check` judges a URL without sending anything (on save); `fetch` is a fetch
 * that judges every hop it makes, connects to exactly the addresses it judged, and follows
 * redirects itself.
 */
interface OutboundGuard {
  check(url: string): Promise<CheckedTarget>;
  fetch: typeof fetch;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Dropped when a redirect turns the request into a GET without a body (as fetch does). */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];
/** Never carried to another origin: fetch drops Authorization; the providers' own key headers too. */
const CREDENTIAL_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'x-api-key',
  'x-goog-api-key',
  'api-key',
];

type Body = RequestInit['body'];

interface Hop {
  url: URL;
  method: string;
  headers: Headers;
  body: Body;
}

/** A DNS answer for the connection: the checked addresses of the checked host, nothing else. */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (hostname, options, callback) => {
    const all = target.addresses.map((address) => ({
      address,
      family: net.isIPv6(address) ? 6 : 4,
    }));
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const found = all.filter((a) => wanted === 0 || a.family === wanted);
    const first = found[0];
    if (hostname.toLowerCase() !== target.host || !first) {
      const error = Object.assign(new Error(`${hostname} was not checked`), { code: 'ENOTFOUND' });
      callback(error, '', 0);
    } else if (options.all) {
      callback(null, found);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/** The method, body and headers of the next hop, as fetch's redirect steps would have them. */
export function nextHop(hop: Hop, status: number, url: URL): Hop {
  let { method, body } = hop;
  const headers = new Headers(hop.headers);
  const toGet =
    (status === 303 && method !== 'GET' && method !== 'HEAD') ||
    ((status === 301 || status === 302) && method === 'POST');
  if (toGet) {
    method = 'GET';
    body = undefined;
    for (const name of BODY_HEADERS) headers.delete(name);
  } else if (body instanceof ReadableStream) {
    throw new TypeError('A streamed request body cannot be sent again after a redirect.');
  }
  if (url.origin !== hop.url.origin) {
    for (const name of CREDENTIAL_HEADERS) headers.delete(name);
  }
  return { url, method, headers, body };
}

async function firstHop(input: string | URL | Request, init: RequestInit | undefined) {
  if (!(input instanceof Request)) {
    return {
      url: new URL(input instanceof URL ? input.href : input),
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: init?.body,
    };
  }
  const method = (init?.method ?? input.method).toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return {
    url: new URL(input.url),
    method,
    headers: new Headers(init?.headers ?? input.headers),
    body: init?.body ?? (hasBody ? await input.arrayBuffer() : undefined),
  };
}

export function createOutboundGuard(
  policy: OutboundPolicy,
  options: OutboundOptions = {},
): OutboundGuard {
  const allow = compileAllowList(policy.allowedHosts);
  const lookup = withTimeout(
    options.lookup ?? systemLookup,
    options.dnsTimeoutMs ?? constants.outboundDnsTimeoutMs,
  );
  const maxRedirects = options.maxRedirects ?? constants.outboundMaxRedirects;

  /** One hop: the URL judged now, then sent over a connection to the judged addresses only. */
  async function send(hop: Hop, typedOrigin: string, signal: AbortSignal | null | undefined) {
    // The allow-list covers what the person typed; a redirect elsewhere must lead outside.
    const target = await checkTarget(
      hop.url,
      hop.url.origin === typedOrigin ? allow : null,
      lookup,
    );
    const agent = new Agent({ connect: { lookup: pinnedLookup(target) } });
    try {
      const response = await undiciFetch(hop.url, {
        method: hop.method,
        headers: [...hop.headers],
        body: hop.body as never,
        redirect: 'manual',
        dispatcher: agent,
        ...(signal ? { signal } : {}),
      });
      // Closes once the body has been read (or cancelled); the connection is never reused.
      agent.close().catch(() => undefined);
      return { response, host: target.host };
    } catch (error) {
      agent.destroy().catch(() => undefined);
      throw error;
    }
  }

  const guardedFetch = async (input: string | URL | Request, init?: RequestInit) => {
    let hop: Hop = await firstHop(input, init);
    const typedOrigin = hop.url.origin;
    const mode = init?.redirect ?? 'follow';
    for (let redirects = 0; ; redirects += 1) {
      const { response, host } = await send(hop, typedOrigin, init?.signal);
      const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
      if (location === null || mode === 'manual') return response;
      await response.body?.cancel();
      if (mode === 'error') throw new TypeError('The address answered with a redirect.');
      if (redirects >= maxRedirects) throw new OutboundRefusedError('redirects', host);
      hop = nextHop(hop, response.status, new URL(location, hop.url));
    }
  };

  return {
    check: (url) => checkTarget(new URL(url), allow, lookup),
    fetch: guardedFetch,
  };
}
