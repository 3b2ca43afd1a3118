import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/services.js';
import { buildTestApp, freshDatabase, type TestApp } from './helpers/app.js';
import { adminLogin, signUpAndLogin } from './helpers/users.js';

const testConfig = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
  });

describe('two apps in one process, on one database', () => {
  let a: TestApp;
  let b: TestApp;
  // A's clock runs ahead of the system's by `ahead` ms.
  let ahead = 0;

  beforeAll(async () => {
    a = await buildTestApp({ overrides: { clock: { now: () => new Date(Date.now() + ahead) } } });
    // Another instance of the same deployment: same database, same secret.
    b = await buildTestApp({
      borrowDatabase: a.database,
      env: { APP_SECRET: a.config.appSecret },
    });
  });
  afterAll(async () => {
    // B borrows A's database: B first.
    await b?.close();
    await a?.close();
  });

  it('each build their own services', () => {
    expect(b.services).not.toBe(a.services);
    expect(b.services.authCache).not.toBe(a.services.authCache);
    expect(b.services.apiKeys).not.toBe(a.services.apiKeys);
    expect(b.services.db).toBe(a.services.db);
    expect(a.app.services).toBe(a.services);
  });

  it('do not share the auth cache: a token verified by A is unknown to B until B checks it', async () => {
    const user = await signUpAndLogin(a);
    const getUser = (t: TestApp) =>
      t.request({ method: 'GET', url: '/api/v1/user/get_user', token: user.accessToken });
    expect((await getUser(a)).statusCode).toBe(200);
    expect(a.services.authCache.claims(user.accessToken)).toMatchObject({ userId: user.id });
    expect(b.services.authCache.claims(user.accessToken)).toBeUndefined();

    expect((await getUser(b)).statusCode).toBe(200);
    expect(b.services.authCache.claims(user.accessToken)).toMatchObject({ userId: user.id });
  });

  it('do not share the AI settings cache: B sees its own change at once, A after its TTL', async () => {
    expect(await a.services.apiKeys.activeSettings()).toBeNull();
    const admin = await adminLogin(b);
    const added = await b.request({
      method: 'POST',
      url: '/api/v1/api_keys_settings/add_api_key',
      token: admin.accessToken,
      payload: {
        provider: 'anthropic',
        label: 'Only B knows',
        model: 'claude-b',
        api_key: 'sk-ant-0123456789abcdefghij',
        is_active: true,
      },
    });
    expect(added.statusCode, added.body).toBe(200);

    expect((await b.services.apiKeys.activeSettings())?.model).toBe('claude-b');
    // A's cache is its own: B's change did not drop it (as with another process).
    expect(await a.services.apiKeys.activeSettings()).toBeNull();
    ahead += 6_000;
    expect((await a.services.apiKeys.activeSettings())?.model).toBe('claude-b');
  });
});

describe('createServices', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prd-services-'));
    dirs.push(dir);
    return dir;
  };

  it('close() closes the database and the task pool, once however often it is called', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const services = await createServices(testConfig(tempDir()), { database });
      await expect(database.ping()).resolves.toBeUndefined();
      await Promise.all([services.close(), services.close()]);
      await services.close();
      await expect(database.ping()).rejects.toThrow();
      await expect(services.tasks.markdownToDocx('# Closed')).rejects.toThrow(/closed/);
    } finally {
      await drop();
    }
  });

  it('an app given services leaves them open on close; their owner closes them', async () => {
    const { database, drop } = await freshDatabase();
    const config = testConfig(tempDir());
    try {
      const services = await createServices(config, { database });
      const app = await buildApp(config, { services });
      await app.close();
      await expect(database.ping()).resolves.toBeUndefined();
      await services.close();
      await expect(database.ping()).rejects.toThrow();
    } finally {
      await drop();
    }
  });

  it('buildApp refuses services built from another config', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const services = await createServices(testConfig(tempDir()), { database });
      await expect(buildApp(testConfig(tempDir()), { services })).rejects.toThrow(/another config/);
      await services.close();
    } finally {
      await drop();
    }
  });
});
