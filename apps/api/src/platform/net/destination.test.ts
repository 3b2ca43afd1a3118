import { messages } from '@prd/contract';
import { describe, expect, it } from 'vitest';
import { compileAllowList, type Lookup, type OutboundPolicy } from './destination.js';
import { createOutboundGuard, OutboundRefusedError } from './index.js';

const strict: OutboundPolicy = { allowedHosts: [] };
const dns =
  (table: Record<string, string[]>): Lookup =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };

async function verdict(url: string, policy = strict, lookup: Lookup = dns({})) {
  try {
    await createOutboundGuard(policy, { lookup }).check(url);
    return 'allowed';
  } catch (err) {
    if (err instanceof OutboundRefusedError) return err.reason;
    throw err;
  }
}

describe('what the guard judges before anything is sent', () => {
  it('allows public https hosts and reports where they resolve', async () => {
    const lookup = dns({ 'api.example.com': ['93.184.216.34', '2606:2800:220:1::1'] });
    expect(
      await createOutboundGuard(strict, { lookup }).check('https://api.example.com/v1'),
    ).toEqual({ host: 'api.example.com', addresses: ['93.184.216.34', '2606:2800:220:1::1'] });
  });

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00:ec2::254]/latest',
    'https://10.1.2.3/v1',
    'https://172.20.0.1/v1',
    'https://192.168.1.10/v1',
    'https://100.64.0.1/v1',
    'https://0.0.0.0/v1',
    'https://[::]/v1',
    'https://224.0.0.1/v1',
    'https://[fd00::1]/v1',
    'https://[fe80::1]/v1',
    'https://[::ffff:10.0.0.1]/v1',
    'https://127.0.0.1/v1',
    'https://0x7f.1/v1',
    'https://2130706433/v1',
    'https://0177.0.0.1/v1',
    'https://[::ffff:127.0.0.1]/v1',
    'https://[::1]/v1',
    'https://[64:ff9b::a9fe:a9fe]/v1',
    'http://127.0.0.1:11434/v1',
  ])('refuses %s as inside', async (url) => {
    expect(await verdict(url)).toBe('internal');
  });

  it('refuses a name when any address it resolves to is inside (spelling does not matter)', async () => {
    const lookup = dns({
      'mixed.example.com': ['93.184.216.34', '10.0.0.8'],
      'localhost.': ['127.0.0.1'],
      'rebound.example.com': ['::ffff:169.254.169.254'],
    });
    expect(await verdict('https://mixed.example.com/v1', strict, lookup)).toBe('internal');
    expect(await verdict('https://localhost./v1', strict, lookup)).toBe('internal');
    expect(await verdict('https://LOCALHOST./v1', strict, lookup)).toBe('internal');
    expect(await verdict('https://rebound.example.com/v1', strict, lookup)).toBe('internal');
  });

  it('refuses names that do not resolve, resolve to nothing or do not answer in time', async () => {
    expect(await verdict('https://not-there.example.com/v1')).toBe('unresolvable');
    expect(await verdict('https://empty.example.com/v1', strict, async () => [])).toBe(
      'unresolvable',
    );
    const silent: Lookup = () => new Promise<string[]>(() => undefined);
    const guard = createOutboundGuard(strict, { lookup: silent, dnsTimeoutMs: 20 });
    await expect(guard.check('https://slow.example.com/v1')).rejects.toMatchObject({
      reason: 'unresolvable',
    });
  });

  it('refuses localhost. and unknown names with the system resolver too', async () => {
    const guard = createOutboundGuard(strict);
    for (const url of ['https://localhost./v1', 'https://localhost/v1', 'https://x.invalid/v1']) {
      const err = await guard.check(url).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, url).toBeInstanceOf(OutboundRefusedError);
      expect(['internal', 'unresolvable'], url).toContain((err as OutboundRefusedError).reason);
    }
  });

  it('refuses plain http outside the allow-list, and anything that is not http(s)', async () => {
    const lookup = dns({ 'api.example.com': ['93.184.216.34'] });
    expect(await verdict('http://api.example.com/v1', strict, lookup)).toBe('http');
    expect(await verdict('http://93.184.216.34/v1')).toBe('http');
    expect(await verdict('ftp://93.184.216.34/v1')).toBe('scheme');
    expect(await verdict('file:///etc/passwd')).toBe('scheme');
  });

  it('lets allow-listed names, addresses, ranges and loopback through, over http too', async () => {
    const lookup = dns({ 'ollama.internal': ['10.0.0.5'], localhost: ['127.0.0.1', '::1'] });
    const allow = (...allowedHosts: string[]) => ({ allowedHosts });
    expect(await verdict('http://ollama.internal/v1', allow('ollama.internal'), lookup)).toBe(
      'allowed',
    );
    expect(await verdict('https://10.0.0.5/v1', allow('10.0.0.5'))).toBe('allowed');
    expect(await verdict('http://10.9.9.9/v1', allow('10.0.0.0/8'))).toBe('allowed');
    expect(await verdict('https://[::ffff:10.9.9.9]/v1', allow('10.0.0.0/8'))).toBe('allowed');
    expect(await verdict('https://10.9.9.9/v1', allow('10.0.0.5'))).toBe('internal');
    expect(await verdict('http://localhost:8000/v1', allow('loopback'), lookup)).toBe('allowed');
    expect(await verdict('http://[::1]:8000/v1', allow('loopback'))).toBe('allowed');
    expect(await verdict('http://169.254.169.254/', allow('loopback'))).toBe('internal');
    // A name is listed as written: another spelling is judged by its addresses.
    expect(await verdict('http://ollama.internal./v1', allow('ollama.internal'), lookup)).toBe(
      'unresolvable',
    );
  });

  it('refuses an allow-list entry that is neither a name nor an address or range', () => {
    expect(() => compileAllowList(['10.0.0.0/33'])).toThrow(/not a name/);
    expect(() => compileAllowList(['http://x'])).toThrow(/not a name/);
    expect(() => compileAllowList(['', ' loopback ', 'a.example', 'fd00::/8'])).not.toThrow();
  });

  it('says what was refused in the contract words, never where the address led', async () => {
    const lookup = dns({ 'inside.example.com': ['10.0.0.8'] });
    const err = await createOutboundGuard(strict, { lookup })
      .check('https://inside.example.com/v1')
      .catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ message: messages.outbound.internal, host: 'inside.example.com' });
    expect((err as Error).message).not.toContain('10.0.0.8');
  });
});
