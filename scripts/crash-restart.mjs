// Kill -9 proof (issue 11): answers are durable jobs, so a process killed mid-answer loses
// nothing. A slow OpenAI-compatible fake provider writes every answer; the script kills the
// process running the job at a chosen point and checks that the answer is finished (or failed and
// refunded), that a client reattaching with Last-Event-ID rebuilds the whole text exactly once,
// and that the user's quota moved by exactly one.
//
//   node scripts/crash-restart.mjs            embedded: `node apps/api/dist/server.js` on PGlite,
//                                             SIGKILLed and started again on the same DATA_DIR
//   node scripts/crash-restart.mjs --redis    PostgreSQL + Redis: one API process (RUN_WORKER=false)
//                                             and two `worker` processes; the one running the job
//                                             is SIGKILLed and the other takes it over
//
// RUNS (default 50 embedded, 20 redis). Needs the built API (`npm run build`; built when missing).
// Redis mode uses 127.0.0.1:5432 (a temporary database, dropped after) and 127.0.0.1:6379 (a
// unique key prefix, deleted after), or DATABASE_URL / REDIS_URL when set.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { completionBody, completionEvents } from './bench/lib/openai-wire.mjs';
import { prdJson, ROUTE } from './lib/prd-json.mjs';
import { ensureApiBuilt, freePort, root, waitHealthy } from './bench/lib/processes.mjs';

const REDIS = process.argv.includes('--redis');
const RUNS = Number(process.env.RUNS ?? (REDIS ? 20 : 50));
const PASSWORD = 'Crash!Restart-Passw0rd';
/** The fake provider's pace: long enough to kill mid-answer, short enough for 50 runs. */
const FIRST_TOKEN_MS = 150;
const TOKEN_GAP_MS = 5;
const ANSWER_TIMEOUT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));

// ---------------------------------------------------------------------------------------------
// The fake provider: every answer is a known PRD, chosen by the run's marker in the prompt, so
// what a client rebuilds can be checked against what was stored, word for word.

/** The PRD pipeline's structured calls: the routing call drafts; the PRD names the run. */
const structuredAnswer = (schemaName, run) =>
  schemaName === 'route'
    ? ROUTE
    : prdJson({
        title: `Crash run ${run}`,
        tldr: `Crash run ${run} in one line.`,
        statements: Array.from({ length: 12 }, (_, i) => `run ${run} requirement ${i + 1}.`),
      });

