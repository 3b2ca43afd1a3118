import sharp from 'sharp';

/** Longest side of an image handed to a vision provider. */
export const IMAGE_PART_MAX_PX = 1600;
/** Longest side given to OCR: enough for body text, bounded so a huge image cannot stall it. */
const OCR_MAX_PX = 3000;

/**
 * The image re-encoded for a provider: at most IMAGE_PART_MAX_PX on its longest side, EXIF
 * orientation applied, metadata (GPS and the like) dropped, same media type.
 */
export async function imagePartData(input: Buffer, mediaType: string): Promise<Uint8Array> {
  const pipeline = sharp(input).rotate().resize({
    width: IMAGE_PART_MAX_PX,
    height: IMAGE_PART_MAX_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const out =
    mediaType === 'image/jpeg'
      ? pipeline.jpeg({ quality: 85 })
      : pipeline.png({ compressionLevel: 6 });
  return new Uint8Array(await out.toBuffer());
}

/** A grayscale PNG for tesseract, bounded in size; small images are enlarged a little. */
export async function ocrInput(input: Buffer): Promise<Buffer> {
  const image = sharp(input).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  const longest = Math.max(width, height);
  if (longest === 0) return image.grayscale().png({ compressionLevel: 1 }).toBuffer();
  const target = longest > OCR_MAX_PX ? OCR_MAX_PX : longest < 1000 ? longest * 2 : longest;
  return image
    .resize({ width: target, height: target, fit: 'inside' })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
