// The built-in writer on long meeting transcripts: 100 KB, 200 KB, 500 KB and 1 MB, each the
// median of a few runs after a warm-up, and each size's time against linear growth from 100 KB.
// Budget (issue 12): 100 KB under 1 s; growth to 1 MB linear (ratio to linear at most ~1.5).
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { draftOffline } = await import('../../apps/api/src/modules/prd/writers/built-in/writer.ts');
const { longTranscript } = await import('../../apps/api/test/fixtures/long-transcript.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES_KB = [100, 200, 500, 1024];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function draft(message) {
  return draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2026-01-01T00:00:00Z'),
  });
}

draft(longTranscript(100 * 1024)); // warm-up: module loading, JIT, the NLP lexicons
const rows = [];
for (const kb of SIZES_KB) {
  const message = longTranscript(kb * 1024);
  const times = [];
  let reply;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    reply = draft(message);
    times.push(performance.now() - start);
  }
  const text = reply.chunks.join('');
  rows.push({
    kb,
    ms: median(times),
    prdKb: text.length / 1024,
    frs: (text.match(/^### FR-/gm) ?? []).length,
  });
}

const base = rows[0];
console.log('size      median ms   per 100 KB   vs linear   PRD KB   FRs');
for (const row of rows) {
  const linear = (base.ms * row.kb) / base.kb;
  console.log(
    `${String(row.kb).padStart(5)} KB ${row.ms.toFixed(0).padStart(10)} ${((row.ms * 100) / row.kb).toFixed(0).padStart(12)} ${(row.ms / linear).toFixed(2).padStart(11)} ${row.prdKb.toFixed(0).padStart(8)} ${String(row.frs).padStart(5)}`,
  );
}
const ok = base.ms < 1000 && rows.every((r) => r.ms / ((base.ms * r.kb) / base.kb) < 1.5);
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exitCode = ok ? 0 : 1;