function startFakeProvider() {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', async () => {
      const request = JSON.parse(body || '{}');
      const run = /crash-run-(\d+)/.exec(body)?.[1] ?? '0';
      const schemaName = request.response_format?.json_schema?.name;
      const content = JSON.stringify(structuredAnswer(schemaName, run), null, 1);
      const tokens = content.match(/\s*\S+\s*/g);
      const wire = { id: `chatcmpl-crash-${run}`, model: request.model };
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(completionBody({ ...wire, content, tokens: tokens.length }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const [first, ...rest] = completionEvents({ ...wire, tokens });
      res.write(first);
      await sleep(FIRST_TOKEN_MS);
      for (const chunk of rest) {
        // The process reading it was killed: nobody is listening any more.
        if (res.destroyed) return;
        res.write(chunk);
        await sleep(TOKEN_GAP_MS);
      }
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/v1` }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Every process started here: none outlives the script, whatever happens to it. */
const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Starts `node apps/api/dist/<entry>` with `env`; its output is appended to `logFile`. */
function startProcess(entry, env, logFile, onLine) {
  const child = spawn(process.execPath, [path.join('apps/api/dist', entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const log = createWriteStream(logFile, { flags: 'a' });
  let buffer = '';
  child.stdout.on('data', (chunk) => {
    log.write(chunk);
    if (!onLine) return;
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) onLine(line);
  });
  child.stderr.on('data', (chunk) => log.write(chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.once('exit', () => log.end());
  return { child, exited, kill: async () => (child.kill('SIGKILL'), await exited) };
}

// ---------------------------------------------------------------------------------------------
// The client: a reader of the answer's Server-Sent Events that remembers the last id it saw and
// rebuilds the text (a `reset` discards what came before).

const TERMINAL = new Set(['done', 'error', 'stopped']);

const newClient = () => ({
  sessionId: undefined,
  lastId: undefined,
  text: '',
  tokens: 0,
  terminal: undefined,
});
const copyClient = (c) => ({ ...c });

function apply(client, { type, id, data }) {
  if (id) client.lastId = id;
  if (type === 'session') client.sessionId = data.session_id;
  else if (type === 'token') {
    client.text += data.text;
    client.tokens += 1;
  } else if (type === 'reset') client.text = '';
  else if (TERMINAL.has(type)) client.terminal = { type, data };
}

/**
 * Reads an SSE response into `client` until a terminal event or the connection ends; `onEvent`
 * sees every event once applied. Resolves 'terminal' or 'cut'. A half-received event is dropped.
 */
async function follow(res, client, onEvent = () => {}) {
  if (!res.ok) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return client.terminal ? 'terminal' : 'cut';
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.trim() || block.startsWith(':')) continue;
        const field = (name) =>
          block
            .split('\n')
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2));
        const event = {
          type: field('event')[0] ?? 'message',
          id: field('id')[0],
          data: JSON.parse(field('data').join('\n')),
        };
        apply(client, event);
        onEvent(event);
        if (client.terminal) {
          await reader.cancel().catch(() => {});
          return 'terminal';
        }
      }
    }
  } catch {
    return client.terminal ? 'terminal' : 'cut';
  }
}

function api(base) {
  const call = async (method, url, { token, json, headers = {}, raw = false, signal } = {}) => {
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      signal,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    if (raw) return res;
    const body = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    async signUp(run) {
      const email = `crash.${run}.${randomBytes(4).toString('hex')}@example.com`;
      await call('POST', '/auth/register', {
        json: { name: `Crash ${run}`, email, password: PASSWORD, confirmpassword: PASSWORD },
      });
      const login = await call('POST', '/auth/login', {
        json: { email, password: PASSWORD, role: 'User' },
      });
      return login.access_token;
    },
    remaining: async (token) =>
      (await call('GET', '/user/get_user_uploads', { token })).remaining_uploads,
    sessions: async (token) =>
      (await call('GET', '/prd_chat_history/get_chat_history', { token })).sessions,
    chatData: (token, sessionId) =>
      call('GET', `/prd_chat_history/get_chat_data_by_chat_id?session_id=${sessionId}`, { token }),
    send(token, run, signal) {
      const form = new FormData();
      form.append(
        'user_input',
        `crash-run-${run}: build a parking app where drivers pay by phone.`,
      );
      return fetch(`${base}/api/v1/prd_upload/upload_files`, {
        method: 'POST',
        signal,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        body: form,
      });
    },
    attach: (token, sessionId, lastId, signal) =>
      call('GET', `/prd_upload/answer_stream?session_id=${sessionId}`, {
        token,
        raw: true,
        signal,
        headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
      }),
  };
}

/** Reattaches `client` (after the last id it saw) and follows the answer to its end. */
async function reattach(client$, token, client) {
  const signal = AbortSignal.timeout(ANSWER_TIMEOUT_MS);
  const res = await client$.attach(token, client.sessionId, client.lastId, signal);
  return follow(res, client);
}

// ---------------------------------------------------------------------------------------------
// Checks

/**
 * One run's verdict. `clients` are every view of the answer (the original connection, the one
 * that reattached with Last-Event-ID, a fresh one from the start): each must end, and a `done`
 * must carry exactly the stored text (which carries every requirement the provider wrote),
 * rebuilt from the tokens too.
 */
async function judge({ run, client$, token, before, clients, accepted, originalMustEnd }) {
  const problems = [];
  const after = await client$.remaining(token);
  const charged = before - after;
  if (!accepted) {
    // Killed before the send was stored: the client saw its request fail; nothing is charged.
    if (charged !== 0) problems.push(`not accepted but charged ${charged}`);
    return { outcome: 'not-accepted', charged, problems };
  }
  const sessionId = clients[0].sessionId;
  const chat = await client$.chatData(token, sessionId);
  const answers = chat.messages.filter((m) => m.role === 'ai');
  const stored = answers.at(-1);
  if (answers.length !== 1) problems.push(`${answers.length} answers stored`);
  // The PRD pipeline renders the provider's text itself: the stored answer is the reference,
  // and it must carry every requirement the provider wrote.
  const expected = stored?.message ?? '';
  let outcome = stored?.status ?? 'missing';
  if (stored?.status === 'complete') {
    const missing = Array.from({ length: 12 }, (_, i) => `run ${run} requirement ${i + 1}.`).filter(
      (marker) => !stored.message.includes(marker),
    );
    if (missing.length > 0) problems.push(`stored answer lacks ${missing.join(', ')}`);
    if (charged !== 1) problems.push(`complete answer charged ${charged}`);
  } else if (stored?.status === 'failed') {
    const sawText = clients.some((c) => c.text !== '' && c.terminal?.type !== 'done');
    if (charged !== 0) problems.push(`failed answer charged ${charged}`);
    if (sawText) outcome = 'failed-after-text';
  } else {
    problems.push(`answer left ${outcome}`);
  }
  for (const [name, c] of clients.map((c, i) => [['original', 'reattached', 'fresh'][i], c])) {
    if (!c.terminal) {
      // The original connection dies with the process that served it (embedded mode).
      if (name !== 'original' || originalMustEnd) problems.push(`${name} client saw no end`);
      continue;
    }
    if (stored?.status === 'complete') {
      if (c.terminal.type !== 'done') problems.push(`${name} client ended with ${c.terminal.type}`);
      if (c.text !== expected) {
        problems.push(
          `${name} client rebuilt ${c.text.length} chars, expected ${expected.length}` +
            (c.text.length === 2 * expected.length ? ' (twice)' : ''),
        );
      }
      if (c.terminal.data?.data?.prd_result !== expected)
        problems.push(`${name} client's done differs`);
    } else if (c.terminal.type !== 'error') {
      problems.push(`${name} client ended with ${c.terminal.type} for a ${stored?.status} answer`);
    }
  }
  if (charged > 1) problems.push('double-charged');
  return { outcome, charged, problems };
}

