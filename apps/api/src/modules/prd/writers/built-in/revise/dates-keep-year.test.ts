import { describe, expect, it } from 'vitest';
import { withYearOf } from './revise-dates.js';

describe("a moved date keeps the plan's year", () => {
  it.each([
    ['3 March 2026', '24 March', '24 March 2026'],
    ['3 December 2026', 'January 12', 'January 12 2027'],
    ['Q3 2026', 'Q4', 'Q4 2026'],
    ['Q3 2026', 'Q1', 'Q1 2027'],
    ['March 2026', 'June', 'June 2026'],
  ])('from %s to %s is %s', (old, typed, date) => expect(withYearOf(old, typed)).toBe(date));

  it.each([
    ['3 March', '24 March'],
    ['3 March 2026', '24 March 2027'],
    ['Q3 2026', 'June'],
  ])('from %s to %s stays as typed', (old, typed) => expect(withYearOf(old, typed)).toBe(typed));
});
