// Documents and versions (issue 26), on embedded PGlite through the real app (`inject`, so the
// figures are server time). Budgets: a PRD with 40 FRs and 20 versions opens (versions list +
// one version with model, Markdown and outline) in < 100 ms; a diff of two such versions is
// computed in < 20 ms; saving a version adds < 5 ms to an answer's settle. Each figure is
// printed beside a baseline measured in the same run (ratio), so a slow machine shows as slow
// baselines, not as a broken budget.
//   npx tsx scripts/bench/documents.mjs (tsx: it imports the API's TypeScript sources)        (BENCH_ROUNDS=200 for more samples)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeChanges, diffPrd, emptyPrd } from '@prd/prd';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { chatMessages, chatSessions } from '../../apps/api/src/db/schema.js';
import { seed } from '../../apps/api/src/db/seed.js';
import { saveVersion } from '../../apps/api/src/modules/documents/index.js';
import { startServices } from '../../apps/api/src/runtime.js';
import { signUpAndLogin } from '../../apps/api/test/helpers/users.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);

function bigPrd(round) {
  const prd = emptyPrd();
  prd.title = 'ShiftSwap: Product Requirements Document';
  prd.product = 'ShiftSwap';
  prd.summary = 'ShiftSwap lets hourly staff trade shifts without a manager on the phone.';
  prd.problem = 'Shift trades happen in group chats; managers lose track and rosters go wrong.';
  const item = (prefix, i, text) => ({
    id: `${prefix}-${i + 1}`,
    text,
    basis: 'stated',
    sources: [{ kind: 'message', ref: 'your message', locator: `line ${i + 1}` }],
  });
  prd.goals = Array.from({ length: 6 }, (_, i) => ({
    ...item('G', i, `Cut unfilled shifts by ${10 + i}% within two quarters.`),
    target: { value: 10 + i, unit: '%' },
  }));
  prd.requirements = Array.from({ length: 40 }, (_, i) => ({
    ...item('FR', i, `Staff can request and accept a swap of shift kind ${i + 1} (${round}).`),
    title: `Swap flow ${i + 1}`,
    priority: ['P0', 'P1', 'P2'][i % 3],
    acceptance: [
      `Given a published shift ${i + 1}, when a colleague accepts, then both rosters update.`,
      `Given a manager rule, when the swap breaks it, then the swap is refused with a reason.`,
    ],
  }));
  prd.nfrs = Array.from({ length: 8 }, (_, i) => ({
    ...item('NFR', i, `Swaps are confirmed within ${i + 1} seconds at the 95th percentile.`),
    priority: 'P1',
  }));
  prd.milestones = Array.from({ length: 6 }, (_, i) => ({
    ...item('MS', i, `Milestone ${i + 1}`),
    date: `2027-0${i + 1}-15`,
  }));
  prd.risks = Array.from({ length: 6 }, (_, i) => ({
    ...item('R', i, `Risk ${i + 1}`),
    owner: null,
  }));
  prd.openQuestions = Array.from({ length: 6 }, (_, i) => item('Q', i, `Question ${i + 1}?`));
  return prd;
}

/** Version n: the same document with a few requirements changed, one added. */
function versionN(n) {
  const prd = bigPrd(0);
  for (let i = 0; i < n; i += 1) {
    const fr = prd.requirements[(i * 7) % 40];
    if (fr) fr.text = `${fr.text} Changed in v${i + 2}.`;
  }
  if (n > 0) prd.milestones[n % 6].date = `2027-1${n % 3}-01`;
  return prd;
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}
const ms = (v) => `${v.toFixed(2)} ms`;

async function timeIt(fn, rounds = ROUNDS) {
  for (let i = 0; i < Math.min(10, rounds); i += 1) await fn();
  const samples = [];
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-bench-documents-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  APP_SECRET: randomBytes(32).toString('hex'),
  WEB_DIST: path.join(dataDir, 'no-web'),
  RATE_LIMIT_MAX: '1000000',
});
const database = await openDatabase({});
await database.migrate();
await seed(database.db);
const services = await startServices(config, { database });
const app = await buildApp(config, { services });
await app.ready();
const t = {
  request: ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, authorization: `Bearer ${token}` } }),
};
const user = await signUpAndLogin(t);
const db = database.db;

const [session] = await db
  .insert(chatSessions)
  .values({ userId: user.id, title: 'ShiftSwap' })
  .returning();