// ---------------------------------------------------------------------------------------------
// Embedded: one `server.js` on PGlite, killed and started again.

const EMBEDDED_POINTS = ['before-first-token', 'mid-answer', 'after-done', 'random'];

async function embedded(provider, work) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: path.join(work, 'no-web'),
    APP_SECRET: randomBytes(32).toString('hex'),
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.url,
    AI_MODEL: 'crash-model',
    RATE_REGISTER_IP_MAX: '100000',
  };
  const logFile = path.join(work, 'server.log');
  let server;
  const start = async () => {
    server = startProcess('server.js', env, logFile);
    const early = server.exited.then(({ code }) => {
      throw new Error(`server exited at start (${code}); see ${logFile}`);
    });
    await Promise.race([waitHealthy(base), early]);
    early.catch(() => {});
  };
  const client$ = api(base);
  let startMs = 0;
  await start();
  return {
    points: EMBEDDED_POINTS,
    async run(run, point) {
      const token = await client$.signUp(run);
      const before = await client$.remaining(token);
      const original = newClient();
      let killing;
      const kill = () => (killing ??= server.kill());
      let timer;
      if (point === 'random') timer = setTimeout(kill, randomInt(0, 900));
      const cutAfter = randomInt(1, 8);
      const res = await client$.send(token, run).catch(() => undefined);
      if (res) {
        await follow(res, original, (event) => {
          if (point === 'before-first-token' && event.type === 'queued') kill();
          if (point === 'mid-answer' && event.type === 'token' && original.tokens >= cutAfter)
            kill();
          if (point === 'after-done' && event.type === 'done') kill();
        });
      }
      // A random point is kept even when the answer was quicker: the kill then lands after it.
      while (point === 'random' && !killing) await sleep(10);
      clearTimeout(timer);
      await kill();
      const restarted = performance.now();
      await start();
      startMs = Math.max(startMs, performance.now() - restarted);

      // The client learns the session from the `session` event, or (killed before it) from its
      // chat history; no session there means the send was never stored.
      if (!original.sessionId) original.sessionId = (await client$.sessions(token))[0]?.session_id;
      const accepted = original.sessionId !== undefined;
      const reattached = copyClient(original);
      const fresh = { ...newClient(), sessionId: original.sessionId };
      if (accepted) {
        if (!reattached.terminal) await reattach(client$, token, reattached);
        await reattach(client$, token, fresh);
      }
      return judge({
        run,
        client$,
        token,
        before,
        clients: [original, reattached, fresh],
        accepted,
        originalMustEnd: false,
      });
    },
    stats: () => ({ slowestRestartMs: Math.round(startMs) }),
    close: () => server.kill(),
  };
}

