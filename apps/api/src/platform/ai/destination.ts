import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Where an admin-entered AI base URL may send the stored key. Public https hosts only; this
 * machine (loopback) when the operator allows it, then over plain http too; private, link-local
 * and other special ranges only when allow-listed (a name, an address or a CIDR range).
 */
export interface DestinationPolicy {
  allowLoopback: boolean;
  allowedHosts: string[];
}

export type DestinationRefusal = 'http' | 'loopback' | 'private';

export class DestinationRefusedError extends Error {
  constructor(
    readonly reason: DestinationRefusal,
    readonly host: string,
  ) {
    super(`AI destination refused (${reason}): ${host}`);
    this.name = 'DestinationRefusedError';
  }
}

export type Lookup = (host: string) => Promise<string[]>;

const systemLookup: Lookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

function rangeList(entries: [string, number, 'ipv4' | 'ipv6'][]) {
  const list = new net.BlockList();
  for (const [address, prefix, type] of entries) list.addSubnet(address, prefix, type);
  return list;
}

const loopback = rangeList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

/** Everything that is not the public internet: private, shared, link-local, reserved, multicast. */
const special = rangeList([
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
function normalise(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return { address: mapped, type: 'ipv4' };
  return { address, type: net.isIPv6(address) ? 'ipv6' : 'ipv4' };
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function allowList(entries: string[]) {
  const names = new Set<string>();
  const ranges = new net.BlockList();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    const [address = '', prefix] = entry.split('/');
    const kind = net.isIP(address);
    if (kind === 0) names.add(entry);
    else if (prefix === undefined) ranges.addAddress(address, kind === 4 ? 'ipv4' : 'ipv6');
    else ranges.addSubnet(address, Number(prefix), kind === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    name: (host: string) => names.has(host),
    address: (a: string) => {
      const n = normalise(a);
      return ranges.check(n.address, n.type);
    },
  };
}

/**
 * Resolves the URL's host and refuses it under the policy; returns the host and the addresses
 * it resolved to (for the audit log). A name that does not resolve now is let through: it is
 * checked again before every request (`guardedFetch`).
 */
export async function checkDestination(
  urlText: string,
  policy: DestinationPolicy,
  lookup: Lookup = systemLookup,
): Promise<{ host: string; addresses: string[] }> {
  const url = new URL(urlText);
  const host = hostOf(url);
  const allowed = allowList(policy.allowedHosts);
  let addresses: string[];
  if (net.isIP(host) !== 0) addresses = [host];
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else addresses = await lookup(host).catch(() => []);

  const isLoopback = (a: string) => {
    const n = normalise(a);
    return loopback.check(n.address, n.type);
  };
  const listed = (a: string) => allowed.name(host) || allowed.address(a);
  const local = addresses.length > 0 && addresses.every(isLoopback);
  for (const a of addresses) {
    if (isLoopback(a)) {
      if (!policy.allowLoopback && !listed(a)) throw new DestinationRefusedError('loopback', host);
    } else {
      const n = normalise(a);
      if (special.check(n.address, n.type) && !listed(a)) {
        throw new DestinationRefusedError('private', host);
      }
    }
  }
  if (url.protocol === 'http:' && !(local && policy.allowLoopback)) {
    throw new DestinationRefusedError('http', host);
  }
  return { host, addresses };
}

/** fetch that checks the destination of every request first (DNS may change after saving). */
export function guardedFetch(policy: DestinationPolicy, lookup?: Lookup): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    await checkDestination(url, policy, lookup);
    return fetch(input, init);
  };
}
