import { compareEventIds, nextEventId, parseEventId } from './event-id.js';
import type { AnswerStreams, StopReason, StreamEvent } from './types.js';
import { createStreamWriter } from './writer.js';

interface MemoryStream {
  events: StreamEvent[];
  last: [number, number] | undefined;
  expiry: NodeJS.Timeout;
}

/** Index of the first event after `afterId` (events are sorted by id). */
function firstAfter(events: StreamEvent[], afterId: string): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEventIds(events[mid]!.id, afterId) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** This process only: readers and writers of an answer must share the process. */
export function createMemoryAnswerStreams(
  opts: { maxEventsPerStream?: number; idleTtlSeconds?: number } = {},
): AnswerStreams {
  const maxEvents = opts.maxEventsPerStream ?? 10_000;
  const idleMs = (opts.idleTtlSeconds ?? 900) * 1000;
  const streams = new Map<string, MemoryStream>();
  /** Readers waiting for a stream's next event, expiry or close. */
  const wakers = new Map<string, Set<() => void>>();
  const stopListeners = new Map<string, Set<(reason: StopReason) => void>>();
  const stopped = new Map<string, { timer: NodeJS.Timeout; reason: StopReason }>();
  let closed = false;

  const wake = (streamId: string) => {
    const waiting = wakers.get(streamId);
    wakers.delete(streamId);
    for (const fn of waiting ?? []) fn();
  };

  const dropAfter = (streamId: string, ms: number) =>
    setTimeout(() => {
      streams.delete(streamId);
      clearTimeout(stopped.get(streamId)?.timer);
      stopped.delete(streamId);
      wake(streamId);
    }, ms).unref();

  function waitForChange(streamId: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        signal?.removeEventListener('abort', done);
        wakers.get(streamId)?.delete(done);
        resolve();
      };
      let set = wakers.get(streamId);
      if (!set) wakers.set(streamId, (set = new Set()));
      set.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  const self: AnswerStreams = {
    kind: 'memory',

    async append(streamId, type, data) {
      if (closed) throw new Error('answer streams are closed');
      let stream = streams.get(streamId);
      if (stream) {
        clearTimeout(stream.expiry);
        stream.expiry = dropAfter(streamId, idleMs);
      } else {
        stream = { events: [], last: undefined, expiry: dropAfter(streamId, idleMs) };
        streams.set(streamId, stream);
      }
      stream.last = nextEventId(stream.last);
      const id = `${stream.last[0]}-${stream.last[1]}`;
      stream.events.push({ id, type, data: data ?? null });
      if (stream.events.length > maxEvents)
        stream.events.splice(0, stream.events.length - maxEvents);
      wake(streamId);
      return id;
    },

    writer(streamId, writerOpts) {
      return createStreamWriter(
        (type, data) => self.append(streamId, type, data),
        writerOpts?.flushMs,
      );
    },

    async *read(streamId, { afterId, terminal, signal }) {
      if (afterId !== undefined) parseEventId(afterId);
      let last = afterId;
      for (;;) {
        const stream = streams.get(streamId);
        if (!stream || closed || signal?.aborted) return;
        const events = stream.events;
        let i = last === undefined ? 0 : firstAfter(events, last);
        if (i >= events.length) {
          // Asked for what comes after a stream's final event: nothing ever will.
          if (terminal.includes(events.at(-1)?.type ?? '')) return;
          await waitForChange(streamId, signal);
          continue;
        }
        for (; i < events.length; i++) {
          const event = events[i]!;
          last = event.id;
          yield event;
          if (terminal.includes(event.type)) return;
          if (signal?.aborted || streams.get(streamId) !== stream) break;
          // Trimming while the reader was away shifts positions: find our place again.
          if (events[i] !== event) i = firstAfter(events, last) - 1;
        }
      }
    },

    async exists(streamId) {
      return streams.has(streamId);
    },

    async expire(streamId, seconds) {
      const stream = streams.get(streamId);
      if (!stream) return;
      clearTimeout(stream.expiry);
      stream.expiry = dropAfter(streamId, seconds * 1000);
    },

    async requestStop(streamId, reason = 'stop') {
      clearTimeout(stopped.get(streamId)?.timer);
      const timer = setTimeout(() => stopped.delete(streamId), idleMs).unref();
      stopped.set(streamId, { timer, reason });
      for (const listener of [...(stopListeners.get(streamId) ?? [])]) listener(reason);
    },

    onStop(streamId, listener) {
      let fired = false;
      const once = (reason: StopReason) => {
        if (fired) return;
        fired = true;
        unsubscribe();
        listener(reason);
      };
      let set = stopListeners.get(streamId);
      if (!set) stopListeners.set(streamId, (set = new Set()));
      set.add(once);
      const unsubscribe = () => {
        const current = stopListeners.get(streamId);
        current?.delete(once);
        if (current?.size === 0) stopListeners.delete(streamId);
      };
      const earlier = stopped.get(streamId);
      if (earlier) queueMicrotask(() => once(earlier.reason));
      return unsubscribe;
    },

    async close() {
      closed = true;
      for (const stream of streams.values()) clearTimeout(stream.expiry);
      for (const { timer } of stopped.values()) clearTimeout(timer);
      streams.clear();
      stopped.clear();
      stopListeners.clear();
      for (const streamId of [...wakers.keys()]) wake(streamId);
    },
  };
  return self;
}
