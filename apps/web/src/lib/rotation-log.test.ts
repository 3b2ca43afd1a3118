import { afterEach, describe, expect, it, vi } from 'vitest';
import { rotationLog } from './rotation-log';

const pair = (n: number) => ({ access_token: `a${n}`, refresh_token: `r${n}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rotationLog', () => {
  it('finds nothing for a refresh token nobody exchanged', async () => {
    await expect(rotationLog.follow('r1')).resolves.toBeUndefined();
  });

  it('follows a chain of rotations to the newest pair', async () => {
    await rotationLog.record('r1', pair(2));
    await rotationLog.record('r2', pair(3));
    await expect(rotationLog.follow('r1')).resolves.toEqual(pair(3));
    await expect(rotationLog.follow('r2')).resolves.toEqual(pair(3));
    await expect(rotationLog.follow('r3')).resolves.toBeUndefined();
  });

  it('forgets entries older than five minutes when it writes', async () => {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await rotationLog.record('r1', pair(2));
    vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1);
    await rotationLog.record('x1', { access_token: 'xa', refresh_token: 'x2' });
    await expect(rotationLog.follow('r1')).resolves.toBeUndefined();
    await expect(rotationLog.follow('x1')).resolves.toEqual({
      access_token: 'xa',
      refresh_token: 'x2',
    });
  });

  it('without IndexedDB records nothing and finds nothing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(rotationLog.record('r1', pair(2))).resolves.toBeUndefined();
    await expect(rotationLog.follow('r1')).resolves.toBeUndefined();
    vi.unstubAllGlobals();
  });
});