let documentId = '';
for (let n = 0; n < 20; n += 1) {
  const [answer] = await db
    .insert(chatMessages)
    .values({ sessionId: session.id, role: 'ai', message: 'PRD', isDocument: true })
    .returning();
  const saved = await db.transaction((tx) =>
    saveVersion(tx, {
      sessionId: session.id,
      model: versionN(n),
      origin: n === 0 ? 'draft' : 'revise',
      author: 'built-in',
      messageId: answer.id,
    }),
  );
  documentId = saved.documentId;
}

// 1. Open: the version list and the latest version (model, Markdown, outline), as the panel does.
const get = (url) => t.request({ method: 'GET', url, token: user.accessToken });
const open = await timeIt(async () => {
  const list = await get(`/api/v1/prd_documents/get_versions?document_id=${documentId}`);
  const one = await get(`/api/v1/prd_documents/get_version?document_id=${documentId}&version=20`);
  if (list.statusCode !== 200 || one.statusCode !== 200) throw new Error(`open: ${one.body}`);
});
const baselineRead = await timeIt(async () => {
  const res = await get('/api/v1/user/get_user');
  if (res.statusCode !== 200) throw new Error('get_user');
});

// 2. Diff of two such versions (the function, and through the API).
const v1 = versionN(0);
const v20 = versionN(19);
const diff = await timeIt(() => describeChanges(diffPrd(v1, v20)), ROUNDS * 5);
const baselineCopy = await timeIt(() => JSON.parse(JSON.stringify(v20)), ROUNDS * 5);
const diffApi = await timeIt(async () => {
  const res = await get(`/api/v1/prd_documents/diff?document_id=${documentId}&from=1&to=20`);
  if (res.statusCode !== 200) throw new Error('diff');
});

// 3. Settle: the answer's own writes, with and without the version in the same transaction.
const [answer] = await db
  .insert(chatMessages)
  .values({ sessionId: session.id, role: 'ai', message: 'PRD', isDocument: true })
  .returning();
const settleWrites = async (tx) => {
  await tx
    .update(chatMessages)
    .set({ message: 'the PRD text', status: 'complete' })
    .where(eq(chatMessages.id, answer.id));
  await tx
    .update(chatSessions)
    .set({ updatedAt: new Date() })
    .where(eq(chatSessions.id, session.id));
};
const settle = await timeIt(() => db.transaction((tx) => settleWrites(tx)));
let round = 0;
// As the real settle does: the version the answer started from (read when its job began) is
// passed in, so only the new version's changes, insert and the document's update are timed.
let previous;
const settleWithVersion = await timeIt(() =>
  db.transaction(async (tx) => {
    await settleWrites(tx);
    round += 1;
    const model = versionN(round % 20);
    const saved = await saveVersion(tx, {
      sessionId: session.id,
      model,
      origin: 'revise',
      author: 'built-in',
      messageId: answer.id,
      previous,
    });
    previous = {
      documentId: saved.documentId,
      versionId: saved.versionId,
      number: saved.number,
      model,
    };
  }),
);
const added = settleWithVersion.p50 - settle.p50;

console.log(`documents bench (${ROUNDS} rounds; PGlite, inject)`);
console.log(
  `open 40 FRs × 20 versions: p50 ${ms(open.p50)}, p95 ${ms(open.p95)} (budget 100 ms) · ` +
    `get_user baseline p50 ${ms(baselineRead.p50)} → ratio ${(open.p50 / baselineRead.p50).toFixed(1)}×`,
);
console.log(
  `diff v1 → v20: p50 ${ms(diff.p50)}, p95 ${ms(diff.p95)} (budget 20 ms) · JSON copy baseline ` +
    `p50 ${ms(baselineCopy.p50)} → ratio ${(diff.p50 / baselineCopy.p50).toFixed(1)}× · through the API p50 ${ms(diffApi.p50)}`,
);
console.log(
  `settle: p50 ${ms(settle.p50)} without, ${ms(settleWithVersion.p50)} with a version → adds ` +
    `${ms(added)} (budget 5 ms) · ratio ${(settleWithVersion.p50 / settle.p50).toFixed(2)}×`,
);
const ok = open.p95 < 100 && diff.p95 < 20 && added < 5;
console.log(ok ? 'within budget' : 'OVER BUDGET');

await app.close();
await services.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
