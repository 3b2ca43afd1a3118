import type { RedisSubscriber } from './redis-subscriber.js';
import type { StreamEvent } from './types.js';

/**
 * `suspend`: the subscriber lost its connection, live events may have gaps until `resync`, which
 * tells the reader to catch up from Redis (also sent now and then as a safety net and to notice
 * expiry).
 */
type Item = StreamEvent | 'suspend' | 'resync' | 'end';

export function toEvent(id: string, encoded: string): StreamEvent {
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

/** Followed streams of this instance: one subscription each, fanned out to its readers. */
export function createFollowers(
  subscriber: RedisSubscriber,
  eventsChannel: (streamId: string) => string,
  resyncMs: number,
) {
  const followed = new Map<string, { inboxes: Set<Inbox>; ready: Promise<() => void> }>();
  const inboxes = new Set<Inbox>();
  const tell = (item: Item) => inboxes.forEach((inbox) => inbox.push(item));
  subscriber.onDisconnected(() => tell('suspend'));
  subscriber.onResubscribed(() => tell('resync'));
  const resyncTimer = setInterval(() => {
    if (subscriber.live) tell('resync');
  }, resyncMs).unref();

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

  return {
    follow,
    /** Stops the resync checks and ends every reader of this instance. */
    close() {
      clearInterval(resyncTimer);
      inboxes.forEach((inbox) => inbox.push('end'));
    },
  };
}
