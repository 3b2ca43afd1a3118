import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createAnswerStreams, type AnswerStreams, type StopReason } from './index.js';
import { createStreamWriter } from './writer.js';
import { until } from '../../../test/helpers/until.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const runPrefix = `prd:test:stop:${randomBytes(6).toString('hex')}:`;

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each([
  ['memory', false],
  ['redis', true],
] as const)('%s stop requests (decision 027)', (_kind, shared) => {
  const opened: AnswerStreams[] = [];
  const open = () => {
    const streams = createAnswerStreams(shared ? { redisUrl: REDIS_URL, prefix: runPrefix } : {});
    opened.push(streams);
    return streams;
  };
  /** Two instances (processes); memory streams live in one, so both are the same object. */
  const openPair = (): [AnswerStreams, AnswerStreams] => {
    const a = open();
    return [a, shared ? open() : a];
  };
  const newId = () => `answer-${randomBytes(4).toString('hex')}`;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((streams) => streams.close()));
  });

  it('carry their reason to another instance, and to a listener that starts later', async () => {
    const [worker, api] = openPair();
    const deleted = newId();
    const stopped = newId();
    const heard: Record<string, StopReason[]> = { [deleted]: [], [stopped]: [] };
    const offs = [deleted, stopped].map((id) => worker.onStop(id, (r) => heard[id]!.push(r)));
    // Listening is asynchronous on Redis: ask until the first request is heard.
    await api.requestStop(deleted, 'account_deleted');
    await until(() => heard[deleted]!.length === 1);
    await api.requestStop(stopped);
    await until(() => heard[stopped]!.length === 1);
    expect(heard).toEqual({ [deleted]: ['account_deleted'], [stopped]: ['stop'] });

    const late: StopReason[] = [];
    worker.onStop(deleted, (r) => late.push(r));
    await until(() => late.length === 1);
    expect(late).toEqual(['account_deleted']);
    offs.forEach((off) => off());
  });
});

describe('stream writer discard()', () => {
  it('drops pending tokens and appends not yet made; later calls append nothing', async () => {
    const appended: [string, unknown][] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const writer = createStreamWriter(async (type, data) => {
      started = true;
      if (appended.length === 0) await held;
      appended.push([type, data]);
      return `${appended.length}-0`;
    }, 60_000);
    writer.token('first ');
    // Its append has begun (held): it completes; what is queued behind it does not.
    await until(() => started);
    writer.token('pending');
    const reply = writer.event('reply', { kind: 'prd' });
    writer.discard();
    release();
    await reply;
    writer.token('late');
    await writer.event('done', {});
    await writer.flush();
    expect(appended).toEqual([['token', { text: 'first ' }]]);
  });
});
