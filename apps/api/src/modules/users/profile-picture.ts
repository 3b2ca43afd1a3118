import type { Readable } from 'node:stream';
import { constants, messages } from '@prd/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, fieldError } from '../../platform/errors/app-error.js';
import { IMAGE_MAX_PIXELS } from '../../platform/extract/images.js';

/** An uploaded file as the route hands it over: the client's claims and the bytes. */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  /** `truncated` is set by the multipart parser when the file went over its size limit. */
  stream: Readable & { truncated?: boolean };
}

/** Stored avatars are named by 128 random bits; nothing else is ever served. */
export const AVATAR_FILE = /^[a-f0-9]{32}\.webp$/;
export const AVATAR_DIR = 'avatars';

/** Enough for file-type to recognise every format it knows. */
const HEAD_BYTES = 4100;
const ALLOWED_MIME = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/webp', 'image/gif']);
const VIDEO_NAME =
  /\.(3g2|3gp|asf|avi|f4v|flv|m2ts|m2v|m4v|mkv|mov|mp4|mpe?g|mts|mxf|ogv|qt|vob|webm|wmv)$/i;

const videoRejected = () => new AppError('UNSUPPORTED_MEDIA', messages.picture.videoRejected);
const notAnImage = () => new AppError('UNSUPPORTED_MEDIA', messages.picture.notAnImage);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', messages.picture.tooLarge);

/** Whether the client says the file is a video (by its type or its name). */
function claimsVideo(filename: string, mimetype: string): boolean {
  return mimetype.toLowerCase().startsWith('video/') || VIDEO_NAME.test(filename.trim());
}

/** Decides from the content alone: videos and non-images are refused with 415. */
async function checkContent(head: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(head);
  if (type?.mime.startsWith('video/')) throw videoRejected();
  if (!type || !ALLOWED_MIME.has(type.mime)) throw notAnImage();
}

/**
 * Reads an uploaded picture whole (at most maxBytes). The content type is checked as soon as
 * the first bytes arrive, so a video or a non-image is refused before the rest is read.
 */
export async function readPicture(
  file: IncomingFile,
  maxBytes: number = constants.profilePictureMaxBytes,
): Promise<Buffer> {
  if (claimsVideo(file.filename, file.mimetype)) return refuse(file, videoRejected());
  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  // Not destroyed on an early exit: the rest is drained instead (see refuse).
  const reader = file.stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
  try {
    for await (const chunk of reader) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      if (!checked && size >= HEAD_BYTES) {
        checked = true;
        await checkContent(Buffer.concat(chunks).subarray(0, HEAD_BYTES));
      }
    }
  } catch (err) {
    return refuse(file, err);
  }
  if (file.stream.truncated) throw tooLarge();
  if (size === 0) throw fieldError('file', messages.picture.fileRequired);
  const data = Buffer.concat(chunks, size);
  if (!checked) await checkContent(data);
  return data;
}

/**
 * Answers now and drops the unread bytes. Destroying the stream instead would leave the rest
 * of the request unread, and the client's connection hanging.
 */
function refuse(file: IncomingFile, err: unknown): never {
  file.stream.resume();
  throw err;
}

/** A square webp of the profile size, cropped to cover, turned upright, without metadata. */
export async function toAvatar(data: Buffer): Promise<Buffer> {
  const side = constants.profilePictureSizePx;
  try {
    // Bigger images are not decoded: a small compressed file can expand to gigabytes.
    return await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldError('file', messages.picture.unreadable);
  }
}
