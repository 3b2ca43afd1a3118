import { describe, expect, it } from 'vitest';
import { pageButtons } from './pagination';

describe('pageButtons', () => {
  it('numbers every page when there are few, else first, last and neighbours', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});
