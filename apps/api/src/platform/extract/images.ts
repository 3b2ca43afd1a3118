import sharp from 'sharp';

/** Longest side of an image handed to a vision provider. */
const IMAGE_PART_MAX_PX = 1600;
/** Longest side given to OCR: enough for body text, bounded so a huge image cannot stall it. */
const OCR_MAX_PX = 3000;
/**
 * Images with more pixels are never decoded (chat images and avatars alike): a PNG of one
 * colour a few KB on disk can claim 20000×20000, 1.6 GB once decoded. 50 Mpx is above any
 * phone camera or 8K frame; sharp's own default is 268 Mpx.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

/** An image whose header claims more than IMAGE_MAX_PIXELS; nothing of it was decoded. */
export class ImageTooLargeError extends Error {
  constructor() {
    super(`the image is over ${IMAGE_MAX_MEGAPIXELS} megapixels`);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * A sharp pipeline that refuses to decode more than IMAGE_MAX_PIXELS. The size is read from the
 * header first, so an oversized image costs a header parse, not a decode; sharp's own limit
 * stays on as a second check on what it actually decodes.
 */
async function decode(input: Buffer): Promise<sharp.Sharp> {
  const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS });
  const { width = 0, height = 0 } = await image.metadata().catch((error: unknown) => {
    throw tooLargeOr(error);
  });
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageTooLargeError();
  return image;
}

function tooLargeOr(error: unknown): unknown {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? new ImageTooLargeError()
    : error;
}

async function run<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw tooLargeOr(error);
  });
}

/**
 * The image re-encoded for a provider: at most IMAGE_PART_MAX_PX on its longest side, EXIF
 * orientation applied, metadata (GPS and the like) dropped, same media type. Throws
 * ImageTooLargeError for an image over IMAGE_MAX_PIXELS.
 */
export async function imagePartData(input: Buffer, mediaType: string): Promise<Uint8Array> {
  const pipeline = (await decode(input)).rotate().resize({
    width: IMAGE_PART_MAX_PX,
    height: IMAGE_PART_MAX_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const out =
    mediaType === 'image/jpeg'
      ? pipeline.jpeg({ quality: 85 })
      : pipeline.png({ compressionLevel: 6 });
  return new Uint8Array(await run(out.toBuffer()));
}

/**
 * A grayscale PNG for tesseract, bounded in size; small images are enlarged a little. Throws
 * ImageTooLargeError for an image over IMAGE_MAX_PIXELS.
 */
export async function ocrInput(input: Buffer): Promise<Buffer> {
  const image = (await decode(input)).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  const longest = Math.max(width, height);
  if (longest > 0) {
    const target = longest > OCR_MAX_PX ? OCR_MAX_PX : longest < 1000 ? longest * 2 : longest;
    image.resize({ width: target, height: target, fit: 'inside' });
  }
  return run(image.grayscale().png({ compressionLevel: 1 }).toBuffer());
}
