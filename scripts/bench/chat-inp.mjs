// The chat UI's responsiveness with a big history: 1,000 messages in the open chat and 1,000
// chats in the sidebar, in Debian's Chromium driven by Playwright, against the built app
// (apps/api/dist serving apps/web/dist) and a local fake OpenAI-compatible provider.
//
// Budgets (issue): typing latency in the message box, INP < 100 ms; streamed tokens painted
// within one frame (p95 token → paint ≤ 2 frames, 33.4 ms, allowing for the frame the token
// lands in). Baseline, measured first in the same run: the same typing on the empty chat
// screen with no history at all (before anything is seeded). Exits 1 when over budget.
//
//   node scripts/bench/chat-inp.mjs
//   BENCH_CHATS=1000 BENCH_MESSAGES=1000 (defaults) change the sizes.
//   BENCH_TRACE=1 adds one more streamed answer under a Chromium trace and a CPU profile and
//   prints where the main thread's time went (after, and without changing, the figures).
import { chromium } from '@playwright/test';
import { ensureBuilt, loginAdmin, startAppServer } from './chat-inp/app-server.mjs';
import { startFakeProvider } from './chat-inp/fake-provider.mjs';
import {
  FRAME_MS,
  TYPED,
  measureStreaming,
  measureTyping,
  openAdminPage,
  openBigChat,
  waitForSidebar,
  waitQuiet,
} from './chat-inp/measure.mjs';
import { seed } from './chat-inp/seed.mjs';
import { startDiagnostics, stopDiagnostics } from './chat-inp/trace.mjs';
import { max, ms, pct } from './chat-inp/stats.mjs';

