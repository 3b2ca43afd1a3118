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

  it('caps parser processes at 512 MB resident unless told, and never below 128 MB', () => {
    const base = { DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).uploads.extractMaxRssMb).toBe(512);
    expect(loadConfig({ ...base, EXTRACT_MAX_RSS_MB: '1024' }).uploads.extractMaxRssMb).toBe(1024);
    expect(() => loadConfig({ ...base, EXTRACT_MAX_RSS_MB: '64' })).toThrow(/EXTRACT_MAX_RSS_MB/);
  });

  it('reads the Redis key prefix (ending it with a colon) and the job lock timings in seconds', () => {
    const base = { DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(32) };
    const defaults = loadConfig(base);
    expect(defaults.redisPrefix).toBe('prd:');
    expect(defaults.generation).toMatchObject({
      lockDurationMs: 30_000,
      stalledIntervalMs: 15_000,
    });
    const set = loadConfig({
      ...base,
      REDIS_PREFIX: 'crash-run.7',
      JOB_LOCK_DURATION: '2',
      JOB_STALLED_INTERVAL: '1',
    });
    expect(set.redisPrefix).toBe('crash-run.7:');
    expect(set.generation).toMatchObject({ lockDurationMs: 2000, stalledIntervalMs: 1000 });
    expect(loadConfig({ ...base, REDIS_PREFIX: 'a:b:' }).redisPrefix).toBe('a:b:');
    expect(() => loadConfig({ ...base, REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
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
