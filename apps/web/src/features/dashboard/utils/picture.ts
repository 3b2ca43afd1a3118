import { constants, messages } from '@prd/contract';

/** Client-side check of a chosen profile picture; the server applies the same rules. */
export function pictureProblem(file: File): string | null {
  if (file.type.startsWith('video/')) return messages.picture.videoRejected;
  if (!file.type.startsWith('image/')) return messages.picture.notAnImage;
  if (file.size > constants.profilePictureMaxBytes) return messages.picture.tooLarge;
  return null;
}

/** profile_picture is an absolute URL or a path relative to the API's host (spec section 3). */
export function pictureUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('/')) return value;
  return `/${value}`;
}
