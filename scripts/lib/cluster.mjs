// The production shape on one machine, for scripts/multi-instance.mjs and the multi-instance
// load bench: a fresh PostgreSQL database, a Redis key prefix of its own, the S3 test server,
// N API processes (built server, RUN_WORKER=false) and a worker process (built worker), each
// with its own DATA_DIR (nothing is shared through the disk), all with one APP_SECRET. stop()
// ends the processes and removes the database, the Redis keys and the temp folders.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, root } from '../bench/lib/processes.mjs';

export const PG_ADMIN_URL =
  process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The parts of this process's environment a child needs; the rest is set explicitly. */
const baseEnv = () =>
  Object.fromEntries(
    ['PATH', 'HOME', 'LANG', 'TMPDIR', 'FFMPEG_PATH'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k]]] : [],
    ),
  );

/**
 * Spawns `node <args>` with its output copied to `<logDir>/<name>.log`. `ready` resolves once
 * `readyText` appears in the output (or at once without one); it rejects if the process exits.
 */
export function startNode(name, args, { env, logDir, readyText }) {
  const file = path.join(logDir, `${name}.log`);
  const log = createWriteStream(file);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...baseEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  // The latest output, in memory (the file may lag behind its write stream).
  let recent = '';
  const ready = new Promise((resolve, reject) => {
    if (!readyText) resolve();
    const onData = (d) => {
      log.write(d);
      recent = (recent + d).slice(-65_536);
      if (readyText && recent.includes(readyText)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited (${code}); see ${file}`)));
  });
  ready.catch(() => undefined);
  return {
    name,
    child,
    ready,
    exited,
    logFile: file,
    output: () => recent,
    tail: (lines = 20) => recent.split('\n').slice(-lines).join('\n'),
    async stop(graceMs = 12_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

/** Resolves once GET /api/v1/health answers 200; rejects when `proc` exits first. */
export async function waitHealthy(base, proc, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let failed;
  void proc.exited.then((code) => (failed = code));
  while (Date.now() < until) {
    if (failed !== undefined) throw new Error(`${proc.name} exited (${failed}):\n${proc.tail()}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${proc.name} did not answer on ${base}:\n${proc.tail()}`);
}

/** A fresh database on the local PostgreSQL; drop() removes it (connections included). */
async function createDatabase() {
  const name = `prd_multi_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Deletes every key under `prefix` (the run's queue, streams and counters). */
async function dropRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let cursor = '0';
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = nextCursor;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

/** The S3 test server in its own process (scripts/lib/s3-test-server.mjs). */
async function startS3(logDir) {
  const proc = startNode('s3', ['--import', 'tsx', 'scripts/lib/s3-test-server.mjs'], {
    env: {},
    logDir,
    readyText: '"endpoint"',
  });
  await proc.ready;
  const line = proc
    .output()
    .split('\n')
    .find((l) => l.includes('"endpoint"'));
  return { proc, ...JSON.parse(line) };
}

/**
 * Starts the cluster. `apis`: names of the API processes; `env`: settings for every process
 * (limits, the AI provider…); `workers`: how many worker processes.
 */
export async function startCluster({ apis = ['a', 'b'], workers = 1, env = {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'prd-multi-'));
  const logDir = path.join(dir, 'logs');
  mkdirSync(logDir);
  const procs = [];
  let database;
  let s3;
  const redisPrefix = `prd-multi-${randomBytes(6).toString('hex')}`;
  const cluster = {
    dir,
    logDir,
    redisPrefix,
    apis: {},
    workers: [],
    databaseUrl: undefined,
    s3: undefined,
    async stop() {
      await Promise.allSettled(procs.map((p) => p.stop()));
      await Promise.allSettled([s3?.proc.stop(), database?.drop(), dropRedisKeys(redisPrefix)]);
      if (!process.env.KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    database = await createDatabase();
    s3 = await startS3(logDir);
    cluster.databaseUrl = database.url;
    cluster.s3 = { endpoint: s3.endpoint, bucket: s3.bucket };
    const shared = {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      APP_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      FILE_STORE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The proxy appends the client's address to X-Forwarded-For.
      TRUST_PROXY: '1',
      ...env,
    };
    const dataDir = (name) => {
      const d = path.join(dir, name);
      mkdirSync(d);
      return d;
    };
    // `npm run migrate` first (advisory-locked), then every API at once: their own start-time
    // migrations take the same lock and find nothing left to apply.
    const migrate = startNode('migrate', ['apps/api/dist/migrate.js'], {
      logDir,
      env: { LOG_LEVEL: 'info', ...shared, DATA_DIR: dataDir('migrate') },
    });
    const code = await migrate.exited;
    if (code !== 0) throw new Error(`npm run migrate exited with ${code}: see ${logDir}`);
    await Promise.all(
      apis.map(async (name) => {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const proc = startNode(`api-${name}`, ['apps/api/dist/server.js'], {
          logDir,
          env: {
            LOG_LEVEL: 'warn',
            ...shared,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: base,
            DATA_DIR: dataDir(`api-${name}`),
            WEB_DIST: path.join(dir, 'no-web'),
            RUN_WORKER: 'false',
          },
        });
        procs.push(proc);
        await waitHealthy(base, proc);
        cluster.apis[name] = { url: base, proc };
      }),
    );
    for (let i = 0; i < workers; i += 1) {
      const proc = startNode(`worker-${i + 1}`, ['apps/api/dist/worker.js'], {
        logDir,
        readyText: 'worker is ready',
        // info: its ready line (and one line per job) goes to its log.
        env: { ...shared, LOG_LEVEL: 'info', DATA_DIR: dataDir(`worker-${i + 1}`) },
      });
      procs.push(proc);
      await proc.ready;
      cluster.workers.push(proc);
    }
    return cluster;
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

/** The embedded default: `node apps/api/dist/server.js` alone (PGlite, in-process queue). */
export async function startSingle({ env = {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'prd-single-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = startNode('single', ['apps/api/dist/server.js'], {
    logDir: dir,
    env: {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      // Production refuses to start without a secret (issue 11).
      APP_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: path.join(dir, 'no-web'),
      TRUST_PROXY: '1',
      ...env,
    },
  });
  try {
    await waitHealthy(base, proc);
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return {
    url: base,
    proc,
    async stop() {
      await proc.stop();
      if (!process.env.KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    },
  };
}
