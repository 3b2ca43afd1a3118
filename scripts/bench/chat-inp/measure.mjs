/* global window, document, requestAnimationFrame -- in functions that run in the page */
// The browser side: opening the app in admin mode, getting the big chat fully into the DOM,
// and the two measurements (typing latency, streamed token → paint).
import { installProbes } from './probes.mjs';
import { inp, pct } from './stats.mjs';

/** The conversation region (messages.chat.conversation); its parent is the scroller. */
export const CONVERSATION = 'section[aria-label="Conversation"]';
/** What is typed (60 characters): a real revision request, sent afterwards in the big chat. */
export const TYPED = 'Please add a section on offline sync conflicts and undo steps';
export const FRAME_MS = 1000 / 60;

/**
 * A fresh browser context signed in as the admin (tokens in localStorage under the keys of
 * packages/contract STORAGE_KEYS, set before the app's scripts run) with the probes installed,
 * on `/#gernationPRD`.
 */
export async function openAdminPage(browser, base, tokens) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ({ access, refresh }) => {
      // Only once: the app may have rotated them since.
      if (localStorage.getItem('admin_access_token')) return;
      localStorage.setItem('admin_access_token', access);
      localStorage.setItem('admin_refresh_token', refresh);
    },
    { access: tokens.access_token, refresh: tokens.refresh_token },
  );
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`  [page error] ${err.message}`));
  await page.goto(`${base}/#gernationPRD`);
  return { context, page };
}

/**
 * Waits until the page is quiet: no request in flight or answered (the app then parses and
 * renders it) and no long animation frame for 750 ms. Polled from here (not with
 * requestAnimationFrame in the page, which would add frames).
 */
export async function waitQuiet(page, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const quiet = await page.evaluate(() => {
      const b = window.__bench;
      const since = performance.now() - 750;
      return (
        b.inflight === 0 &&
        b.lastFetchEnd < since &&
        !b.loafs.some((l) => l.start + l.duration > since)
      );
    });
    if (quiet) return;
    await page.waitForTimeout(250);
  }
}

/** Waits (polling every 100 ms from the page, not per frame) until `fn(arg)` is truthy. */
const waitFor = (page, fn, arg, timeout = 120_000) =>
  page.waitForFunction(fn, arg, { polling: 100, timeout });

/** Sidebar: waits until `count` past chats are listed; milliseconds since navigation start. */
export async function waitForSidebar(page, count) {
  await waitFor(
    page,
    (n) =>
      document.querySelectorAll('[role="list"][aria-labelledby] [role="listitem"]').length >= n,
    count,
  );
  return page.evaluate(() => performance.now());
}

/**
 * Opens the newest chat (the first row) and waits for its newest messages; then scrolls up
 * until every message is rendered (message-list.tsx adds 40 older ones per step), and back to
 * the bottom. Returns timings and the number of messages in the DOM.
 */
export async function openBigChat(page, expectedTitle, messageCount) {
  const first = page.locator('[role="list"][aria-labelledby] [role="listitem"] button').first();
  const title = await first.getAttribute('title');
  if (!title?.startsWith(expectedTitle)) {
    throw new Error(`the newest chat is "${title}", expected "${expectedTitle}..."`);
  }
  const clicked = Date.now();
  await first.click();
  await waitFor(
    page,
    (sel) => document.querySelector(sel)?.querySelectorAll('article').length >= 40,
    CONVERSATION,
  );
  const openMs = Date.now() - clicked;

  const all = await page.evaluate(
    async ({ sel, expected }) => {
      // Looked up afresh every time: the list may be mounted again while the chat settles.
      const region = () => document.querySelector(sel);
      const scroller = () => region().parentElement;
      const count = () => region().querySelectorAll('article').length;
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const started = performance.now();
      for (let i = 0; i < 1000 && count() < expected; i += 1) {
        scroller().scrollTop = 0;
        await frame();
      }
      const renderAllMs = performance.now() - started;
      // Back to the end (repeatedly: off-screen messages' estimated heights settle as they show).
      for (let i = 0; i < 30; i += 1) {
        const el = scroller();
        el.scrollTop = el.scrollHeight;
        await frame();
        await frame();
        if (el.scrollHeight - el.scrollTop - el.clientHeight < 2) break;
      }
      return { rendered: count(), renderAllMs, nodes: document.getElementsByTagName('*').length };
    },
    { sel: CONVERSATION, expected: messageCount },
  );
  return { openMs, ...all };
}

/** Per keystroke, the longest Event Timing entry of its interaction (keydown/keypress/input/keyup). */
function perInteraction(events) {
  const byId = new Map();
  const sorted = [...events].sort((a, b) => a.start - b.start);
  let lastId = 0;
  for (const e of sorted) {
    // `input` entries carry no interactionId: they belong to the key press before them.
    const id = e.id > 0 ? e.id : lastId;
    if (e.id > 0 && e.name === 'keydown') lastId = e.id;
    if (id === 0) continue;
    byId.set(id, Math.max(byId.get(id) ?? 0, e.duration));
  }
  return [...byId.values()];
}

