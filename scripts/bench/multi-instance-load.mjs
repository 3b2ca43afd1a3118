// Load on the production shape (issue 11; a bench, not run in CI): BENCH_USERS signed-in users
// (200) for BENCH_SECONDS (60) against 2 API processes + 1 worker + PostgreSQL + Redis + the S3
// test server behind a proxy, and in the same run against the single-process embedded default
// (`node apps/api/dist/server.js`: PGlite, in-process queue and streams) behind the same proxy.
// The provider (scripts/lib/fake-provider.mjs) answers at once, so the time to the first token
// is all ours. Each user calls get_user and get_chat_history in a loop (think time
// BENCH_THINK_MS, 250, ±50%) and sends BENCH_SENDS_PER_USER (5, the free plan's uploads) PRDs as
// SSE at random moments, every fifth with a small PDF. Afterwards every accepted send's answer
// is read back from the database (chat data): it must be stored complete with the streamed text.
// Prints errors, lost messages, p50/p99 of the non-AI calls and of the time to the first token,
// and multi / single ratios.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startCluster, startNode, startSingle } from '../lib/cluster.mjs';
import { events } from '../lib/sse.mjs';
import { ensureApiFresh } from './lib/processes.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SENDS_PER_USER = Number(process.env.BENCH_SENDS_PER_USER ?? 5);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 250);
const SETUP_CONCURRENCY = 16;
/** `multi` or `single` runs one side only (no ratio): for looking into one setup. */
const ONLY = process.env.BENCH_ONLY;
const API = '/api/v1';
const { buildPdf } = await tsImport('../../apps/api/test/fixtures/write-pdf.ts', import.meta.url);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** Runs `fn` over `items`, `n` at a time. */
async function pool(items, n, fn) {
  const out = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const logDir = mkdtempSync(path.join(tmpdir(), 'prd-load-'));
ensureApiFresh();
const provider = startNode('provider', ['scripts/lib/fake-provider.mjs'], {
  env: {},
  logDir,
  readyText: 'URL=',
});
await provider.ready;
const providerUrl = /URL=(\S+)/.exec(provider.output())[1];

/** The proxy (scripts/lib/proxy.mjs) in its own process, so it does not share the load's CPU. */
async function startProxyProcess(targets) {
  const proc = startNode(
    `proxy-${Object.keys(targets).length}`,
    ['scripts/lib/proxy.mjs', ...Object.entries(targets).map(([n, u]) => `${n}=${u}`)],
    { env: {}, logDir, readyText: 'PORT=' },
  );
  await proc.ready;
  return {
    url: `http://127.0.0.1:${/PORT=(\d+)/.exec(proc.output())[1]}`,
    stop: () => proc.stop(),
  };
}

const appEnv = {
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: providerUrl,
  AI_MODEL: 'bench-model',
  // Every user signs up from this machine's one address.
  RATE_REGISTER_IP_MAX: '100000',
};

/** Signs `USERS` users up and in; resolves with their access tokens. */
async function signUp(base, run) {
  const password = 'Load!Bench-Passw0rd';
  return pool(
    Array.from({ length: USERS }, (_, i) => `load-${run}-${i}@example.com`),
    SETUP_CONCURRENCY,
    async (email) => {
      const headers = { 'content-type': 'application/json' };
      const reg = await fetch(`${base}${API}/auth/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Load', email, password, confirmpassword: password }),
      });
      if (!reg.ok) throw new Error(`register ${reg.status}: ${await reg.text()}`);
      const login = await fetch(`${base}${API}/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      if (!login.ok) throw new Error(`login ${login.status}`);
      return (await login.json()).access_token;
    },
  );
}

/** The whole load against `base`; resolves with what was measured. */
async function load(base, label) {
  const run = randomBytes(3).toString('hex');
  const setupStart = performance.now();
  const tokens = await signUp(base, run);
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const m = { label, calls: [], ttft: [], sendTotal: [], errors: [], accepted: [], setupSeconds };
  const error = (what) => {
    if (m.errors.length < 1000) m.errors.push(what);
  };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  // Sends start in the first 90% of the run, so each can finish inside it.
  const sendWindow = SECONDS * 1000 * 0.9;

  async function nonAi(token, i) {
    const auth = { authorization: `Bearer ${token}` };
    for (let n = i; performance.now() < deadline; n += 1) {
      const path =
        n % 2 ? '/user/get_user' : '/prd_chat_history/get_chat_history?page=1&page_size=20';
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${API}${path}`, { headers: auth });
        await res.arrayBuffer();
        if (res.status !== 200) error(`${path} ${res.status}`);
        else m.calls.push(performance.now() - t0);
      } catch (err) {
        error(`${path} ${err.message}`);
      }
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  }

  async function send(token, u, k) {
    const marker = `MARKER-${run}u${u}s${k}`;
    const form = new FormData();
    form.append('user_input', `Plan a product for load test user ${u}, send ${k}. ${marker}`);
    if (k % 5 === 4) {
      const pdf = buildPdf([`Notes for send ${k}: the product must stay fast. ${marker}`]);
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'notes.pdf');
    }
    // Encoded before the clock starts (the client's FormData work is not the server's time).
    const request = new Request(`${base}${API}/prd_upload/upload_files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      body: form,
    });
    const body = Buffer.from(await request.arrayBuffer());
    const t0 = performance.now();
    try {
      const res = await fetch(request.url, {
        method: 'POST',
        headers: { ...Object.fromEntries(request.headers) },
        body,
      });
      if (res.status !== 200) {
        error(`send ${res.status}: ${(await res.text()).slice(0, 120)}`);
        return;
      }
      let sessionId;
      let text = '';
      let first;
      let done;
      for await (const ev of events(res)) {
        if (ev.event === 'session') {
          sessionId = ev.data.session_id;
          m.accepted.push({ token, sessionId, marker, text: undefined });
        } else if (ev.event === 'token') {
          first ??= performance.now() - t0;
          text += ev.data.text;
        } else if (ev.event === 'reset') text = '';
        else if (ev.event === 'done') done = ev.data;
        else if (ev.event === 'reply') {
          // What the answer is, before its first token (issue 12).
          if (first !== undefined || !ev.data?.kind) error('reply event out of place');
        } else if (ev.event !== 'queued') error(`send ended with ${ev.event}`);
      }
      if (!done) return error(`send stream ended without done (session ${sessionId})`);
      if (done.data.prd_result !== text) error('streamed text differs from done');
      m.accepted.find((a) => a.sessionId === sessionId).text = done.data.prd_result;
      m.ttft.push(first);
      m.sendTotal.push(performance.now() - t0);
    } catch (err) {
      error(`send ${err.message}`);
    }
  }

  async function sends(token, u) {
    const at = Array.from({ length: SENDS_PER_USER }, () => Math.random() * sendWindow).sort(
      (a, b) => a - b,
    );
    for (const [k, t] of at.entries()) {
      await sleep(started + t - performance.now());
      await send(token, u, k);
    }
  }

  await Promise.all(tokens.flatMap((token, u) => [nonAi(token, u), sends(token, u)]));
  const elapsed = (performance.now() - started) / 1000;

  // Nothing lost: every accepted send is stored complete, with the text that was streamed.
  let lost = 0;
  await pool(m.accepted, SETUP_CONCURRENCY, async (a) => {
    const res = await fetch(
      `${base}${API}/prd_chat_history/get_chat_data_by_chat_id?session_id=${a.sessionId}`,
      { headers: { authorization: `Bearer ${a.token}` } },
    );
    const chat = res.ok ? await res.json() : { messages: [] };
    const answer = chat.messages.at(-1);
    // Stored complete (whatever the stream did), and equal to the text streamed when it ended.
    const ok =
      answer?.role === 'ai' &&
      answer.status === 'complete' &&
      answer.message.includes(a.marker) &&
      (a.text === undefined || answer.message === a.text);
    if (!ok) lost += 1;
  });
  return { ...m, lost, elapsed };
}

function report(r) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\n${r.label}`);
  console.log(
    `  ${USERS} users signed up and in ${r.setupSeconds.toFixed(1)} s; load ${r.elapsed.toFixed(1)} s`,
  );
  console.log(
    `  non-AI calls: ${r.calls.length} (${(r.calls.length / r.elapsed).toFixed(0)}/s), ` +
      `p50 ${ms(pct(r.calls, 50))}, p99 ${ms(pct(r.calls, 99))}`,
  );
  console.log(
    `  sends: ${r.accepted.length} accepted, ${r.ttft.length} done; first token p50 ` +
      `${ms(pct(r.ttft, 50))}, p99 ${ms(pct(r.ttft, 99))}; whole answer p99 ${ms(pct(r.sendTotal, 99))}`,
  );
  console.log(`  errors: ${r.errors.length}, lost messages: ${r.lost}`);
  const kinds = new Map();
  for (const e of r.errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
  for (const [e, n] of [...kinds].slice(0, 8)) console.log(`    ${n} × ${e}`);
}

const loadBefore = loadavg()[0];
let single;
let cluster;
let proxy;
const results = {};
try {
  console.log(
    `multi-instance load: ${USERS} users, ${SECONDS} s, ${SENDS_PER_USER} sends each, think ${THINK_MS} ms`,
  );
  if (ONLY !== 'multi') {
    single = await startSingle({ env: appEnv });
    proxy = await startProxyProcess({ single: single.url });
    results.single = await load(
      proxy.url,
      'single process (embedded default: PGlite, in-process queue)',
    );
    report(results.single);
    await proxy.stop();
    await single.stop();
    single = undefined;
  }
  if (ONLY !== 'single') {
    cluster = await startCluster({ env: appEnv });
    proxy = await startProxyProcess({ a: cluster.apis.a.url, b: cluster.apis.b.url });
    results.multi = await load(
      proxy.url,
      '2 APIs + 1 worker (PostgreSQL, Redis: BullMQ and streams, S3 test server)',
    );
    report(results.multi);
  }
} finally {
  await proxy?.stop();
  await single?.stop();
  await cluster?.stop();
  await provider.stop();
  rmSync(logDir, { recursive: true, force: true });
}

const { single: s, multi: m } = results;
const ratio = (a, b) => (a / b).toFixed(2);
console.log(
  `\nmachine load (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`,
);
if (s && m)
  console.log(
    `ratio multi / single: non-AI p50 ${ratio(pct(m.calls, 50), pct(s.calls, 50))}, ` +
      `p99 ${ratio(pct(m.calls, 99), pct(s.calls, 99))}; first token p50 ` +
      `${ratio(pct(m.ttft, 50), pct(s.ttft, 50))}, p99 ${ratio(pct(m.ttft, 99), pct(s.ttft, 99))}`,
  );
const clean = Object.values(results).every(
  (r) => r.errors.length === 0 && r.lost === 0 && r.accepted.length > 0,
);
console.log(clean ? '0 errors, 0 lost messages' : 'ERRORS OR LOST MESSAGES');
process.exitCode = clean ? 0 : 1;
