import { compareEventIds, parseEventId } from './event-id.js';
import type { createFollowers } from './redis-followers.js';
import type { ReadOptions, StreamEvent } from './types.js';

/** What a reader needs of the Redis streams: following a stream, and reading what Redis holds. */
export interface RedisStreamSource {
  follow: ReturnType<typeof createFollowers>['follow'];
  /** The stream's entries after `afterId` (all of them when undefined), in pages. */
  range(streamId: string, afterId: string | undefined): AsyncIterable<StreamEvent>;
  /** The stream's last entry, or undefined when the stream is gone. */
  lastEvent(streamId: string): Promise<StreamEvent | undefined>;
  closed(): boolean;
}

/** Catch up from Redis, then follow live events; catch up again after each resync. */
export async function* readRedisStream(
  source: RedisStreamSource,
  streamId: string,
  { afterId, terminal, signal }: ReadOptions,
): AsyncGenerator<StreamEvent> {
  if (afterId !== undefined) parseEventId(afterId);
  if (source.closed() || signal?.aborted) return;
  // Subscribe before the first XRANGE: whatever is appended meanwhile arrives live.
  const { inbox, leave } = await source.follow(streamId);
  try {
    let last = afterId;
    let catchUp = true;
    let suspended = false;
    for (;;) {
      if (catchUp) {
        catchUp = false;
        let found = false;
        for await (const event of source.range(streamId, last)) {
          found = true;
          last = event.id;
          yield event;
          if (terminal.includes(event.type) || signal?.aborted) return;
        }
        if (!found) {
          // Gone, or asked for what comes after its final event: nothing ever will.
          const lastEvent = await source.lastEvent(streamId);
          if (!lastEvent) return;
          if (terminal.includes(lastEvent.type)) return;
        }
      }
      const items = await inbox.next(signal);
      if (!items || source.closed()) return;
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
}
