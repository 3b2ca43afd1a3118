import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import {
  createAnswerStreams,
  isEventId,
  type AnswerStreams,
  type AnswerStreamsOptions,
  type StreamEvent,
} from './index.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const runPrefix = `prd:test:as:${randomBytes(6).toString('hex')}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const END = ['done', 'error'];

async function collect(iterable: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

/** The first `n` events, failing if they do not come within `ms`. */
async function take(iterable: AsyncIterable<StreamEvent>, n: number, ms = 2000) {
  const signal = AbortSignal.timeout(ms);
  const events: StreamEvent[] = [];
  for await (const event of iterable) {
    if (signal.aborted) break;
    events.push(event);
    if (events.length === n) break;
  }
  if (events.length < n) throw new Error(`got ${events.length} of ${n} events`);
  return events;
}

async function until(check: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const texts = (events: StreamEvent[]) => events.map((e) => (e.data as { text: string }).text);

type Make = (opts?: Omit<AnswerStreamsOptions, 'redisUrl' | 'prefix'>) => AnswerStreams;
const variants: [AnswerStreams['kind'], Make, boolean][] = [
  ['memory', (opts) => createAnswerStreams({ ...opts }), false],
  [
    'redis',
    (opts) => createAnswerStreams({ ...opts, redisUrl: REDIS_URL, prefix: runPrefix }),
    true,
  ],
];

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each(variants)('%s answer streams', (kind, make, shared) => {
  const opened: AnswerStreams[] = [];
  const open: Make = (opts) => {
    const streams = make(opts);
    opened.push(streams);
    return streams;
  };
  /** Two instances; memory streams live in one process, so both are the same object. */
  const openPair = (): [AnswerStreams, AnswerStreams] => {
    const a = open();
    return [a, shared ? open() : a];
  };
  let n = 0;
  const newId = () => `answer-${++n}-${randomBytes(3).toString('hex')}`;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((streams) => streams.close()));
  });

  it('appends events with increasing ids and replays them up to the terminal one', async () => {
    const streams = open();
    expect(streams.kind).toBe(kind);
    const id = newId();
    expect(await streams.exists(id)).toBe(false);
    const ids: string[] = [];
    ids.push(await streams.append(id, 'start', { chat: 1 }));
    for (let i = 0; i < 5; i++) ids.push(await streams.append(id, 'token', { text: `t${i}` }));
    ids.push(await streams.append(id, 'done', { ok: true }));
    expect(await streams.exists(id)).toBe(true);
    expect(ids.every(isEventId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const events = await collect(streams.read(id, { terminal: END }));
    expect(events.map((e) => e.id)).toEqual(ids);
    expect(events[0]).toEqual({ id: ids[0], type: 'start', data: { chat: 1 } });
    expect(events.at(-1)).toEqual({ id: ids.at(-1), type: 'done', data: { ok: true } });
  });

  it('replays exactly the events after an id, then follows live ones', async () => {
    const streams = open();
    const id = newId();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await streams.append(id, 'token', { text: `${i}` }));
    expect(texts(await take(streams.read(id, { afterId: ids[2], terminal: END }), 3))).toEqual([
      '3',
      '4',
      '5',
    ]);
    const reading = collect(streams.read(id, { afterId: ids[5], terminal: END }));
    await sleep(50);
    await streams.append(id, 'token', { text: '6' });
    await streams.append(id, 'done', null);
    const rest = await reading;
    expect(rest.map((e) => e.type)).toEqual(['token', 'done']);
    expect(texts(rest.slice(0, 1))).toEqual(['6']);
  });

  it('ends at the terminal event even when more follow', async () => {
    const streams = open();
    const id = newId();
    await streams.append(id, 'token', { text: 'a' });
    await streams.append(id, 'error', { message: 'x' });
    await streams.append(id, 'token', { text: 'late' });
    const events = await collect(streams.read(id, { terminal: END }));
    expect(events.map((e) => e.type)).toEqual(['token', 'error']);
  });

  it('ends when the signal aborts, and at once for an aborted signal', async () => {
    const streams = open();
    const id = newId();
    await streams.append(id, 'token', { text: 'a' });
    const controller = new AbortController();
    const reading = collect(streams.read(id, { terminal: END, signal: controller.signal }));
    await sleep(50);
    const abortedAt = Date.now();
    controller.abort();
    expect(texts(await reading)).toEqual(['a']);
    expect(Date.now() - abortedAt).toBeLessThan(200);
    expect(await collect(streams.read(id, { terminal: END, signal: AbortSignal.abort() }))).toEqual(
      [],
    );
  });

  it('ends at once, yielding nothing, for a stream that does not exist', async () => {
    const streams = open();
    const started = Date.now();
    expect(await collect(streams.read(newId(), { terminal: END }))).toEqual([]);
    expect(
      await collect(streams.read(newId(), { afterId: '1700000000000-0', terminal: END })),
    ).toEqual([]);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('ends at once for a reader resuming after the final event (nothing can follow it)', async () => {
    const streams = open();
    const id = newId();
    await streams.append(id, 'token', { text: 'a' });
    const done = await streams.append(id, 'done', null);
    const started = Date.now();
    expect(await collect(streams.read(id, { afterId: done, terminal: END }))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses a malformed Last-Event-ID', async () => {
    const streams = open();
    const id = newId();
    await streams.append(id, 'token', { text: 'a' });
    expect(isEventId('nonsense')).toBe(false);
    const reading = collect(streams.read(id, { afterId: 'nonsense', terminal: END }));
    await expect(reading).rejects.toBeInstanceOf(AppError);
    await expect(reading).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('writer: the first token goes out at once, the next ones coalesce, events keep order', async () => {
    const streams = open();
    const id = newId();
    const writer = streams.writer(id, { flushMs: 300 });
    const started = Date.now();
    writer.token('Hel');
    await until(() => streams.exists(id), 1000);
    const first = await take(streams.read(id, { terminal: END }), 1);
    expect(Date.now() - started).toBeLessThan(200);
    expect(first[0]).toMatchObject({ type: 'token', data: { text: 'Hel' } });
    writer.token('lo');
    writer.token(', ');
    writer.token('world');
    await writer.event('progress', { step: 2 });
    writer.token('!');
    await writer.event('done', { chars: 13 });
    await writer.flush();
    const events = await collect(streams.read(id, { terminal: END }));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['token', { text: 'Hel' }],
      ['token', { text: 'lo, world' }],
      ['progress', { step: 2 }],
      ['token', { text: '!' }],
      ['done', { chars: 13 }],
    ]);
  });

  it('writer: flushes after flushMs, or at once past 8 KB', async () => {
    const streams = open();
    const id = newId();
    const writer = streams.writer(id, { flushMs: 80 });
    writer.token('a');
    writer.token('b');
    writer.token('c');
    await until(() => streams.exists(id), 1000);
    expect(texts(await take(streams.read(id, { terminal: END }), 2))).toEqual(['a', 'bc']);

    const bigId = newId();
    const big = streams.writer(bigId, { flushMs: 10_000 });
    big.token('x');
    big.token('y'.repeat(5000));
    big.token('z'.repeat(5000));
    await until(() => streams.exists(bigId), 1000);
    const chunks = await take(streams.read(bigId, { terminal: END }), 2, 1000);
    expect(texts(chunks)).toEqual(['x', 'y'.repeat(5000) + 'z'.repeat(5000)]);
  });

  it('writer: a 60 KB answer stays far under the length bound, text intact', async () => {
    const streams = open({ maxEventsPerStream: 500 });
    const id = newId();
    const writer = streams.writer(id);
    let text = '';
    for (let burst = 0; burst < 120; burst++) {
      for (let i = 0; i < 100; i++) {
        const piece = `w${(burst * 100 + i) % 10}rd `;
        text += piece;
        writer.token(piece);
      }
      await sleep(2);
    }
    await writer.event('done', null);
    const events = await collect(streams.read(id, { terminal: END }));
    expect(text.length).toBeGreaterThanOrEqual(60_000);
    expect(texts(events.slice(0, -1)).join('')).toBe(text);
    expect(events.length).toBeLessThan(250);
  });

  it('keeps only the newest maxEventsPerStream events', async () => {
    const streams = open({ maxEventsPerStream: 20 });
    const id = newId();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await streams.append(id, 'token', { text: `${i}` }));
    await streams.append(id, 'done', null);
    const events = await collect(streams.read(id, { terminal: END }));
    expect(events).toHaveLength(20);
    expect(events[0]!.id).toBe(ids[31]);
  });

  it('200 parallel readers of one stream all get the identical full sequence', async () => {
    const [writerSide, readerSide] = openPair();
    const id = newId();
    const ids = [await writerSide.append(id, 'start', null)];
    const readers = Array.from({ length: 200 }, () =>
      collect(readerSide.read(id, { terminal: END })),
    );
    for (let i = 0; i < 100; i++) {
      ids.push(await writerSide.append(id, 'token', { text: `${i}` }));
      if (i % 10 === 0) await sleep(1);
    }
    ids.push(await writerSide.append(id, 'done', null));
    if (shared) {
      // Readers share their instance's connections: two per instance, whatever the readers.
      const redis = new Redis(REDIS_URL);
      const clients = (await redis.client('LIST')) as string;
      await redis.quit();
      const ours = clients
        .split('\n')
        .filter((line) => line.includes(`name=prd-streams:${runPrefix}`));
      expect(ours.length).toBeLessThanOrEqual(4);
    }
    const results = await Promise.all(readers);
    for (const events of results) expect(events.map((e) => e.id)).toEqual(ids);
  });

  it('a reader attaching with an id while appends race gets no gap and no duplicate', async () => {
    const [writerSide, readerSide] = openPair();
    const id = newId();
    const ids = [await writerSide.append(id, 'token', { text: 'first' })];
    const attached: { afterId: string; events: Promise<StreamEvent[]> }[] = [];
    const appending = (async () => {
      for (let i = 0; i < 300; i++)
        ids.push(await writerSide.append(id, 'token', { text: `${i}` }));
      ids.push(await writerSide.append(id, 'done', null));
    })();
    for (let k = 0; k < 40; k++) {
      const afterId = ids[Math.floor(Math.random() * ids.length)]!;
      attached.push({ afterId, events: collect(readerSide.read(id, { afterId, terminal: END })) });
      await sleep(Math.random() * 6);
    }
    await appending;
    for (const { afterId, events } of attached) {
      expect((await events).map((e) => e.id)).toEqual(ids.slice(ids.indexOf(afterId) + 1));
    }
  });

  it('two instances see each other’s appends and stop requests', async () => {
    const [a, b] = openPair();
    const id = newId();
    await a.append(id, 'start', null);
    expect(await b.exists(id)).toBe(true);
    const following = collect(b.read(id, { terminal: END }));
    await sleep(30);
    await a.append(id, 'token', { text: 'from a' });
    await a.append(id, 'done', null);
    expect((await following).map((e) => e.type)).toEqual(['start', 'token', 'done']);

    let heard = 0;
    let heardByLeaver = 0;
    const off = a.onStop(id, () => heard++);
    const leaver = a.onStop(id, () => heardByLeaver++);
    leaver();
    await sleep(50);
    await b.requestStop(id);
    await until(() => heard === 1);
    // A stop already requested reaches a listener that starts later, once.
    let late = 0;
    b.onStop(id, () => late++);
    await until(() => late === 1);
    await b.requestStop(id);
    await sleep(100);
    expect({ heard, heardByLeaver, late }).toEqual({ heard: 1, heardByLeaver: 0, late: 1 });
    off();
  });

  it('drops a stream after expire(), ending its live readers', async () => {
    const [a, b] = shared ? [open(), open({ resyncMs: 200 })] : openPair();
    const id = newId();
    await a.append(id, 'start', null);
    const following = collect(b.read(id, { terminal: END }));
    await a.expire(id, 1);
    const events = await following;
    expect(events.map((e) => e.type)).toEqual(['start']);
    expect(await a.exists(id)).toBe(false);
  });

  it('drops idle streams after idleTtlSeconds (no unbounded growth)', async () => {
    // Wide margins: the check that `kept` survived must come less than a TTL after its
    // refresh, even on a loaded CI machine.
    // (The others expire at 4 s, `kept` at 6 s: 2 s of margin on each side of its refresh.)
    const streams = open({ idleTtlSeconds: 4 });
    const ids = Array.from({ length: 100 }, newId);
    await Promise.all(ids.map((id) => streams.append(id, 'token', { text: 'x' })));
    const kept = newId();
    await streams.append(kept, 'token', { text: 'x' });
    await sleep(2000);
    await streams.append(kept, 'token', { text: 'y' });
    // Every idle stream goes (each expires a TTL after its own append: on Redis they were
    // appended over a few milliseconds, so they do not all go at the same instant).
    await until(async () => {
      const left = await Promise.all(ids.map((id) => streams.exists(id)));
      return !left.some(Boolean);
    }, 5500);
    // Appending refreshed the idle time.
    expect(await streams.exists(kept)).toBe(true);
  });
});

describe('redis answer streams', () => {
  it('a reader whose pub/sub connection drops mid-answer catches up with no gap', async () => {
    const writerSide = createAnswerStreams({ redisUrl: REDIS_URL, prefix: runPrefix });
    const readerSide = createAnswerStreams({ redisUrl: REDIS_URL, prefix: runPrefix });
    const admin = new Redis(REDIS_URL);
    try {
      const id = `reconnect-${randomBytes(3).toString('hex')}`;
      const ids = [await writerSide.append(id, 'start', null)];
      const reading = collect(readerSide.read(id, { terminal: END }));
      await sleep(50);
      for (let i = 0; i < 40; i++) ids.push(await writerSide.append(id, 'token', { text: `${i}` }));
      const clients = (await admin.client('LIST')) as string;
      const line = clients.split('\n').find((l) => l.includes(`name=prd-streams:${runPrefix}sub`));
      expect(line).toBeDefined();
      await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line!)![1]!);
      // Bursts while it reconnects: some are published to nobody, some arrive before the reader
      // knows it missed the others.
      for (let burst = 0; burst < 30; burst++) {
        const batch = Array.from({ length: 10 }, (_, i) =>
          writerSide.append(id, 'token', { text: `${burst}.${i}` }),
        );
        ids.push(...(await Promise.all(batch)));
        await sleep(2);
      }
      ids.push(await writerSide.append(id, 'done', null));
      expect((await reading).map((e) => e.id)).toEqual(ids);
    } finally {
      await admin.quit();
      await Promise.all([writerSide.close(), readerSide.close()]);
    }
  });
});
