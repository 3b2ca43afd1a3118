import { constants, messages } from '@prd/contract';

/** Client-side check of a chosen profile picture; the server applies the same rules. */
export function pictureProblem(file: File): string | null {
  if (file.type.startsWith('video/')) return messages.picture.videoRejected;
  if (!file.type.startsWith('image/')) return messages.picture.notAnImage;
  if (file.size > constants.profilePictureMaxBytes) return messages.picture.tooLarge;
  return null;
}
