import { describe, expect, it } from 'vitest';
import { initialOf, pictureUrl } from './avatar';

describe('avatar', () => {
  it('takes the initial of the name, U without one', () => {
    expect(initialOf('ada', 'U')).toBe('A');
    expect(initialOf('  ', 'U')).toBe('U');
    expect(initialOf(null, 'U')).toBe('U');
  });

  it('keeps absolute and rooted addresses and roots relative ones', () => {
    expect(pictureUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(pictureUrl('/api/v1/user/profile_picture/a.webp')).toBe(
      '/api/v1/user/profile_picture/a.webp',
    );
    expect(pictureUrl('uploads/a.png')).toBe('/uploads/a.png');
    expect(pictureUrl(null)).toBeNull();
  });
});
