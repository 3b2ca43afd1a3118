import { describe, expect, it } from 'vitest';
import { keyTail, maskKey } from './key-mask.js';

describe('maskKey', () => {
  it('shows at most a known prefix (3 characters) and the last 4', () => {
    const openai = 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWx1234';
    expect(maskKey(openai, keyTail(openai))).toBe('sk-...1234');
    const anthropic = 'sk-ant-api03-AbCdEfGhIjKlMnOp-wxyz';
    expect(maskKey(anthropic, keyTail(anthropic))).toBe('sk-...wxyz');
    const google = 'AIzaSyA-0123456789abcdefghijk';
    expect(maskKey(google, keyTail(google))).toBe('AIz...hijk');
    const other = 'or-v1-0123456789abcdefghijklmnop';
    expect(maskKey(other, keyTail(other))).toBe('...mnop');
  });

  it('shows no tail for short keys and nothing for an empty one', () => {
    expect(keyTail('sk-0123456789abcde')).toBe('');
    expect(maskKey('sk-0123456789abcde', '')).toBe('sk-...');
    expect(keyTail('')).toBe('');
    expect(maskKey('', '')).toBe('');
  });

  it('falls back to the stored tail when the key cannot be read', () => {
    expect(maskKey(undefined, 'abcd')).toBe('...abcd');
  });

  it('never reveals more than 7 characters of any key', () => {
    for (const key of ['sk-' + 'x'.repeat(40), 'AIza' + 'y'.repeat(35), 'z'.repeat(25)]) {
      const masked = maskKey(key, keyTail(key)).replace('...', '');
      expect(masked.length).toBeLessThanOrEqual(7);
    }
  });
});
