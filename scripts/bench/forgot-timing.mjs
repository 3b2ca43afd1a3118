// Account enumeration by timing (issue 10, item 12): forgot_password answer times for known and
// unknown emails, alternated, from a client in another process. Prints both medians and their
// difference; before the fix a known email answered ~2x slower (work done before answering).
// `node scripts/bench/forgot-timing.mjs` (PGlite; PostgreSQL when DATABASE_URL is set).
import { startBenchServer } from './lib/processes.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);

// Throttles out of the way: this measures the answer, not the limits.
const { server, port } = await startBenchServer({
  RATE_FORGOT_IP_MAX: '1000000',
  RATE_FORGOT_ACCOUNT_MAX: '1000000',
  RATE_REGISTER_IP_MAX: '1000',
});
const post = (url, body) =>
  fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const run = Date.now().toString(36);
const known = [];
for (let i = 0; i < 5; i += 1) {
  const email = `known${i}.${run}@example.com`;
  const password = 'Bench!Passw0rd';
  const res = await post('/auth/register', {
    name: 'B',
    email,
    password,
    confirmpassword: password,
  });
  if (!res.ok) throw new Error(`register: ${res.status}`);
  known.push(email);
}
const times = { known: [], unknown: [] };
for (let i = 0; i < ROUNDS; i += 1) {
  const kind = i % 2 === 0 ? 'known' : 'unknown';
  const email = kind === 'known' ? known[i % known.length] : `nobody${i}.${run}@example.com`;
  const start = process.hrtime.bigint();
  const res = await post('/auth/forgot_password', { email });
  await res.text();
  if (res.status !== 200) throw new Error(`forgot_password: ${res.status}`);
  // The first rounds warm the JIT and the database's caches.
  if (i >= 50) times[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
  // Room for the work that follows an answer, so it does not overlap the next request.
  await new Promise((r) => setTimeout(r, 80));
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const k = median(times.known);
const u = median(times.unknown);
console.log(
  `forgot_password median answer: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, ` +
    `difference ${(k - u).toFixed(2)} ms (${times.known.length} each)`,
);
server.kill('SIGTERM');
