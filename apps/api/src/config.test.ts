import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'prd-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('runs with no settings at all: embedded defaults, a secret generated once into DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      admin: undefined,
    });
    const secretFile = path.join(dir, 'app-secret');
    expect(existsSync(secretFile)).toBe(true);
    expect(config.appSecret).toBe(readFileSync(secretFile, 'utf8'));
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
  });

  it('takes APP_SECRET when given and writes nothing', () => {
    const dir = dataDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: secret }).appSecret).toBe(secret);
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('stops with one list of every bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        APP_SECRET: 'short',
        ADMIN_EMAIL: 'admin@example.com',
        LOG_LEVEL: 'loud',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'APP_SECRET', 'LOG_LEVEL', 'ADMIN_PASSWORD']),
    );
    expect((error as ConfigError).message).toContain('Invalid configuration:');
    expect((error as ConfigError).message).toContain('APP_SECRET: must be at least 32 characters');
    expect((error as ConfigError).message).toContain('PORT: must be a port number (0-65535)');
  });

  it('treats empty variables as unset and resolves a relative DATA_DIR from the repository root', () => {
    const config = loadConfig({
      DATA_DIR: 'data-test-relative',
      APP_SECRET: 'x'.repeat(32),
      PORT: '',
    });
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(config.dataDir).toBe(path.join(root, 'data-test-relative'));
    expect(config.port).toBe(3000);
  });
});

describe('production start refusals', () => {
  const secret = 'p'.repeat(40);
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it('refuses production without APP_SECRET, and generates nothing', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'APP_SECRET: required in production (every instance must share it)',
    ]);
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('refuses production with several instances or a Redis queue but no REDIS_URL, listing all', () => {
    expect(problemsOf({ NODE_ENV: 'production', INSTANCES: '3' })).toEqual([
      'APP_SECRET: required in production (every instance must share it)',
      'REDIS_URL: required in production when INSTANCES is more than 1',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: secret, QUEUE: 'redis' })).toEqual([
      'REDIS_URL: required when QUEUE is redis',
    ]);
  });

  it('starts in production with the secret, one instance, or Redis for many', () => {
    const one = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', APP_SECRET: secret });
    expect(one).toMatchObject({ instances: 1, queue: 'memory', migrateOnStart: true });
    const many = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_SECRET: secret,
      INSTANCES: '4',
      REDIS_URL: 'redis://127.0.0.1:6379',
      MIGRATE_ON_START: 'false',
    });
    expect(many).toMatchObject({ instances: 4, queue: 'redis', migrateOnStart: false });
  });

  it('keeps the embedded default: several instances outside production are not refused', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), INSTANCES: '2' });
    expect(config).toMatchObject({ instances: 2, queue: 'memory', redisUrl: undefined });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ instances: 1, queue: 'memory' });
  });

  it('validates INSTANCES and QUEUE', () => {
    expect(problemsOf({ INSTANCES: '0' })).toEqual([
      'INSTANCES: must be a whole number of at least 1',
    ]);
    expect(problemsOf({ INSTANCES: 'two' })).toEqual([
      'INSTANCES: must be a whole number of at least 1',
    ]);
    expect(problemsOf({ QUEUE: 'kafka' }).map((p) => p.split(':')[0])).toEqual(['QUEUE']);
    expect(problemsOf({ QUEUE: 'redis' })).toEqual(['REDIS_URL: required when QUEUE is redis']);
  });
});
