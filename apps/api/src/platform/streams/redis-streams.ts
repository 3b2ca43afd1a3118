import { Redis } from 'ioredis';
import { createFollowers, toEvent } from './redis-followers.js';
import { readRedisStream, type RedisStreamSource } from './redis-read.js';
import { RedisSubscriber } from './redis-subscriber.js';
import { STOP_REASONS, type AnswerStreams, type StopReason } from './types.js';
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

  const followers = createFollowers(subscriber, eventsChannel, opts.resyncMs ?? 5000);
  let closed = false;

  async function* range(streamId: string, afterId: string | undefined) {
    let start = afterId === undefined ? '-' : `(${afterId}`;
    for (;;) {
      const page = (await redis.xrange(keyOf(streamId), start, '+', 'COUNT', PAGE)) as Entry[];
      for (const [id, fields] of page) yield toEvent(id, fields[1]!);
      if (page.length < PAGE) return;
      start = `(${page.at(-1)![0]}`;
    }
  }

  const source: RedisStreamSource = {
    follow: followers.follow,
    range,
    async lastEvent(streamId) {
      const [last] = (await redis.xrevrange(keyOf(streamId), '+', '-', 'COUNT', 1)) as Entry[];
      return last && toEvent(last[0], last[1][1]!);
    },
    closed: () => closed,
  };

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

    read(streamId, readOpts) {
      return readRedisStream(source, streamId, readOpts);
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
      followers.close();
      await subscriber.close();
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
  return self;
}
