import { describe, expect, it } from 'vitest';
import { applyCorrections } from './corrections.js';

describe('a value corrected in the same breath keeps the correction only', () => {
  it.each([
    [
      'The pilot starts on April 2nd… no, April 9 instead, after the school holidays.',
      'The pilot starts on April 9, after the school holidays.',
    ],
    ['Deposit is £40, sorry, £45 per lesson.', 'Deposit is £45 per lesson.'],
    ['Keep logs for 30 days - no wait, 90 days.', 'Keep logs for 90 days.'],
    ['Send the digest on Monday, actually Tuesday.', 'Send the digest on Tuesday.'],
    ['Cap it at 8 seats, make that 6 seats.', 'Cap it at 6 seats.'],
    [
      'Launch is June 4th… no, sorry, June 18, the 4th clashes.',
      'Launch is June 18, the 4th clashes.',
    ],
  ])('%s', (said, meant) => {
    expect(applyCorrections(said)).toBe(meant);
  });

  it.each([
    'Refunds take 5 days, no questions asked.',
    'Up to 3 guests, no more than 2 per room.',
    'Open on Monday, no appointments needed.',
    'Shifts start at 6, no exceptions.',
    'Price is 10 euros, actually cheaper than the bus.',
  ])('leaves "%s" as it is', (text) => {
    expect(applyCorrections(text)).toBe(text);
  });
});
