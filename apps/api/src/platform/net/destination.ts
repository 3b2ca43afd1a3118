import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import { messages } from '@prd/contract';
import { addressBytes, classifyAddress, inRange, parseRange } from './addresses.js';

type OutboundRefusal = 'internal' | 'unresolvable' | 'http' | 'redirects' | 'scheme';

/**
 * A person-supplied address the guard will not reach. The message says what was refused (the
 * contract's words) and nothing about where the address led: no resolved address, no port state.
 */
export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    /** The host as written in the URL; for logs and audits, never for the person. */
    readonly host: string,
  ) {
    super(messages.outbound[reason]);
    this.name = 'OutboundRefusedError';
  }
}

/** Every address a name resolves to, as text. Throws (or returns none) when it does not resolve. */
export type Lookup = (host: string) => Promise<string[]>;

export const systemLookup: Lookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The operator's exceptions: names, addresses and CIDR ranges that may be reached although they
 * are inside, and over plain http. `loopback` stands for this machine (127.0.0.0/8 and ::1).
 */
export interface OutboundPolicy {
  allowedHosts: readonly string[];
}

interface AllowList {
  name(host: string): boolean;
  address(address: string): boolean;
}

const LOOPBACK = ['127.0.0.0/8', '::1'];
const MAPPED = parseRange('::ffff:0:0/96')!;

/** Compiles the policy's list; an entry that is neither a name nor an address or range throws. */
export function compileAllowList(entries: readonly string[]): AllowList {
  const names = new Set<string>();
  const ranges: NonNullable<ReturnType<typeof parseRange>>[] = [];
  for (const raw of entries.flatMap((e) =>
    e.trim().toLowerCase() === 'loopback' ? LOOPBACK : e,
  )) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const range = parseRange(entry);
    if (range) ranges.push(range);
    else if (/^[a-z0-9_.-]+$/.test(entry) && !entry.includes('/')) names.add(entry);
    else throw new Error(`Allowed host "${raw}" is not a name, an address or a CIDR range.`);
  }
  return {
    name: (host) => names.has(host),
    address: (address) => {
      const bytes = addressBytes(address);
      if (!bytes) return false;
      // An IPv4-mapped IPv6 address is matched as the IPv4 address it carries.
      const mapped = bytes.length === 16 && inRange(bytes, MAPPED) ? bytes.slice(12) : bytes;
      return ranges.some((r) => inRange(mapped, r));
    },
  };
}

/** A host that was checked: connect to these addresses, and to no other. */
export interface CheckedTarget {
  host: string;
  addresses: string[];
}

/** The host as the URL parser normalised it, without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

async function resolve(host: string, lookup: Lookup): Promise<string[]> {
  if (net.isIP(host) !== 0) return [host];
  let addresses: string[] = [];
  try {
    addresses = await lookup(host);
  } catch {
    // Not found, no answer in time, a refused query: all are "could not be found".
  }
  if (addresses.length === 0) throw new OutboundRefusedError('unresolvable', host);
  return addresses;
}

/**
 * Resolves the URL's host once and judges every address it resolved to (never its spelling:
 * `localhost.`, `0x7f.1` and `[::ffff:127.0.0.1]` are judged by where they lead). Outside the
 * allow-list (null: no exceptions), any address inside refuses the host, and so does plain http.
 */
export async function checkTarget(
  url: URL,
  allow: AllowList | null,
  lookup: Lookup,
): Promise<CheckedTarget> {
  const host = hostOf(url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundRefusedError('scheme', host);
  }
  const addresses = await resolve(host, lookup);
  const listed = allow !== null && (allow.name(host) || addresses.every((a) => allow.address(a)));
  if (!listed && addresses.some((a) => classifyAddress(a) !== 'public')) {
    throw new OutboundRefusedError('internal', host);
  }
  if (url.protocol === 'http:' && !listed) throw new OutboundRefusedError('http', host);
  return { host, addresses };
}

/** A lookup that gives up after `ms` (a resolver that never answers must not hold a request). */
export function withTimeout(lookup: Lookup, ms: number): Lookup {
  return (host) =>
    new Promise<string[]>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), ms);
      timer.unref();
      lookup(host).then(
        (found) => {
          clearTimeout(timer);
          resolvePromise(found);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
}
