import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeHugePng, makePng } from '../../../test/fixtures/make-fixtures.js';
import { buildBlackPng } from '../../../test/fixtures/write-png.js';
import type { Ffmpeg } from './ffmpeg.js';
import { IMAGE_MAX_PIXELS, ImageTooLargeError, imagePartData, ocrInput } from './images.js';
import { extractVideo } from './media.js';
import { extractNotes } from './notes.js';
import { parseTimed } from '../../../test/helpers/measure.js';

const MB = 1024 * 1024;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('pixel cap', () => {
  it('is the avatar cap, far under sharp’s default of 268 Mpx', () => {
    expect(IMAGE_MAX_PIXELS).toBe(50_000_000);
  });

  it('does not decode a 16000×16000 PNG of 750 KB (768 MB of pixels)', async () => {
    // Under sharp's default limit: without our cap this decodes in seconds and hundreds of MB.
    const png = await readFile(await makeHugePng(dir, { width: 16000, height: 16000 }));
    expect(png.length).toBeLessThan(MB);
    const { result, ms, rssGrowth } = await parseTimed(() =>
      Promise.allSettled([imagePartData(png, 'image/png'), ocrInput(png)]),
    );
    for (const outcome of await result) {
      expect(outcome.status).toBe('rejected');
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ImageTooLargeError);
    }
    expect(ms).toBeLessThan(10_000);
    expect(rssGrowth).toBeLessThan(64 * MB);
  });

  it('refuses just over the cap and reads a normal image', async () => {
    const over = buildBlackPng(10_001, 5_000);
    await expect(ocrInput(over)).rejects.toBeInstanceOf(ImageTooLargeError);
    const normal = await readFile(await makePng(dir, ['Hello']));
    const data = await imagePartData(normal, 'image/png');
    expect((await sharp(data).metadata()).format).toBe('png');
  });
});

describe('video key frames', () => {
  it('notes a video whose frames are over the cap once, and reads none of them', async () => {
    const ffmpeg: Ffmpeg = {
      available: () => Promise.resolve(true),
      probe: () => Promise.resolve({ durationSeconds: 20, hasAudio: false, hasVideo: true }),
      extractAudio: () => Promise.resolve(),
      extractFrame: (_file, _seconds, out) => writeFile(out, buildBlackPng(1280, 40_000)),
    };
    const recognize = vi.fn(() => Promise.resolve('text'));
    const result = await extractVideo(
      {
        ffmpeg,
        ocr: { recognize, close: () => Promise.resolve() },
        transcribe: null,
        logger: undefined,
      },
      { path: '/nowhere.mp4', name: 'tall.mp4', mediaType: 'video/mp4' },
    );
    expect(result).toEqual({
      chunks: [],
      images: [],
      notes: [extractNotes.imageTooLarge('tall.mp4', 50)],
    });
    expect(recognize).not.toHaveBeenCalled();
  });
});
