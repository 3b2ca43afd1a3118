// Throughput of an authenticated database read (GET /user/get_user: token check, session
// lookup, user and plan read) against a bare Fastify route of the same server, same run.
// Budget (issue 2): ratio >= 0.25 and p99 < 25 ms at 50 connections on PGlite.
import autocannon from 'autocannon';
import { startBenchServer } from './lib/processes.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const { server, port } = await startBenchServer();
const base = `http://127.0.0.1:${port}`;

async function post(url, body) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}
const password = 'Bench!Passw0rd';
await post('/api/v1/auth/register', {
  name: 'Bench',
  email: 'bench@example.com',
  password,
  confirmpassword: password,
});
const { access_token } = await post('/api/v1/auth/login', {
  email: 'bench@example.com',
  password,
  role: 'User',
});

function run(title, url, headers = {}, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${url}`, connections: CONNECTIONS, duration, headers, title },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const auth = { authorization: `Bearer ${access_token}` };
// Warm both paths (JIT, PGlite caches) before measuring.
await run('warm-bare', '/bench/bare', {}, 2);
await run('warm-auth', '/api/v1/user/get_user', auth, 2);
const bare = await run('bare', '/bench/bare');
const read = await run('get_user', '/api/v1/user/get_user', auth);
server.kill('SIGTERM');

const fmt = (r) =>
  `${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;
const ratio = read.requests.average / bare.requests.average;
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\nauth-read benchmark (${CONNECTIONS} connections, ${DURATION} s each, ${db})`);
console.log(`  bare route          ${fmt(bare)}`);
console.log(`  GET /user/get_user  ${fmt(read)}`);
console.log(`  ratio get_user / bare: ${ratio.toFixed(3)} (budget >= 0.25)`);
console.log(`  get_user p99: ${read.latency.p99} ms (budget < 25 ms)`);
const ok = ratio >= 0.25 && read.latency.p99 < 25 && read.non2xx === 0 && read.errors === 0;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exit(ok ? 0 : 1);
