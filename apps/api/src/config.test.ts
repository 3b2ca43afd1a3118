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
      redisPrefix: 'prd',
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

  it('caps parser processes at 512 MB resident unless told, and never below 128 MB', () => {
    const base = { DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).uploads.extractMaxRssMb).toBe(512);
    expect(loadConfig({ ...base, EXTRACT_MAX_RSS_MB: '1024' }).uploads.extractMaxRssMb).toBe(1024);
    expect(() => loadConfig({ ...base, EXTRACT_MAX_RSS_MB: '64' })).toThrow(/EXTRACT_MAX_RSS_MB/);
  });

  it('writes answers in process by default, with retries, time limits and a sweeper', () => {
    const base = { DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).generation).toEqual({
      timeoutMs: 300_000,
      attempts: 3,
      backoffMs: 2000,
      concurrency: 8,
      runWorker: true,
      streamTtlSeconds: 600,
      sweepIntervalMs: 30_000,
      lockDurationMs: 30_000,
      stalledIntervalMs: 15_000,
    });
    const tuned = loadConfig({
      ...base,
      GENERATION_TIMEOUT: '60',
      GENERATION_ATTEMPTS: '1',
      RUN_WORKER: 'false',
      SWEEP_INTERVAL: '5',
    }).generation;
    expect(tuned).toMatchObject({ timeoutMs: 60_000, attempts: 1, runWorker: false });
    expect(tuned.sweepIntervalMs).toBe(5000);
    expect(() => loadConfig({ ...base, GENERATION_ATTEMPTS: '0' })).toThrow(/GENERATION_ATTEMPTS/);
    expect(() => loadConfig({ ...base, RUN_WORKER: 'maybe' })).toThrow(/RUN_WORKER/);
  });

  it('reads the job lock timings in seconds', () => {
    const base = { DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(32) };
    const set = loadConfig({ ...base, JOB_LOCK_DURATION: '2', JOB_STALLED_INTERVAL: '1' });
    expect(set.generation).toMatchObject({ lockDurationMs: 2000, stalledIntervalMs: 1000 });
    expect(() => loadConfig({ ...base, JOB_LOCK_DURATION: '0' })).toThrow(/JOB_LOCK_DURATION/);
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

describe('loadConfig: OAuth apps', () => {
  it('leaves every provider off without settings, and reads id, secret and addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).oauth).toEqual({
      github: undefined,
      google: undefined,
      notion: undefined,
      atlassian: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      ATLASSIAN_CLIENT_ID: 'a',
      ATLASSIAN_CLIENT_SECRET: 'b',
      ATLASSIAN_API_URL: 'http://127.0.0.1:9/atl/',
    });
    expect(config.oauth.github).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      webUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
    });
    expect(config.oauth.atlassian).toMatchObject({
      authUrl: 'https://auth.atlassian.com',
      apiUrl: 'http://127.0.0.1:9/atl',
    });
  });

  it('refuses an id without its secret, and a provider address that is not http(s)', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), NOTION_CLIENT_ID: 'x', GOOGLE_TOKEN_URL: 'ftp://x' });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'GOOGLE_TOKEN_URL: must be a http or https URL',
      'NOTION_CLIENT_SECRET: NOTION_CLIENT_ID and NOTION_CLIENT_SECRET go together: set both or neither',
    ]);
  });
});

describe('loadConfig: the file store', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(32), ...env });
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it('keeps files on the local disk by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).files).toEqual({ kind: 'local' });
  });

  it('reads every S3 setting, with us-east-1 and host-style by default', () => {
    const env = { DATA_DIR: dataDir(), FILE_STORE: 's3', S3_BUCKET: 'prd-files' };
    expect(loadConfig(env).files).toEqual({
      kind: 's3',
      bucket: 'prd-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: undefined,
    });
    expect(
      loadConfig({
        ...env,
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        S3_PREFIX: '/prd/prod/',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'prd-files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      prefix: 'prd/prod',
    });
  });

  it('takes a REDIS_PREFIX of names joined by colons, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: 'prd:ci-1_a' }).redisPrefix).toBe(
      'prd:ci-1_a',
    );
    for (const bad of ['prd:', ':prd', 'a b', 'prd::x', 'x'.repeat(65), 'prd*']) {
      expect(problemsOf({ REDIS_PREFIX: bad })).toEqual([
        'REDIS_PREFIX: must be up to 64 letters, digits, _ and -, in parts joined by :',
      ]);
    }
  });

  it('ignores the S3 settings while FILE_STORE is local', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'prd-files' });
    expect(config.files).toEqual({ kind: 'local' });
  });

  it('refuses s3 without a bucket, and bad S3 values', () => {
    expect(problemsOf({ FILE_STORE: 's3' })).toEqual(['S3_BUCKET: required when FILE_STORE is s3']);
    expect(problemsOf({ FILE_STORE: 'gcs' })[0]).toMatch(/^FILE_STORE: /);
    const problems = problemsOf({
      FILE_STORE: 's3',
      S3_BUCKET: 'Bad_Bucket',
      S3_ENDPOINT: 'ftp://files.example.com',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_PREFIX: '../up',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(problems.join('\n')).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(problems.join('\n')).not.toContain('AKIAEXAMPLE');
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
    expect(problemsOf({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toEqual([
      'APP_SECRET: required in production (every instance must share it)',
    ]);
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('refuses production with several instances or a Redis queue but no REDIS_URL, listing all', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYMENTS: 'sandbox', INSTANCES: '3' })).toEqual([
      'APP_SECRET: required in production (every instance must share it)',
      'REDIS_URL: required in production when INSTANCES is more than 1',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
        APP_SECRET: secret,
        QUEUE: 'redis',
      }),
    ).toEqual(['REDIS_URL: required when QUEUE is redis']);
  });

  it('starts in production with the secret, one instance, or Redis for many', () => {
    const one = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      APP_SECRET: secret,
    });
    expect(one).toMatchObject({ instances: 1, queue: 'memory', migrateOnStart: true });
    const many = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      APP_SECRET: secret,
      INSTANCES: '4',
      REDIS_URL: 'redis://127.0.0.1:6379',
      MIGRATE_ON_START: 'false',
    });
    expect(many).toMatchObject({ instances: 4, queue: 'redis', migrateOnStart: false });
  });

  it('refuses production without Stripe keys unless payments are explicitly the sandbox', () => {
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: secret })).toEqual([
      'STRIPE_SECRET_KEY: required in production (the built-in test checkout takes no real payment; set PAYMENTS=sandbox only on a server that must not take payments)',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither',
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh' }),
    ).toEqual(['STRIPE_SECRET_KEY: must be a Stripe secret key (sk_… or rk_…)']);
    const stripe = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_SECRET: secret,
      STRIPE_SECRET_KEY: 'sk_live_abcdefghijkl',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl',
    });
    expect(stripe.payments).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_abcdefghijkl',
      webhookSecret: 'whsec_abcdefghijkl',
      api: undefined,
    });
  });

  it('gives the embedded test checkout a webhook secret derived from the app secret', () => {
    const a = loadConfig({ DATA_DIR: dataDir(), APP_SECRET: secret });
    const b = loadConfig({ DATA_DIR: dataDir(), APP_SECRET: secret });
    expect(a.payments.kind).toBe('sandbox');
    expect(a.payments.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(b.payments.webhookSecret).toBe(a.payments.webhookSecret);
    expect(a.payments.webhookSecret).not.toContain(secret);
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
