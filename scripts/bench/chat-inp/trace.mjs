// Optional (BENCH_TRACE=1): a Chromium performance trace and a CPU profile around a phase,
// summarised as the renderer main thread's time per kind of work and the JavaScript functions
// with the most self time. Both cost time themselves: the traced phase is an extra one, after
// the measured ones, and its figures are for finding the bottleneck, not for the budgets.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8',
  'latencyInfo',
];

/** What the main thread did, by trace event name (nested events counted in their own rows). */
const KINDS = {
  RunTask: 'main thread busy (all tasks)',
  FunctionCall: 'JavaScript (function calls)',
  EventDispatch: 'DOM event dispatch',
  FireAnimationFrame: 'requestAnimationFrame callbacks',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit to compositor',
  'IntersectionObserverController::computeIntersections':
    'intersection observers (incl. content-visibility:auto)',
  HitTest: 'hit testing',
  MinorGC: 'minor GC',
  MajorGC: 'major GC',
  'V8.GC_SCAVENGER': 'minor GC (scavenger)',
  'V8.GC_MARK_COMPACTOR': 'major GC (mark-compact)',
};

export async function startTrace(browser, page) {
  const file = path.join(tmpdir(), `chat-inp-trace-${process.pid}-${Date.now()}.json`);
  await browser.startTracing(page, { path: file, categories: CATEGORIES });
  return file;
}

/** Stops tracing and returns printable lines (milliseconds per kind, on the page's main thread). */
export async function stopTrace(browser, file, keep = false) {
  await browser.stopTracing();
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  if (!keep) rmSync(file, { force: true });
  const events = trace.traceEvents ?? trace;
  // The renderer main thread(s): thread_name metadata "CrRendererMain".
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const totals = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || !KINDS[e.name] || !main.has(`${e.pid}:${e.tid}`)) continue;
    const row = totals.get(e.name) ?? { total: 0, count: 0, max: 0 };
    row.total += e.dur / 1000;
    row.count += 1;
    row.max = Math.max(row.max, e.dur / 1000);
    totals.set(e.name, row);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .map(
      ([name, r]) =>
        `${r.total.toFixed(0).padStart(7)} ms in ${String(r.count).padStart(5)} (max ${r.max.toFixed(1)} ms): ${KINDS[name]}`,
    );
}

/**
 * The web build has no source maps: a minified function is shown with the start of its code
 * (from apps/web/dist/assets) so that it can be found in the sources.
 */
function snippet(key) {
  const match = / ([\w.-]+\.js):(\d+):(\d+)$/.exec(key);
  if (!match) return '';
  const file = path.resolve(import.meta.dirname, '../../../apps/web/dist/assets', match[1]);
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[Number(match[2]) - 1] ?? '';
  const code = line.slice(Number(match[3]) - 1, Number(match[3]) + 89).replace(/\s+/g, ' ');
  return `\n              ${code}`;
}

/** Starts the trace and a sampling CPU profile of the page (CDP Profiler). */
export async function startDiagnostics(browser, page) {
  const file = await startTrace(browser, page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  return { file, cdp };
}

/** Stops both; returns { trace: lines, profile: lines } (top self time, minified names). */
export async function stopDiagnostics(browser, { file, cdp }) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const trace = await stopTrace(browser, file);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (['(idle)', '(program)', '(root)'].includes(functionName)) return;
    const where = url
      ? `${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`
      : '(page probe or native)';
    const key = `${functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([key, msSelf]) => `${msSelf.toFixed(0).padStart(7)} ms self: ${key}${snippet(key)}`);
  return { trace, profile: top };
}
