import { useState } from 'react';

/** `profile_picture` is an absolute URL or a path relative to the API host (spec section 3). */
export function pictureUrl(picture: string | null | undefined): string | null {
  const value = picture?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:|\/)/i.test(value)) return value;
  return `/${value}`;
}

/** The first letter of the name (a whole character, not half of a surrogate pair). */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();

const sizes = { sm: 'size-9 text-sm', lg: 'size-11 text-base' };

/** The picture, or the name's first letter in a coloured circle when there is none (or it fails). */
export function Avatar({
  name,
  picture,
  size = 'sm',
}: {
  name: string;
  picture: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  const src = pictureUrl(picture);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailedSrc(src)}
        className={`${sizes[size]} shrink-0 rounded-full bg-surface-muted object-cover ring-1 ring-line`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className={`${sizes[size]} grid shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white select-none`}
    >
      {initialOf(name)}
    </span>
  );
}
