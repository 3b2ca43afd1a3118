import { Redis } from 'ioredis';
import { compareEventIds, parseEventId } from './event-id.js';
import { RedisSubscriber } from './redis-subscriber.js';
import { STOP_REASONS, type AnswerStreams, type StopReason, type StreamEvent } from './types.js';
import { createStreamWriter } from './writer.js';

/**
 * Append, trim, refresh the idle TTL and publish the event in one atomic step, so the pub/sub
 * messages of a stream come in id order and never before the entry can be read.
 */
const APPEND = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[1], '*', 'e', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[4], id .. '|' .. ARGV[2])
return id`;

const PAGE = 500;
type Entry = [id: string, fields: string[]];
/** A stop message or key's value as a reason (an older instance's '1' is a Stop). */
const reasonOf = (value: string | null): StopReason =>
  STOP_REASONS.find((r) => r === value) ?? 'stop';
/**
 * `suspend`: the subscriber lost its connection, live events may have gaps until `resync`, which
 * tells the reader to catch up from Redis (also sent now and then as a safety net and to notice
 * expiry).
 */
type Item = StreamEvent | 'suspend' | 'resync' | 'end';

function toEvent(id: string, encoded: string): StreamEvent {
  const [type, data] = JSON.parse(encoded) as [string, unknown];
  return { id, type, data };
}

/** A reader's inbox: live events from the shared subscriber, resync and end marks. */
class Inbox {
  private items: Item[] = [];
  private wake: (() => void) | undefined;

  push(item: Item) {
    this.items.push(item);
    this.wake?.();
  }

  async next(signal: AbortSignal | undefined): Promise<Item[] | undefined> {
    while (this.items.length === 0) {
      if (signal?.aborted) return undefined;
      await new Promise<void>((resolve) => {
        const done = () => {
          this.wake = undefined;
          signal?.removeEventListener('abort', done);
          resolve();
        };
        this.wake = done;
        signal?.addEventListener('abort', done, { once: true });
      });
    }
    if (signal?.aborted) return undefined;
    return this.items.splice(0);
  }
}

/**
 * Redis Streams: entries are XADDed with Redis ids, shared by every instance. Readers of this
 * instance share one pub/sub connection and one command connection: an append is published
 * with its event, so following a stream costs no Redis command per reader; a reader catches up
 * with XRANGE after subscribing, and drops what it already had by id.
 */
export function createRedisAnswerStreams(opts: {
  redisUrl: string;
  prefix?: string;
  maxEventsPerStream?: number;
  idleTtlSeconds?: number;
  /** How often followed streams are checked for lost messages and expiry; default 5000. */
  resyncMs?: number;
}): AnswerStreams {
  const prefix = opts.prefix ?? 'prd:as:';
  const maxEvents = opts.maxEventsPerStream ?? 10_000;
  const idleSeconds = opts.idleTtlSeconds ?? 900;
  const name = `prd-streams:${prefix.replace(/[^\w:-]/g, '')}`;
  const redis = new Redis(opts.redisUrl, { lazyConnect: true, connectionName: `${name}cmd` });
  redis.on('error', () => {
    // Commands reject on their own; ioredis reconnects.
  });
  const subscriber = new RedisSubscriber(opts.redisUrl, `${name}sub`);
  const keyOf = (streamId: string) => `${prefix}s:${streamId}`;
  const eventsChannel = (streamId: string) => `${prefix}ev:${streamId}`;
  const stopChannel = (streamId: string) => `${prefix}stop:${streamId}`;
  const stopKey = (streamId: string) => `${prefix}stopped:${streamId}`;

  /** Followed streams of this instance: one subscription each, fanned out to its readers. */
  const followed = new Map<string, { inboxes: Set<Inbox>; ready: Promise<() => void> }>();
  const inboxes = new Set<Inbox>();
  const tell = (item: Item) => inboxes.forEach((inbox) => inbox.push(item));
  subscriber.onDisconnected(() => tell('suspend'));
  subscriber.onResubscribed(() => tell('resync'));
  const resyncTimer = setInterval(() => {
    if (subscriber.live) tell('resync');
  }, opts.resyncMs ?? 5000).unref();
  let closed = false;

  async function follow(streamId: string): Promise<{ inbox: Inbox; leave: () => void }> {
    const inbox = new Inbox();
    let entry = followed.get(streamId);
    if (!entry) {
      const group = new Set<Inbox>();
      const ready = subscriber.listen(eventsChannel(streamId), (message) => {
        const bar = message.indexOf('|');
        const event = toEvent(message.slice(0, bar), message.slice(bar + 1));
        for (const member of group) member.push(event);
      });
      entry = { inboxes: group, ready };
      followed.set(streamId, entry);
    }
    const current = entry;
    current.inboxes.add(inbox);
    inboxes.add(inbox);
    const leave = () => {
      inboxes.delete(inbox);
      current.inboxes.delete(inbox);
      if (current.inboxes.size === 0 && followed.get(streamId) === current) {
        followed.delete(streamId);
        current.ready.then(
          (unlisten) => unlisten(),
          () => {},
        );
      }
    };
    try {
      await current.ready;
    } catch (error) {
      leave();
      throw error;
    }
    return { inbox, leave };
  }

  async function* range(streamId: string, afterId: string | undefined) {
    let start = afterId === undefined ? '-' : `(${afterId}`;
    for (;;) {
      const page = (await redis.xrange(keyOf(streamId), start, '+', 'COUNT', PAGE)) as Entry[];
      for (const [id, fields] of page) yield toEvent(id, fields[1]!);
      if (page.length < PAGE) return;
      start = `(${page.at(-1)![0]}`;
    }
  }

  const self: AnswerStreams = {
    kind: 'redis',

    async append(streamId, type, data) {
      if (closed) throw new Error('answer streams are closed');
      const encoded = JSON.stringify([type, data ?? null]);
      return (await redis.eval(
        APPEND,
        1,
        keyOf(streamId),
        maxEvents,
        encoded,
        idleSeconds,
        eventsChannel(streamId),
      )) as string;
    },

    writer(streamId, writerOpts) {
      return createStreamWriter(
        (type, data) => self.append(streamId, type, data),
        writerOpts?.flushMs,
      );
    },

    async *read(streamId, { afterId, terminal, signal }) {
      if (afterId !== undefined) parseEventId(afterId);
      if (closed || signal?.aborted) return;
      // Subscribe before the first XRANGE: whatever is appended meanwhile arrives live.
      const { inbox, leave } = await follow(streamId);
      try {
        let last = afterId;
        let catchUp = true;
        let suspended = false;
        for (;;) {
          if (catchUp) {
            catchUp = false;
            let found = false;
            for await (const event of range(streamId, last)) {
              found = true;
              last = event.id;
              yield event;
              if (terminal.includes(event.type) || signal?.aborted) return;
            }
            if (!found) {
              // Gone, or asked for what comes after its final event: nothing ever will.
              const [lastEntry] = (await redis.xrevrange(
                keyOf(streamId),
                '+',
                '-',
                'COUNT',
                1,
              )) as Entry[];
              if (!lastEntry) return;
              if (terminal.includes(toEvent(lastEntry[0], lastEntry[1][1]!).type)) return;
            }
          }
          const items = await inbox.next(signal);
          if (!items || closed) return;
          for (const item of items) {
            if (item === 'end') return;
            if (item === 'suspend') suspended = true;
            else if (item === 'resync') {
              suspended = false;
              // Everything published is in Redis already: later events come with the catch-up.
              catchUp = true;
            } else if (
              !catchUp &&
              !suspended &&
              (last === undefined || compareEventIds(item.id, last) > 0)
            ) {
              last = item.id;
              yield item;
              if (terminal.includes(item.type) || signal?.aborted) return;
            }
          }
        }
      } finally {
        leave();
      }
    },

    async exists(streamId) {
      return (await redis.exists(keyOf(streamId))) === 1;
    },

    async expire(streamId, seconds) {
      await redis
        .multi()
        .expire(keyOf(streamId), seconds)
        .expire(stopKey(streamId), seconds)
        .exec();
    },

    async requestStop(streamId, reason = 'stop') {
      await redis
        .multi()
        .set(stopKey(streamId), reason, 'EX', idleSeconds)
        .publish(stopChannel(streamId), reason)
        .exec();
    },

    onStop(streamId, listener) {
      let done = false;
      let unlisten: (() => void) | undefined;
      const fire = (message: string | null) => {
        if (done) return;
        done = true;
        unlisten?.();
        listener(reasonOf(message));
      };
      subscriber
        .listen(stopChannel(streamId), fire)
        .then(async (off) => {
          unlisten = off;
          if (done) return off();
          // A stop requested before we listened is remembered in a key.
          const earlier = await redis.get(stopKey(streamId));
          if (earlier !== null) fire(earlier);
        })
        .catch(() => {});
      return () => {
        done = true;
        unlisten?.();
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(resyncTimer);
      inboxes.forEach((inbox) => inbox.push('end'));
      await subscriber.close();
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
  return self;
}
