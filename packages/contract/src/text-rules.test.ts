import { describe, expect, it } from 'vitest';
import { hasForbiddenControl } from './text-rules.js';

describe('hasForbiddenControl', () => {
  it('allows ordinary text, tabs and new lines of every style', () => {
    expect(hasForbiddenControl('Plain text, ünïcödé and emoji 🚀')).toBe(false);
    expect(hasForbiddenControl('a\tb\nc\r\nd\re')).toBe(false);
    expect(hasForbiddenControl('')).toBe(false);
  });

  it('refuses NUL, other C0 controls, DEL and C1 controls', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasForbiddenControl(`before${c}after`)).toBe(true);
    }
  });
});
