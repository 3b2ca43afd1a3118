import { useState } from 'react';

/** `profile_picture` is an absolute URL or a path relative to the API host (spec section 3). */
export function pictureUrl(picture: string | null | undefined): string | null {
  const value = picture?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:|\/)/i.test(value)) return value;
  return `/${value}`;
}

/** The first letter of the name (a whole character, not half of a surrogate pair), else `fallback`. */
export const initialOf = (name: string | null | undefined, fallback = '?') =>
  (Array.from((name ?? '').trim())[0] ?? fallback).toUpperCase();

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-12 text-lg',
  xl: 'size-20 text-3xl',
};

/**
 * The picture, or the name's first letter in a coloured circle when there is none (or it fails).
 * `framed`: inside a ring that keeps its shape while the picture loads (the profile page).
 */
export function Avatar({
  name,
  picture,
  size = 'sm',
  alt = '',
  fallback,
  framed,
}: {
  name: string | null | undefined;
  picture: string | null | undefined;
  size?: keyof typeof sizes;
  /** The picture's text alternative; decorative ("") by default. */
  alt?: string;
  /** The letter shown without a name (`?` by default). */
  fallback?: string;
  framed?: boolean;
}) {
  const src = pictureUrl(picture);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  const initial = initialOf(name, fallback);
  if (framed) {
    return (
      <span
        className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-600 font-semibold text-white ring-4 ring-surface ${sizes[size]}`}
      >
        {showImage ? (
          <img
            src={src}
            alt={alt}
            className="size-full object-cover"
            onError={() => setFailedSrc(src)}
          />
        ) : (
          <span aria-hidden="true" data-testid="avatar-initial">
            {initial}
          </span>
        )}
      </span>
    );
  }
  if (showImage) {
    return (
      <img
        src={src}
        alt={alt}
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
      {initial}
    </span>
  );
}