const CHATS = Number(process.env.BENCH_CHATS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const INP_BUDGET_MS = 100;
// Two frames at 60 Hz, rounded up as the issue states it.
const PAINT_BUDGET_MS = 33.4;
const STREAM_DELAY_MS = 15;
const BIG_CHAT_TITLE = 'Write a PRD for a shared team calendar';

const log = (line = '') => console.log(line);
const seconds = (msValue) => `${(msValue / 1000).toFixed(1)} s`;

/** Event Timing has no entry under 16 ms: such keystrokes count as 0 and show as "< 16 ms". */
const under16 = (value) => (value < 16 ? '< 16 ms' : ms(value, 0));

/** Two lines per screen: Event Timing (INP and its distribution), then the probe's figures. */
function typingRows(label, t) {
  const k = t.keyToPaint;
  log(
    `  ${label.padEnd(34)} INP ${under16(t.inp).padStart(7)}   p50 ${under16(t.p50)}   p98 ${under16(t.p98)}` +
      `   max ${under16(t.max)}   (${t.over16}/${t.count} keystrokes ≥ 16 ms)`,
  );
  log(
    `  ${''.padEnd(34)} key → frame p50 ${ms(pct(k, 50))}   p98 ${ms(pct(k, 98))}   max ${ms(max(k))}`,
  );
}

/** big/base as "2.50x"; n/a without a baseline value. */
const ratio = (big, base) =>
  Number.isFinite(big) && Number.isFinite(base) && base > 0 ? `${(big / base).toFixed(2)}x` : 'n/a';

/**
 * Where long animation frames spend their time: script (by the function and file that ran),
 * style and layout, and paint/render; for the lead, when a budget is missed.
 */
function loafSummary(label, loafs) {
  if (loafs.length === 0) {
    log(`  ${label}: no long animation frames (> 50 ms)`);
    return;
  }
  const total = loafs.reduce((s, l) => s + l.duration, 0);
  let script = 0;
  let styleLayout = 0;
  const bySource = new Map();
  for (const l of loafs) {
    const end = l.start + l.duration;
    if (l.styleAndLayoutStart > 0) styleLayout += end - l.styleAndLayoutStart;
    for (const s of l.scripts) {
      script += s.duration;
      const key = `${s.invokerType} ${s.invoker} → ${s.source}`;
      const entry = bySource.get(key) ?? { duration: 0, forced: 0, count: 0 };
      entry.duration += s.duration;
      entry.forced += s.forcedStyleAndLayout;
      entry.count += 1;
      bySource.set(key, entry);
    }
  }
  log(
    `  ${label}: ${loafs.length} long frames, ${ms(total, 0)} in all, worst ${ms(max(loafs.map((l) => l.duration)), 0)};` +
      ` scripts ${ms(script, 0)}, style+layout+paint ${ms(styleLayout, 0)}`,
  );
  const top = [...bySource.entries()].sort((a, b) => b[1].duration - a[1].duration).slice(0, 5);
  for (const [key, v] of top) {
    log(
      `    ${ms(v.duration, 0).padStart(8)} in ${v.count} run(s)${v.forced ? ` (forced style/layout ${ms(v.forced, 0)})` : ''}: ${key}`,
    );
  }
}

async function main() {
  ensureBuilt();
  const provider = await startFakeProvider();
  const cleanups = [() => provider.close()];
  let failed = false;
  try {
    const app = await startAppServer(provider.url);
    cleanups.unshift(app.stop);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    cleanups.unshift(() => browser.close());

    // --- Baseline: the empty chat screen, nothing in the history yet ------------------------
    const baseTokens = await loginAdmin(app.base);
    const basePage = await openAdminPage(browser, app.base, baseTokens);
    await basePage.page.getByText('No chats yet', { exact: false }).waitFor();
    const baseline = await measureTyping(basePage.page);
    await basePage.context.close();

    // --- Seeding through the API ------------------------------------------------------------
    const seedStarted = performance.now();
    provider.setDelay(0);
    const { bigSession } = await seed(app.base, baseTokens.access_token, {
      chats: CHATS,
      bigChatSends: MESSAGES / 2,
      onProgress: (done, all) => log(`  seeding: ${done}/${all} sends`),
    });
    const seedMs = performance.now() - seedStarted;
    log(
      `chat-inp: seeded ${CHATS - 1} greeting chats + 1 chat of ${MESSAGES} messages (${bigSession}) in ${seconds(seedMs)}`,
    );

    // --- The big screen ---------------------------------------------------------------------
    const tokens = await loginAdmin(app.base);
    const { page } = await openAdminPage(browser, app.base, tokens);
    const sidebarMs = await waitForSidebar(page, CHATS);
    const opened = await openBigChat(page, BIG_CHAT_TITLE, MESSAGES);
    if (opened.rendered < MESSAGES) {
      throw new Error(`only ${opened.rendered} of ${MESSAGES} messages rendered`);
    }
    await waitQuiet(page);
    const big = await measureTyping(page);
    provider.setDelay(STREAM_DELAY_MS);
    const stream = await measureStreaming(page);

    // --- Report -----------------------------------------------------------------------------
    const lat = stream.latencies;
    const within = (limit) => lat.filter((v) => v <= limit).length;
    const fraction = (n) =>
      `${((100 * n) / Math.max(1, lat.length + stream.unpainted)).toFixed(1)}%`;
    const p95 = stream.unpainted > 0 ? Number.POSITIVE_INFINITY : pct(lat, 95);
    const longDuring = stream.during;

    log(
      `\nchat-inp benchmark (Chromium ${browser.version()}, headless, 1366x900, built app, PGlite)`,
    );
    log(
      `  big screen: ${CHATS} chats in the sidebar (listed ${ms(sidebarMs, 0)} after navigation),` +
        ` ${opened.rendered} messages in the DOM (${opened.nodes} elements);` +
        ` chat opened in ${opened.openMs} ms, all messages rendered in ${ms(opened.renderAllMs, 0)}`,
    );
    log(`\ntyping "${TYPED}" (${TYPED.length} characters, 50 ms apart)`);
    log(
      '  INP: Event Timing, per keystroke the longest of keydown/keypress/input/keyup (entries exist' +
        ' only from 16 ms); key → frame: key press to the end of the frame showing it (probe, all keystrokes)',
    );
    typingRows('baseline: empty chat, no history', baseline);
    typingRows(`${MESSAGES} messages + ${CHATS} chats`, big);
    const inpRatio =
      baseline.inp >= 16 && big.inp >= 16
        ? ratio(big.inp, baseline.inp)
        : `n/a (${baseline.inp < 16 ? 'baseline' : 'big screen'} under 16 ms)`;
    log(
      `  ratio big/baseline: INP ${inpRatio}; key → frame p50 ${ratio(pct(big.keyToPaint, 50), pct(baseline.keyToPaint, 50))},` +
        ` p98 ${ratio(pct(big.keyToPaint, 98), pct(baseline.keyToPaint, 98))}   (budget: INP < ${INP_BUDGET_MS} ms)`,
    );

    log(
      `\nstreaming a follow-up into the ${MESSAGES}-message chat (${stream.tokens} tokens, ${STREAM_DELAY_MS} ms apart at the provider;` +
        ` ${stream.chunks} network chunks, ${stream.answerFrames} frames changed the answer; first chunk after ${ms(stream.firstChunkMs, 0)}, stream ${seconds(stream.streamMs)})`,
    );
    log(`  one frame = 16.7 ms (60 Hz); budget: p95 token → paint ≤ 2 frames = 33.4 ms`);
    log(
      `  token → paint: p50 ${ms(pct(lat, 50))}   p95 ${ms(pct(lat, 95))}   max ${ms(max(lat))}` +
        `${stream.unpainted ? `   (${stream.unpainted} chunks never painted)` : ''}`,
    );
    log(
      `  painted within one frame (16.7 ms): ${fraction(within(FRAME_MS))};` +
        ` within two frames (33.4 ms): ${fraction(within(PAINT_BUDGET_MS))}` +
        ` (budget p95 ≤ ${PAINT_BUDGET_MS.toFixed(1)} ms)`,
    );
    // Medians of each part of the token → paint time (see measureStreaming).
    const median = (list, key) =>
      pct(
        list.map((p) => p[key]),
        50,
      );
    const parts = (list) =>
      ['wait', 'script', 'render'].map((key) => ms(median(list, key))).join(' / ');
    const slow = stream.parts.filter((p) => p.latency > PAINT_BUDGET_MS);
    log(
      `  token → paint split, median wait for the frame / app's frame callback (React) / style+layout+paint:` +
        ` ${parts(stream.parts)}; for the ${slow.length} chunks over 33.4 ms: ${slow.length ? parts(slow) : 'none'}`,
    );
    log(
      `  long animation frames while streaming: ${longDuring.length} over 50 ms` +
        `${longDuring.length ? `, worst ${ms(max(longDuring.map((l) => l.duration)), 0)}` : ''}`,
    );
    log(`  Enter (send) interaction: ${stream.enterMs ? ms(stream.enterMs, 0) : '< 16 ms'}`);

    log('\nwhere the time goes (long animation frames, script attribution):');
    loafSummary('typing, big screen', big.loafs);
    loafSummary('while streaming', stream.during);
    loafSummary('after the answer (chat and history fetched again)', stream.after);

    if (process.env.BENCH_TRACE) {
      const diagnostics = await startDiagnostics(browser, page);
      const traced = await measureStreaming(page, 'Add a rollout plan with milestones per quarter');
      const found = await stopDiagnostics(browser, diagnostics);
      log(
        `\ntraced extra answer (BENCH_TRACE; tracing slows it): token → paint p50 ${ms(pct(traced.latencies, 50))},` +
          ` p95 ${ms(pct(traced.latencies, 95))}; renderer main thread:`,
      );
      for (const line of found.trace) log(`  ${line}`);
      log(
        '  JavaScript with the most self time (CPU profile; forced layout counts in the caller):',
      );
      for (const line of found.profile) log(`  ${line}`);
    }

    const overInp = !(big.inp < INP_BUDGET_MS);
    const overPaint = !(p95 <= PAINT_BUDGET_MS);
    log(
      `\n  INP ${under16(big.inp)} ${overInp ? 'OVER' : 'within'} budget (< ${INP_BUDGET_MS} ms);` +
        ` token → paint p95 ${ms(p95)} ${overPaint ? 'OVER' : 'within'} budget (≤ ${PAINT_BUDGET_MS.toFixed(1)} ms)`,
    );
    failed = overInp || overPaint;
  } finally {
    for (const cleanup of cleanups) {
      await cleanup().catch((err) => console.error(`cleanup: ${err.message}`));
    }
  }
  if (failed) process.exitCode = 1;
}

const started = performance.now();
await main().catch((err) => {
  console.error(`chat-inp: ${err.stack ?? err}`);
  process.exitCode = 1;
});
log(`chat-inp: finished in ${seconds(performance.now() - started)}`);
