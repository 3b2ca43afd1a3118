import type { StreamWriter } from './types.js';

const MAX_PENDING_BYTES = 8 * 1024;

/**
 * Coalesces 'token' events so a long answer makes few stream entries; every append goes through
 * one chain, so events keep the order they were given in.
 */
export function createStreamWriter(
  append: (type: string, data: unknown) => Promise<string>,
  flushMs = 25,
): StreamWriter {
  let pending = '';
  let pendingBytes = 0;
  let firstSent = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  let discarded = false;

  const enqueue = (type: string, data: unknown): Promise<string> => {
    // Checked when the append's turn comes: one queued before discard() is dropped too.
    const appended = chain.then(() => (discarded ? '' : append(type, data)));
    chain = appended.catch((error: unknown) => {
      failure ??= { error };
    });
    return appended;
  };

  const sendPending = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const text = pending;
    pending = '';
    pendingBytes = 0;
    // A failure is kept by the chain and reported by the next flush().
    enqueue('token', { text }).catch(() => {});
  };

  const takeFailure = () => {
    const found = failure;
    failure = undefined;
    if (found) throw found.error;
  };

  return {
    token(text) {
      if (!text || discarded) return;
      pending += text;
      pendingBytes += Buffer.byteLength(text);
      if (!firstSent || pendingBytes >= MAX_PENDING_BYTES) {
        firstSent = true;
        sendPending();
      } else {
        timer ??= setTimeout(sendPending, flushMs);
      }
    },
    async event(type, data) {
      sendPending();
      const id = await enqueue(type, data);
      takeFailure();
      return id;
    },
    async flush() {
      sendPending();
      await chain;
      takeFailure();
    },
    discard() {
      discarded = true;
      clearTimeout(timer);
      timer = undefined;
      pending = '';
      pendingBytes = 0;
    },
  };
}
