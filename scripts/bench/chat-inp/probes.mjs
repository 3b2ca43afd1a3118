/* global window, document, MutationObserver -- in functions that run in the page */
// In-page instrumentation, installed with page.addInitScript before the app's own scripts run.
// Everything it records lives on `window.__bench` and is read back with page.evaluate.
//
// This function is serialised into the page: it must not refer to anything outside itself.
// eslint-disable-next-line max-lines-per-function -- serialised whole into the page, so it cannot call helpers defined beside it
export function installProbes() {
  const alnum = (text) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  const bench = {
    events: [],
    loafs: [],
    frames: [],
    keys: [],
    chunks: [],
    paints: [],
    inflight: 0,
    lastFetchEnd: 0,
    stream: { armed: false, started: 0, ended: 0, done: false, tokens: 0, text: 0 },
  };
  window.__bench = bench;

  // --- "after the next paint" -------------------------------------------------------------
  // A message posted while a frame is being produced (inside its requestAnimationFrame
  // callbacks) is handled only after that frame's style, layout, paint and commit: its
  // handler's time is when the frame left the main thread. requestAnimationFrame is wrapped
  // (not changed in behaviour) so that we know whether a DOM change made right now, e.g. by the
  // app's token batcher, which writes inside a frame callback, is painted by the current frame
  // or by the next one.
  // Each frame that ran callbacks is also recorded (bench.frames), split into its parts: the
  // frame's start (the rAF timestamp), the callbacks (the app's work: React render and commit,
  // with any layout it forces) and the rest until the frame is done (style, layout, paint).
  const nativeRaf = window.requestAnimationFrame.bind(window);
  const channel = new MessageChannel();
  let frameOpen = false;
  let frame = null;
  const waiters = [];
  channel.port1.onmessage = () => {
    const at = performance.now();
    frameOpen = false;
    if (frame) {
      frame.end = at;
      bench.frames.push(frame);
      if (bench.frames.length > 20_000) bench.frames.splice(0, 10_000);
      frame = null;
    }
    for (const waiter of waiters.splice(0)) waiter(at);
  };
  const openFrame = (timestamp) => {
    if (frameOpen) return;
    frameOpen = true;
    frame = { start: timestamp, callbacksStart: performance.now(), callbacks: 0, end: 0 };
    channel.port2.postMessage(0);
  };
  window.requestAnimationFrame = (callback) =>
    nativeRaf((timestamp) => {
      openFrame(timestamp);
      const started = performance.now();
      try {
        callback(timestamp);
      } finally {
        // React renders a store update made here in a microtask right after the callback:
        // this microtask, queued later, runs after it (and before mutation observers).
        queueMicrotask(() => {
          if (frame) frame.callbacks += performance.now() - started;
        });
      }
    });
  const afterPaint = (fn) => {
    if (frameOpen) waiters.push(fn);
    else
      nativeRaf((timestamp) => {
        openFrame(timestamp);
        waiters.push(fn);
      });
  };

  // --- Event Timing (INP) and long animation frames ----------------------------------------
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      bench.events.push({
        name: e.name,
        id: e.interactionId,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        bench.loafs.push({
          start: e.startTime,
          duration: e.duration,
          blocking: e.blockingDuration,
          renderStart: e.renderStart,
          styleAndLayoutStart: e.styleAndLayoutStart,
          scripts: e.scripts.map((s) => ({
            invoker: s.invoker,
            invokerType: s.invokerType,
            // No URL: the probe's own requestAnimationFrame wrapper, around the app's callback.
            source: s.sourceURL
              ? `${s.sourceFunctionName || '(anonymous)'} ${s.sourceURL.split('/').pop()}:${s.sourceCharPosition}`
              : "the app's callback (inside the bench's requestAnimationFrame wrapper)",
            start: s.startTime,
            duration: s.duration,
            forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not supported: the report says so (no entries).
  }

  // --- Every keystroke: from the key press to the end of the frame that shows it -----------
  // Event Timing reports only keystrokes of 16 ms or more; this one sees all of them.
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      afterPaint((end) => bench.keys.push({ key: event.key, start, end }));
    },
    { capture: true },
  );

  // --- Streamed tokens: when each chunk arrived ---------------------------------------------
  // The upload_files response is tee'd: the app reads one branch as usual, this probe the
  // other, noting for each network chunk that completes token events its arrival time and how
  // many letters and digits the answer has by then (the renderer shows exactly those).
  async function readTokens(body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read();
      const at = performance.now();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const events = pending.split('\n\n');
      pending = events.pop() ?? '';
      let tokens = 0;
      for (const block of events) {
        const lines = block.split('\n');
        const event = lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).replace(/^ /, ''))
          .join('\n');
        if (event === 'token') {
          tokens += 1;
          bench.stream.text += alnum(JSON.parse(data).text);
        }
      }
      if (tokens > 0) {
        bench.stream.tokens += tokens;
        bench.chunks.push({ at, tokens, target: bench.stream.text });
      }
    }
    bench.stream.ended = performance.now();
    bench.stream.done = true;
  }

  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    bench.inflight += 1;
    try {
      const res = await nativeFetch(input, init);
      const url = typeof input === 'string' ? input : (input?.url ?? String(input));
      if (!bench.stream.armed || !url.includes('/prd_upload/upload_files') || !res.body) return res;
      bench.stream.armed = false;
      const [mine, theirs] = res.body.tee();
      void readTokens(mine);
      return new Response(theirs, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    } finally {
      bench.inflight -= 1;
      bench.lastFetchEnd = performance.now();
    }
  };

  /** Starts recording, for every DOM change of the conversation, when it was painted. */
  let watching = false;
  bench.watchConversation = (selector) => {
    if (watching) return;
    watching = true;
    let region = document.querySelector(selector);
    if (!region) throw new Error(`no ${selector}`);
    // Watched from the page's root, so a list mounted again is still seen.
    new MutationObserver(() => {
      if (!region?.isConnected) region = document.querySelector(selector);
      // The answer being written is the last message; its letters and digits so far. (Looked
      // up from the list's last item: a selector over the whole region would match against
      // tens of thousands of elements at every change and slow the page it measures.)
      const groups = region?.firstElementChild?.nextElementSibling; // after the top sentinel
      const last = groups?.lastElementChild?.lastElementChild;
      const bubble = last?.querySelector('div[aria-busy]');
      const shown = bubble ? alnum(bubble.textContent ?? '') : 0;
      const changedAt = performance.now();
      afterPaint((paintedAt) => bench.paints.push({ changedAt, paintedAt, shown }));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  };
}
