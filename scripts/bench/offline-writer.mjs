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

function input(message) {
  return {
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2026-01-01T00:00:00Z'),
  };
}

const draft = (message) => draftOffline(input(message));

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

/** An uploaded Word PRD of about `bytes`: sections and one requirements table (issue 27). */
function uploadedPrd(bytes) {
  const row = (i) =>
    `| UP-${i} | Members book court ${i} up to 7 days ahead and get a reminder ${i % 24} hours before. | ${['Must', 'Should', 'Could'][i % 3]} |`;
  const rows = [];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    rows.push(row(i));
    size += rows.at(-1).length + 1;
  }
  const text = [
    '## Requirements',
    '',
    '| ID | Requirement | Priority |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
  return [
    {
      file: 'Courtly PRD.docx',
      locator: 'paragraphs 1-2',
      text: 'Courtly PRD\n\n## Summary\n\nCourtly lets members book courts.',
    },
    { file: 'Courtly PRD.docx', locator: 'paragraphs 3-4', text },
    {
      file: 'Courtly PRD.docx',
      locator: 'paragraphs 5-6',
      text: '## Out of scope\n\nTournament draws.',
    },
  ];
}

function report(title, rows) {
  const base = rows[0];
  console.log(`\n${title}`);
  console.log('size      median ms   per 100 KB   vs linear   PRD KB   FRs');
  for (const row of rows) {
    const linear = (base.ms * row.kb) / base.kb;
    console.log(
      `${String(row.kb).padStart(5)} KB ${row.ms.toFixed(0).padStart(10)} ${((row.ms * 100) / row.kb).toFixed(0).padStart(12)} ${(row.ms / linear).toFixed(2).padStart(11)} ${row.prdKb.toFixed(0).padStart(8)} ${String(row.frs).padStart(5)}`,
    );
  }
  return base.ms < 1000 && rows.every((r) => r.ms / ((base.ms * r.kb) / base.kb) < 1.5);
}

const uploaded = [];
for (const kb of SIZES_KB) {
  const chunks = uploadedPrd(kb * 1024);
  const times = [];
  let reply;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    reply = draftOffline({
      ...input(''),
      files: [{ name: 'Courtly PRD.docx', kind: 'document' }],
      chunks,
    });
    times.push(performance.now() - start);
  }
  const text = reply.chunks.join('');
  uploaded.push({
    kb,
    ms: median(times),
    prdKb: text.length / 1024,
    frs: (text.match(/^### UP-/gm) ?? []).length,
  });
}

const ok =
  report('A meeting transcript typed as the message', rows) &&
  report('An uploaded PRD with one long requirements table (read as a PRD)', uploaded);
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exitCode = ok ? 0 : 1;
