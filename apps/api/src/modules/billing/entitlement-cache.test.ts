import { describe, expect, it } from 'vitest';
import { EntitlementCache } from './entitlement-cache.js';

describe('EntitlementCache', () => {
  it('keeps a value until its time or a change for its user', () => {
    const cache = new EntitlementCache<string>(true);
    cache.set('u1', 'Pro', 1_000, cache.mark);
    cache.set('u2', 'Team', 1_000, cache.mark);
    expect(cache.get('u1', 999)).toBe('Pro');
    expect(cache.get('u1', 1_000)).toBeUndefined();
    cache.onChange('u:u2');
    expect(cache.get('u2', 0)).toBeUndefined();
  });

  it('does not store a value read before a change it did not see', () => {
    const cache = new EntitlementCache<string>(true);
    const mark = cache.mark;
    cache.onChange('u:someone');
    cache.set('u1', 'stale', 1_000, mark);
    expect(cache.get('u1', 0)).toBeUndefined();
  });

  it('forgets everything when any plan changes, and stores nothing when disabled', () => {
    const cache = new EntitlementCache<string>(true);
    cache.set('u1', 'Pro', 1_000, cache.mark);
    cache.onChange('p');
    expect(cache.get('u1', 0)).toBeUndefined();
    const off = new EntitlementCache<string>(false);
    off.set('u1', 'Pro', 1_000, off.mark);
    expect(off.get('u1', 0)).toBeUndefined();
  });
});
