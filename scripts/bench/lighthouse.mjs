// The landing on a phone and on a desktop: Lighthouse (performance only) against the built app
// (apps/api/dist/server.js serving apps/web/dist) on a free port with a fresh PGlite data
// folder, in Debian's Chromium with the journeys' flags.
//
// Targets (issue 25): mobile preset performance ≥ 90 and LCP ≤ 2.5 s; desktop preset ≥ 95.
// Baseline, measured in the same run and interleaved with it: the same page and server with the
// browser asking for no compression (Accept-Encoding: identity), which is how every asset
// travelled before. Medians of several runs (the machine has 2 cores and may be shared: a
// loaded machine inflates the simulated main-thread figures). Exits 1 when a target is missed.
//
//   node scripts/bench/lighthouse.mjs
//   BENCH_LH_RUNS=5 (default) runs per preset and variant; BENCH_LH_BASELINE=0 skips the
//   baseline; BENCH_WEB_DIST=<folder> measures another web build (e.g. an older one);
//   BENCH_LH_REPORTS=<folder> keeps every run's full Lighthouse report (JSON) there.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildStale, root } from '../lib/build-stale.mjs';
import { freePort } from './lib/processes.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const WITH_BASELINE = process.env.BENCH_LH_BASELINE !== '0';
const REPORTS = process.env.BENCH_LH_REPORTS;
let reportCount = 0;
const TARGETS = {
  mobile: { performance: 90, lcpMs: 2500 },
  desktop: { performance: 95, lcpMs: Infinity },
};
// The flags of apps/web/playwright.config.ts: the machine's network is closed.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (line = '') => console.log(line);

/** Starts the built server; resolves with { base, stop } once it answers /health. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prd-bench-lighthouse-'));
  const keep = ([k]) => !/^(DATABASE_URL|REDIS_URL|SMTP_URL|WEB_DIST|PUBLIC_URL|DATA_DIR)$/.test(k);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(keep)),
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(process.env.BENCH_WEB_DIST ? { WEB_DIST: path.resolve(process.env.BENCH_WEB_DIST) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) {
      await stop();
      throw new Error('server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop };
}

/** One Lighthouse run in a fresh browser profile: the figures this bench reports. */
async function runOnce(url, preset, extraHeaders) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'prd-bench-lh-profile-'));
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${String((reportCount += 1)).padStart(2, '0')}-${preset}${extraHeaders ? '-identity' : ''}.json`;
      writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
    }
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      mainThread: audits['mainthread-work-breakdown'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      unusedJs: audits['unused-javascript'].details?.overallSavingsBytes ?? 0,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): that run again. */
async function measure(url, preset, extraHeaders) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, extraHeaders);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`\n  (run again: ${err.message.split('\n')[0]})`);
    }
  }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const FIELDS = ['performance', 'fcp', 'lcp', 'tbt', 'mainThread', 'bytes', 'unusedJs'];
const medians = (runs) => Object.fromEntries(FIELDS.map((f) => [f, median(runs.map((r) => r[f]))]));
const sec = (v) => `${(v / 1000).toFixed(2)} s`;
const kib = (v) => `${(v / 1024).toFixed(0)} KiB`;
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

function row(label, m) {
  log(
    `  ${label.padEnd(22)} perf ${String(m.performance).padStart(3)}   FCP ${sec(m.fcp)}   LCP ${sec(m.lcp)}` +
      `   TBT ${Math.round(m.tbt)} ms   main thread ${sec(m.mainThread)}` +
      `   transferred ${kib(m.bytes)}   unused JS ${kib(m.unusedJs)}`,
  );
}

buildStale(['@prd/web', '@prd/api']);
const { base, stop } = await startServer();
let failed = false;
try {
  const url = `${base}/`;
  log(`lighthouse: ${url}, ${RUNS} runs per preset${WITH_BASELINE ? ' and variant' : ''}`);
  for (const preset of ['mobile', 'desktop']) {
    const served = [];
    const identity = [];
    for (let i = 0; i < RUNS; i += 1) {
      served.push(await measure(url, preset));
      if (WITH_BASELINE)
        identity.push(await measure(url, preset, { 'Accept-Encoding': 'identity' }));
      process.stdout.write('.');
    }
    log();
    const m = medians(served);
    log(
      `${preset} (median of ${RUNS}; performance per run: ${served.map((r) => r.performance).join(', ')})`,
    );
    row('as served', m);
    if (WITH_BASELINE) {
      const b = medians(identity);
      row('uncompressed baseline', b);
      log(
        `  ratio served/baseline: transferred ${ratio(m.bytes, b.bytes)}, LCP ${ratio(m.lcp, b.lcp)}, FCP ${ratio(m.fcp, b.fcp)}`,
      );
    }
    const target = TARGETS[preset];
    const ok = m.performance >= target.performance && m.lcp <= target.lcpMs;
    log(
      `  target: performance ≥ ${target.performance}${Number.isFinite(target.lcpMs) ? `, LCP ≤ ${sec(target.lcpMs)}` : ''}: ${ok ? 'met' : 'MISSED'}`,
    );
    failed ||= !ok;
  }
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
