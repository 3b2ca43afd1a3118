/**
 * A stand-in for the Web Locks API, which jsdom lacks: exclusive locks granted in request order,
 * shared by everything in the test file the way the browser shares them between tabs.
 * Tests can read `granted` to see which names were taken.
 */
export class FakeLockManager {
  readonly granted: string[] = [];
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<T>,
    maybeCallback?: LockGrantedCallback<T>,
  ): Promise<T> {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!;
    const before = this.tails.get(name) ?? Promise.resolve();
    const run = before.then(async () => {
      this.granted.push(name);
      // Like the browser, the lock is held until what the callback returns has settled.
      return await callback({ name, mode: 'exclusive' });
    });
    // The next request waits for this one to finish, however it ends.
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(name, tail);
    void tail.then(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
    });
    return run;
  }
}

/** Puts a fresh fake on `navigator.locks` (or removes it with `null`); returns it. */
export function installFakeLocks(manager: FakeLockManager | null = new FakeLockManager()) {
  Object.defineProperty(navigator, 'locks', { value: manager ?? undefined, configurable: true });
  return manager;
}
