// Extraction throughput: a 50-page pdf and a 50-page docx (made here) read through the
// extractor's parser processes, against two baselines measured in the same run: the event loop's
// delay while idle, and the same parse done on the main thread.
// Budget (issue 4): pdf < 20 ms/page, docx whole < 300 ms, event-loop p99 < 20 ms during extraction.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { createExtractor } = await import('../../apps/api/src/platform/extract/extractor.ts');
const { pdfChunks, docxChunks } =
  await import('../../apps/api/src/platform/extract/parse-documents.ts');
const { makeDocx, makePdf } = await import('../../apps/api/test/fixtures/make-fixtures.ts');

const PAGES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SENTENCE =
  'The system must let a signed-in user export the requirement document to Word and plain ' +
  'text, keeping headings, numbered requirements and acceptance criteria intact for review.';

const dir = await mkdtemp(path.join(tmpdir(), 'prd-bench-extract-'));
const pages = Array.from({ length: PAGES }, (_, i) =>
  [`Section ${i + 1}`, SENTENCE, SENTENCE, SENTENCE, SENTENCE].join('\n'),
);
const pdf = await makePdf(dir, pages, { name: 'bench.pdf' });
const docx = await makeDocx(
  dir,
  pages.flatMap((page) => page.split('\n')),
  { name: 'bench.docx', paragraphsPerPage: 5 },
);
const file = (p, ext) => ({
  path: p,
  name: path.basename(p),
  kind: 'document',
  ext,
  mediaType: ext,
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (ns) => ns / 1e6;

/** Runs fn RUNS times after one warm-up; returns the median time and the event loop p99. */
async function measure(fn) {
  await fn();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const times = [];
  delay.enable();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  delay.disable();
  return { ms: median(times), p99: ms(delay.percentile(99)), max: ms(delay.max) };
}

async function idleP99(durationMs) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  delay.disable();
  return ms(delay.percentile(99));
}

const extractor = createExtractor({
  workers: 2,
  ffmpegPath: 'ffmpeg',
  docxMaxEntries: 2000,
  docxMaxUnpackedBytes: 200 * 1024 * 1024,
});
let ok = false;
try {
  const check = await extractor.extract(file(pdf, 'pdf'));
  if (check.chunks.length !== PAGES) throw new Error(`pdf: ${check.chunks.length} pages read`);

  const pdfWorker = await measure(() => extractor.extract(file(pdf, 'pdf')));
  const docxWorker = await measure(() => extractor.extract(file(docx, 'docx')));
  const idle = await idleP99(Math.max(500, (pdfWorker.ms + docxWorker.ms) * RUNS));
  const pdfMain = await measure(() => pdfChunks(pdf, 'bench.pdf'));
  const docxMain = await measure(() => docxChunks(docx, 'bench.docx'));

  const pdfPerPage = pdfWorker.ms / PAGES;
  const loopP99 = Math.max(pdfWorker.p99, docxWorker.p99);
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(
    `\nextraction benchmark (${PAGES} pages, median of ${RUNS} runs, 2 parser processes)`,
  );
  console.log('                       time ms   per page   loop p99   loop max');
  console.log(
    `  pdf  (worker)       ${f(pdfWorker.ms)}    ${f(pdfPerPage)}    ${f(pdfWorker.p99)}    ${f(pdfWorker.max)}`,
  );
  console.log(
    `  docx (worker)       ${f(docxWorker.ms)}    ${f(docxWorker.ms / PAGES)}    ${f(docxWorker.p99)}    ${f(docxWorker.max)}`,
  );
  console.log(
    `  pdf  (main thread)  ${f(pdfMain.ms)}    ${f(pdfMain.ms / PAGES)}    ${f(pdfMain.p99)}    ${f(pdfMain.max)}`,
  );
  console.log(
    `  docx (main thread)  ${f(docxMain.ms)}    ${f(docxMain.ms / PAGES)}    ${f(docxMain.p99)}    ${f(docxMain.max)}`,
  );
  console.log(`  idle event loop p99: ${idle.toFixed(1)} ms`);
  console.log(
    `  ratio loop p99 during extraction / idle: ${(loopP99 / idle).toFixed(2)}` +
      `   worker time / main-thread time: pdf ${(pdfWorker.ms / pdfMain.ms).toFixed(2)},` +
      ` docx ${(docxWorker.ms / docxMain.ms).toFixed(2)}`,
  );
  console.log(`  pdf ${pdfPerPage.toFixed(1)} ms/page (budget < 20 ms/page)`);
  console.log(`  docx ${docxWorker.ms.toFixed(0)} ms whole (budget < 300 ms)`);
  console.log(`  event loop p99 during extraction ${loopP99.toFixed(1)} ms (budget < 20 ms)`);
  ok = pdfPerPage < 20 && docxWorker.ms < 300 && loopP99 < 20;
  console.log(ok ? 'within budget' : 'OVER BUDGET');
} finally {
  await extractor.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
