import { Redis } from 'ioredis';

type Listener = (message: string) => void;

/**
 * One pub/sub connection shared by every reader and stop listener of this instance: a channel is
 * subscribed while it has listeners. After a reconnect, channels are subscribed again and the
 * `onResubscribed` callbacks run so readers can fetch what they missed meanwhile.
 */
export class RedisSubscriber {
  private readonly redis: Redis;
  private readonly channels = new Map<
    string,
    { listeners: Set<Listener>; ready: Promise<unknown> }
  >();
  private readonly resubscribed = new Set<() => void>();
  private readonly disconnected = new Set<() => void>();
  private connectedOnce = false;
  /** Subscribed and receiving (false between a dropped connection and the resubscription). */
  live = true;

  constructor(redisUrl: string, connectionName: string) {
    this.redis = new Redis(redisUrl, { lazyConnect: true, connectionName });
    this.redis.on('error', () => {
      // ioredis reconnects on its own; readers catch up after it (see 'ready').
    });
    this.redis.on('message', (channel: string, message: string) => {
      for (const listener of this.channels.get(channel)?.listeners ?? []) listener(message);
    });
    this.redis.on('close', () => {
      if (!this.connectedOnce || !this.live) return;
      this.live = false;
      this.disconnected.forEach((fn) => fn());
    });
    this.redis.on('ready', () => {
      if (!this.connectedOnce) {
        this.connectedOnce = true;
        return;
      }
      const names = [...this.channels.keys()];
      // Subscribing again is harmless and tells us when the channels are live again.
      const live = names.length > 0 ? this.redis.subscribe(...names) : Promise.resolve();
      void live.then(
        () => {
          this.live = true;
          this.resubscribed.forEach((fn) => fn());
        },
        () => {},
      );
    });
  }

  /** Resolves once messages on `channel` reach `listener`; returns the unsubscribe. */
  async listen(channel: string, listener: Listener): Promise<() => void> {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), ready: this.redis.subscribe(channel) };
      this.channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    const current = entry;
    const unlisten = () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.channels.get(channel) === current) {
        this.channels.delete(channel);
        // Commands on one connection keep their order, so a later subscribe wins.
        this.redis.unsubscribe(channel).catch(() => {});
      }
    };
    try {
      await current.ready;
    } catch (error) {
      unlisten();
      throw error;
    }
    return unlisten;
  }

  /** Messages may have been lost from now until `onResubscribed`. */
  onDisconnected(fn: () => void): void {
    this.disconnected.add(fn);
  }

  onResubscribed(fn: () => void): void {
    this.resubscribed.add(fn);
  }

  async close(): Promise<void> {
    this.channels.clear();
    if (this.redis.status === 'wait' || this.redis.status === 'end') this.redis.disconnect();
    else await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