/**
 * Types TYPED into the focused message box, 50 ms apart, and reads back per-keystroke
 * latencies: Event Timing (entries only for 16 ms and more, as specified; keystrokes without
 * one count as under 16 ms) and the probe's key press → frame shown, for every keystroke.
 */
export async function measureTyping(page) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.focus(); // focus, not click: a click would be an interaction of its own
  // Typing right after the focus sometimes saw the first keystrokes' frames presented together
  // ~200 ms late, with the page's main thread idle and no trace event over 20 ms in any process
  // (the headless compositor, not the app); a second of rest first avoids that.
  await page.waitForTimeout(1000);
  await waitQuiet(page);
  const before = await page.evaluate(() => ({
    t0: performance.now(),
    interactions: performance.interactionCount ?? 0,
  }));
  await page.keyboard.type(TYPED, { delay: 50 });
  await page.waitForTimeout(1000); // Event Timing entries are delivered after the paint
  const data = await page.evaluate(
    ({ t0 }) => {
      const b = window.__bench;
      return {
        events: b.events.filter((e) => e.start >= t0),
        keys: b.keys.filter((k) => k.start >= t0),
        loafs: b.loafs.filter((l) => l.start >= t0),
        interactions: performance.interactionCount ?? 0,
        value: document.activeElement?.value ?? '',
      };
    },
    { t0: before.t0 },
  );
  if (data.value !== TYPED) throw new Error(`typed "${TYPED}", the box holds "${data.value}"`);
  const observed = perInteraction(data.events);
  const count = Math.max(data.interactions - before.interactions, observed.length);
  const durations = [...observed, ...Array(count - observed.length).fill(0)];
  const keyToPaint = data.keys.map((k) => k.end - k.start);
  return {
    count,
    over16: observed.length,
    inp: inp(durations),
    p50: pct(durations, 50),
    p98: pct(durations, 98),
    max: Math.max(...durations),
    keyToPaint,
    loafs: data.loafs,
  };
}

/**
 * Sends what was typed (Enter) in the open chat while the fake provider streams with a pause
 * between deltas, and matches each network chunk of tokens with the first paint that showed
 * its text. Long animation frames are split into those while the answer streamed and those
 * after it (the chat and the sidebar's history are fetched again when the answer is done).
 */
export async function measureStreaming(page, text) {
  if (text) await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await waitQuiet(page);
  await page.evaluate((sel) => window.__bench.watchConversation(sel), CONVERSATION);
  const started = await page.evaluate(() => {
    const b = window.__bench;
    b.chunks = [];
    b.paints = [];
    b.stream = {
      armed: true,
      started: performance.now(),
      ended: 0,
      done: false,
      tokens: 0,
      text: 0,
    };
    return b.stream.started;
  });
  await page.keyboard.press('Enter');
  await waitFor(page, () => window.__bench.stream.done, undefined, 300_000);
  await waitQuiet(page);
  const data = await page.evaluate(() => {
    const b = window.__bench;
    return {
      chunks: b.chunks,
      paints: b.paints,
      frames: b.frames.filter((f) => f.end >= b.stream.started),
      stream: { ...b.stream },
      loafs: b.loafs,
      events: b.events,
    };
  });
  const ended = data.stream.ended;
  const frameByEnd = new Map(data.frames.map((f) => [f.end, f]));
  const latencies = [];
  const parts = [];
  let unpainted = 0;
  for (const chunk of data.chunks) {
    const paint = data.paints.find((p) => p.paintedAt >= chunk.at && p.shown >= chunk.target);
    if (!paint) {
      unpainted += 1;
      continue;
    }
    const latency = paint.paintedAt - chunk.at;
    latencies.push(latency);
    // The frame that showed it: arrival → its callbacks start (waiting for the frame, or for
    // the main thread), its callbacks (React), the rest (style, layout, paint, commit).
    const frame = frameByEnd.get(paint.paintedAt);
    if (frame) {
      parts.push({
        latency,
        wait: frame.callbacksStart - chunk.at,
        script: frame.callbacks,
        render: frame.end - frame.callbacksStart - frame.callbacks,
      });
    }
  }
  const enter = data.events
    .filter((e) => e.start >= started && e.start < started + 1000 && e.name === 'keydown')
    .map((e) => e.duration);
  const during = data.loafs.filter((l) => l.start >= started && l.start < ended);
  const after = data.loafs.filter((l) => l.start >= ended);
  return {
    tokens: data.stream.tokens,
    chunks: data.chunks.length,
    streamMs: ended - started,
    firstChunkMs: data.chunks.length ? data.chunks[0].at - started : Number.NaN,
    latencies,
    parts,
    unpainted,
    answerFrames: new Set(data.paints.map((p) => p.paintedAt)).size,
    enterMs: enter.length ? Math.max(...enter) : 0,
    during,
    after,
  };
}
