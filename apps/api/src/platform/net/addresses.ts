import net from 'node:net';

/**
 * What an IP address is, for deciding whether a person-supplied address may be reached. Only
 * `public` is the open internet; everything else is inside some network (ours, the cloud's,
 * a documentation example) and is refused unless the operator allow-lists it.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'shared'
  | 'reserved';

/** The address as bytes: 4 for IPv4, 16 for IPv6; undefined when the text is no IP address. */
export function addressBytes(text: string): Uint8Array | undefined {
  const address = text.replace(/^\[|\]$/g, '');
  const kind = net.isIP(address);
  if (kind === 4) return Uint8Array.from(address.split('.').map(Number));
  if (kind !== 6) return undefined;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = v4
    ? address.slice(0, v4.index) +
      [(Number(v4[1]) << 8) | Number(v4[2]), (Number(v4[3]) << 8) | Number(v4[4])]
        .map((n) => n.toString(16))
        .join(':')
    : address;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  all.forEach((group, i) => {
    const n = parseInt(group, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

interface Range {
  bytes: Uint8Array;
  bits: number;
}

/** "10.0.0.0/8", "fe80::/10" or a single address; undefined when it is neither. */
export function parseRange(text: string): Range | undefined {
  const [address = '', prefix, extra] = text.split('/');
  const bytes = addressBytes(address);
  if (!bytes || extra !== undefined) return undefined;
  const max = bytes.length * 8;
  if (prefix === undefined) return { bytes, bits: max };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= max ? { bytes, bits } : undefined;
}

export function inRange(bytes: Uint8Array, range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const left = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - left)) & 0xff;
    const i = bit / 8;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

const table = (entries: [string, AddressKind][]) =>
  entries.map(([cidr, kind]) => ({ range: parseRange(cidr)!, kind }));

/** Checked in order: the first match wins (metadata before link-local and private). */
const V4 = table([
  ['169.254.169.254/32', 'metadata'],
  ['169.254.170.2/32', 'metadata'],
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'reserved'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

const V6 = table([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  // IPv4-compatible (deprecated, never routed).
  ['::/96', 'reserved'],
  ['fd00:ec2::254/128', 'metadata'],
  ['64:ff9b:1::/48', 'reserved'],
  ['100::/64', 'reserved'],
  ['2001::/23', 'reserved'],
  ['2001:db8::/32', 'reserved'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'],
  ['ff00::/8', 'multicast'],
]);

/** Global unicast: the only IPv6 space that is the public internet today. */
const GLOBAL_V6 = parseRange('2000::/3')!;

/** IPv6 forms that carry an IPv4 address, and where its four bytes are. */
const EMBEDDING = [
  { range: parseRange('::ffff:0:0/96')!, at: 12 }, // IPv4-mapped
  { range: parseRange('::ffff:0:0:0/96')!, at: 12 }, // IPv4-translated
  { range: parseRange('64:ff9b::/96')!, at: 12 }, // NAT64
  { range: parseRange('2002::/16')!, at: 2 }, // 6to4
];

function classifyBytes(bytes: Uint8Array): AddressKind {
  if (bytes.length === 4) return V4.find((e) => inRange(bytes, e.range))?.kind ?? 'public';
  const special = V6.find((e) => inRange(bytes, e.range));
  if (special) return special.kind;
  const embedding = EMBEDDING.find((e) => inRange(bytes, e.range));
  if (embedding) return classifyBytes(bytes.slice(embedding.at, embedding.at + 4));
  return inRange(bytes, GLOBAL_V6) ? 'public' : 'reserved';
}

/**
 * The kind of an IP address in any form a URL or a resolver may write it: `127.0.0.1`,
 * `0x7f.1`, `2130706433`, `[::ffff:127.0.0.1]`, `::1`. Undefined when the text is not an address.
 */
export function classifyAddress(text: string): AddressKind | undefined {
  const bytes = addressBytes(text) ?? addressBytes(urlHost(text) ?? '');
  return bytes ? classifyBytes(bytes) : undefined;
}

/** The host as a URL parser normalises it (numeric IPv4 forms become dotted), if it parses. */
function urlHost(text: string): string | undefined {
  const bare = text.replace(/^\[|\]$/g, '');
  try {
    return new URL(`http://${net.isIPv6(bare) ? `[${bare}]` : bare}/`).hostname;
  } catch {
    return undefined;
  }
}
