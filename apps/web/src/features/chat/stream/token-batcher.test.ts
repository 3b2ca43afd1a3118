import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenBatcher } from './token-batcher';

afterEach(() => vi.unstubAllGlobals());

describe('createTokenBatcher', () => {
  it('hands over all tokens of a frame at once, in order, on the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const out: string[] = [];
    const batcher = createTokenBatcher((text) => out.push(text));
    batcher.push('Hel');
    batcher.push('lo');
    expect(out).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(out).toEqual(['Hello']);
    batcher.push(' world');
    expect(frames).toHaveLength(2);
    batcher.flush();
    expect(out).toEqual(['Hello', ' world']);
  });

  it('drops what is pending on cancel', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const out: string[] = [];
    const batcher = createTokenBatcher((text) => out.push(text));
    batcher.push('lost');
    batcher.cancel();
    batcher.flush();
    expect(out).toEqual([]);
  });
});
