import { messages } from '@prd/contract';
import { useState } from 'react';
import { initialOf } from '../utils/format';
import { pictureUrl } from '../utils/picture';

const sizes = { md: 'size-12 text-lg', lg: 'size-20 text-3xl' };

/** The profile picture, or the first letter of the name (U without one) when there is none. */
export function Avatar({
  name,
  picture,
  size = 'lg',
}: {
  name: string | null | undefined;
  picture: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  const src = pictureUrl(picture);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-600 font-semibold text-white ring-4 ring-surface ${sizes[size]}`}
    >
      {showImage ? (
        <img
          src={src}
          alt={name ? messages.dashboard.avatarAlt(name) : messages.dashboard.avatarAltAnonymous}
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <span aria-hidden="true" data-testid="avatar-initial">
          {initialOf(name)}
        </span>
      )}
    </span>
  );
}
