import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkDestination,
  DestinationRefusedError,
  guardedFetch,
  type DestinationPolicy,
  type Lookup,
} from './destination.js';

const strict: DestinationPolicy = { allowLoopback: false, allowedHosts: [] };
const dns =
  (table: Record<string, string[]>): Lookup =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };

async function reason(url: string, policy = strict, lookup: Lookup = dns({})) {
  try {
    await checkDestination(url, policy, lookup);
    return 'allowed';
  } catch (err) {
    if (err instanceof DestinationRefusedError) return err.reason;
    throw err;
  }
}

describe('checkDestination', () => {
  it('allows public https hosts and reports where they resolve', async () => {
    const lookup = dns({ 'api.example.com': ['93.184.216.34'] });
    expect(await checkDestination('https://api.example.com/v1', strict, lookup)).toEqual({
      host: 'api.example.com',
      addresses: ['93.184.216.34'],
    });
  });

  it('refuses cloud metadata, private, shared and link-local addresses', async () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/v1',
      'https://172.20.0.1/v1',
      'https://192.168.1.10/v1',
      'https://100.64.0.1/v1',
      'https://0.0.0.0/v1',
      'https://[fd00::1]/v1',
      'https://[fe80::1]/v1',
      'https://[::ffff:10.0.0.1]/v1',
    ]) {
      expect(await reason(url), url).toBe('private');
    }
  });

  it('refuses names that resolve to private addresses (any of them)', async () => {
    const lookup = dns({ 'internal.example.com': ['93.184.216.34', '10.0.0.8'] });
    expect(await reason('https://internal.example.com', strict, lookup)).toBe('private');
  });

  it('refuses this machine unless allowed, then also over plain http', async () => {
    expect(await reason('http://127.0.0.1:11434/v1')).toBe('loopback');
    expect(await reason('https://localhost/v1')).toBe('loopback');
    expect(await reason('http://[::1]:8000/v1')).toBe('loopback');
    const local = { allowLoopback: true, allowedHosts: [] };
    expect(await reason('http://127.0.0.1:11434/v1', local)).toBe('allowed');
    expect(await reason('http://localhost:8000/v1', local)).toBe('allowed');
  });

  it('refuses plain http everywhere else', async () => {
    const lookup = dns({ 'api.example.com': ['93.184.216.34'] });
    expect(await reason('http://api.example.com/v1', strict, lookup)).toBe('http');
    expect(
      await reason('http://api.example.com/v1', { ...strict, allowLoopback: true }, lookup),
    ).toBe('http');
  });

  it('lets allow-listed names, addresses and ranges through', async () => {
    const lookup = dns({ 'ollama.internal': ['10.0.0.5'] });
    expect(
      await reason(
        'https://ollama.internal/v1',
        { ...strict, allowedHosts: ['ollama.internal'] },
        lookup,
      ),
    ).toBe('allowed');
    expect(await reason('https://10.0.0.5/v1', { ...strict, allowedHosts: ['10.0.0.5'] })).toBe(
      'allowed',
    );
    expect(await reason('https://10.9.9.9/v1', { ...strict, allowedHosts: ['10.0.0.0/8'] })).toBe(
      'allowed',
    );
    expect(await reason('https://10.9.9.9/v1', { ...strict, allowedHosts: ['10.0.0.5'] })).toBe(
      'private',
    );
  });

  it('lets a name that does not resolve now through (it is checked again before each request)', async () => {
    expect(await reason('https://not-yet.example.com/v1')).toBe('allowed');
  });
});

describe('guardedFetch', () => {
  it('checks the destination before every request, so a name that later points inside is refused', async () => {
    const server = createServer((_req, res) => res.end('reached'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const table: Record<string, string[]> = {};
      const fetchGuarded = guardedFetch(strict, dns(table));
      // Loopback is not allowed: refused before any connection is made.
      await expect(fetchGuarded(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(
        DestinationRefusedError,
      );
      const allowedLocal = guardedFetch({ allowLoopback: true, allowedHosts: [] }, dns(table));
      expect(await (await allowedLocal(`http://127.0.0.1:${port}/`)).text()).toBe('reached');
      // A name re-pointed at the metadata address after it was saved.
      table['models.example.com'] = ['169.254.169.254'];
      await expect(fetchGuarded('https://models.example.com/v1/chat')).rejects.toMatchObject({
        reason: 'private',
      });
    } finally {
      server.close();
    }
  });
});