// ---------------------------------------------------------------------------------------------
// Redis: PostgreSQL + Redis, an API process and two workers; the worker running the job is killed.

const REDIS_POINTS = ['before-first-token', 'mid-answer', 'after-done', 'random'];

async function redisSetup(provider, work) {
  const pg = requireApi('pg');
  const { Redis } = requireApi('ioredis');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const dbName = `prd_crash_${randomBytes(6).toString('hex')}`;
  const prefix = `prd-crash-${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: path.join(work, 'no-web'),
    APP_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.url,
    AI_MODEL: 'crash-model',
    RATE_REGISTER_IP_MAX: '100000',
    JOB_LOCK_DURATION: '2',
    JOB_STALLED_INTERVAL: '1',
  };
  const workers = [];
  let apiProcess;
  const close = async () => {
    await Promise.all([apiProcess, ...workers].filter(Boolean).map((p) => p.kill()));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    const redis = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  };

  /** Which worker started which session's answer (their `prd generation started` lines). */
  const startedBy = new Map();
  const startWorker = (slot) => {
    let ready;
    const isReady = new Promise((resolve) => (ready = resolve));
    const worker = startProcess(
      'worker.js',
      { ...env, LOG_LEVEL: 'info' },
      path.join(work, `worker-${slot}.log`),
      (line) => {
        if (line.includes('PRD Studio worker is ready')) ready();
        if (!line.includes('prd generation started')) return;
        const { sessionId } = JSON.parse(line);
        const list = startedBy.get(sessionId) ?? [];
        list.push(worker);
        startedBy.set(sessionId, list);
      },
    );
    const died = worker.exited.then(({ code }) => {
      throw new Error(`worker exited at start (${code}); see ${work}/worker-${slot}.log`);
    });
    died.catch(() => {});
    worker.ready = Promise.race([isReady, died]);
    worker.ready.catch(() => {});
    workers[slot] = worker;
    return worker;
  };
  try {
    apiProcess = startProcess(
      'server.js',
      { ...env, RUN_WORKER: 'false' },
      path.join(work, 'api.log'),
    );
    await Promise.race([
      waitHealthy(base),
      apiProcess.exited.then(({ code }) => {
        throw new Error(`API exited at start (${code}); see ${work}/api.log`);
      }),
    ]);
    await Promise.all([0, 1].map((slot) => startWorker(slot).ready));
  } catch (err) {
    await close();
    throw err;
  }

  const client$ = api(base);
  let takeoverMs = 0;
  return {
    points: REDIS_POINTS,
    async run(run, point) {
      const token = await client$.signUp(run);
      const before = await client$.remaining(token);
      const original = newClient();
      let snapshot;
      let killing;
      const cutAfter = randomInt(1, 8);
      const res = await client$.send(token, run);
      const runner = async () => {
        for (let i = 0; i < 200 && !original.sessionId; i += 1) await sleep(10);
        for (let i = 0; i < 500; i += 1) {
          const list = startedBy.get(original.sessionId);
          if (list?.length) return list[0];
          await sleep(5);
        }
        throw new Error('no worker started the answer');
      };
      const kill = () =>
        (killing ??= (async () => {
          snapshot = copyClient(original);
          const worker = await runner();
          const slot = workers.indexOf(worker);
          const killedAt = performance.now();
          await worker.kill();
          // Two workers again; the survivor (or the new one) takes the job after the lock expires.
          startWorker(slot);
          return killedAt;
        })());
      // A random point: any time from the send on, once a worker has the job.
      if (point === 'random') setTimeout(kill, randomInt(0, 900));
      const followed = follow(res, original, (event) => {
        if (point === 'before-first-token' && event.type === 'queued') kill();
        if (point === 'mid-answer' && event.type === 'token' && original.tokens >= cutAfter) kill();
        if (point === 'after-done' && event.type === 'done') kill();
      });
      const ended = await Promise.race([followed, sleep(ANSWER_TIMEOUT_MS).then(() => 'timeout')]);
      const killedAt = await kill();
      if (ended === 'terminal' && point !== 'after-done') {
        takeoverMs = Math.max(takeoverMs, performance.now() - killedAt);
      }
      const reattached = snapshot;
      const fresh = { ...newClient(), sessionId: original.sessionId };
      if (!reattached.terminal) await reattach(client$, token, reattached);
      await reattach(client$, token, fresh);
      const verdict = await judge({
        run,
        client$,
        token,
        before,
        clients: [original, reattached, fresh],
        accepted: true,
        originalMustEnd: true,
      });
      const starts = startedBy.get(original.sessionId)?.length ?? 0;
      // Killed before its answer could be finished, the job must have run again elsewhere.
      const early = point === 'before-first-token' || point === 'mid-answer';
      if (early && verdict.outcome === 'complete' && starts < 2) {
        verdict.problems.push(`answer started ${starts} time(s): the killed worker finished it?`);
      }
      return verdict;
    },
    stats: () => ({ slowestTakeoverMs: Math.round(takeoverMs) }),
    close,
  };
}

// ---------------------------------------------------------------------------------------------

ensureApiBuilt('server.js');
ensureApiBuilt('worker.js');
const work = mkdtempSync(path.join(tmpdir(), 'prd-crash-'));
const provider = await startFakeProvider();
const started = performance.now();
const mode = REDIS ? await redisSetup(provider, work) : await embedded(provider, work);
const tally = { runs: 0, lost: 0, doubleCharged: 0, failedRuns: 0 };
const outcomes = {};
let keepWork = false;
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const point = mode.points[(run - 1) % mode.points.length];
    let verdict;
    try {
      verdict = await mode.run(run, point);
    } catch (err) {
      verdict = { outcome: 'crashed', charged: NaN, problems: [String(err?.stack ?? err)] };
    }
    tally.runs += 1;
    outcomes[`${point}:${verdict.outcome}`] = (outcomes[`${point}:${verdict.outcome}`] ?? 0) + 1;
    if (verdict.problems.length > 0) {
      tally.failedRuns += 1;
      if (verdict.charged > 1) tally.doubleCharged += 1;
      if (verdict.problems.some((p) => p !== 'double-charged')) tally.lost += 1;
      keepWork = true;
      console.error(`run ${run} (${point}): ${verdict.problems.join('; ')}`);
    }
  }
} finally {
  await mode.close().catch((err) => console.error('cleanup failed:', err));
  provider.server.close();
  provider.server.closeAllConnections();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `crash-restart${REDIS ? ' (redis)' : ''}: ${tally.runs} runs, ${tally.lost} lost, ` +
    `${tally.doubleCharged} double-charged in ${seconds} s`,
);
console.log(`  outcomes: ${JSON.stringify(outcomes)}; ${JSON.stringify(mode.stats())}`);
if (keepWork) console.error(`  logs kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(tally.failedRuns > 0 ? 1 : 0);
