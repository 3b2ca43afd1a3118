import { describe, expect, it } from 'vitest';
import { addressBytes, classifyAddress, type AddressKind } from './addresses.js';

const cases: [address: string, kind: AddressKind][] = [
  // This machine, in every spelling a URL or a resolver may use.
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['0x7f.1', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['2130706433', 'loopback'],
  ['017700000001', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['127.1', 'loopback'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['[::ffff:127.0.0.1]', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
  ['::ffff:0:127.0.0.1', 'loopback'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['2002:7f00:1::', 'loopback'],
  // Cloud metadata, before the link-local range it sits in.
  ['169.254.169.254', 'metadata'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['0xa9.0xfe.0xa9.0xfe', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  // Private networks.
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.10', 'private'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:a00:1', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fec0::1', 'private'],
  // Link-local, shared (CGNAT), unspecified, multicast, reserved.
  ['169.254.1.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.254', 'shared'],
  ['0.0.0.0', 'unspecified'],
  ['0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['2001::1', 'reserved'],
  ['100::1', 'reserved'],
  ['::7f00:1', 'reserved'],
  ['64:ff9b:1::1', 'reserved'],
  ['4000::1', 'reserved'],
  // The public internet.
  ['93.184.216.34', 'public'],
  ['8.8.8.8', 'public'],
  ['172.32.0.1', 'public'],
  ['100.128.0.1', 'public'],
  ['169.255.0.1', 'public'],
  ['11.0.0.1', 'public'],
  ['::ffff:8.8.8.8', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  ['64:ff9b::808:808', 'public'],
];

describe('classifyAddress', () => {
  it.each(cases)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('answers undefined for what is not an address', () => {
    for (const text of ['example.com', 'localhost', 'localhost.', '', '1.2.3.4.5', '::g']) {
      expect(classifyAddress(text), text).toBeUndefined();
    }
  });
});

describe('addressBytes', () => {
  it('reads IPv4, compressed IPv6 and IPv6 with an IPv4 tail', () => {
    expect([...addressBytes('10.1.2.3')!]).toEqual([10, 1, 2, 3]);
    expect([...addressBytes('::ffff:1.2.3.4')!]).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4,
    ]);
    expect([...addressBytes('fe80::1:2')!]).toEqual([
      0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2,
    ]);
    expect(addressBytes('example.com')).toBeUndefined();
  });
});
