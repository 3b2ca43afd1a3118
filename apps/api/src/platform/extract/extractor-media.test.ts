import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeJpg,
  makeMp3,
  makeMp4,
  makePng,
  makeVideo,
  makeWav,
} from '../../../test/fixtures/make-fixtures.js';
import type { Transcribe } from '../ai/types.js';
import { createExtractor, type ExtractableFile, type Extractor } from './extractor.js';
import { extractNotes } from './notes.js';

let dir: string;
/** No speech-to-text provider. */
let plain: Extractor;

const base = { workers: 1, ffmpegPath: 'ffmpeg', docxMaxEntries: 2000, docxMaxUnpackedBytes: 1e8 };

function media(file: string, kind: 'image' | 'audio' | 'video', mediaType: string, name?: string) {
  const ext = path.extname(file).slice(1);
  return { path: file, name: name ?? path.basename(file), kind, ext, mediaType } as ExtractableFile;
}

function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** A Transcribe that records its calls and reads the audio header it was given. */
function recordingTranscriber(segments: { startSeconds: number; text: string }[]) {
  const calls: { path: string; mediaType: string; name: string; header: Buffer }[] = [];
  const transcribe: Transcribe = async (input) => {
    calls.push({ ...input, header: (await readFile(input.path)).subarray(0, 44) });
    return { segments };
  };
  return { transcribe, calls };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prd-extract-media-'));
  plain = createExtractor(base);
});
afterAll(async () => {
  await plain.close();
  await rm(dir, { recursive: true, force: true });
});

describe('images', () => {
  it('reads the text of a png with OCR and hands the image on', async () => {
    const file = await makePng(dir, ['Dark mode must be supported', 'Budget 5000 EUR']);
    const result = await plain.extract(media(file, 'image', 'image/png', 'screen.png'));
    expect(result.chunks).toHaveLength(1);
    expect(result.chunks[0]).toMatchObject({ file: 'screen.png', locator: 'image text' });
    expect(words(result.chunks[0]!.text)).toBe('dark mode must be supported budget 5000 eur');
    expect(result.images).toHaveLength(1);
    expect(result.images[0]).toMatchObject({ file: 'screen.png', mediaType: 'image/png' });
    const meta = await sharp(result.images[0]!.data).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(1400);
    expect(result.notes).toEqual([]);
  }, 60_000);

  it('reads a jpeg and keeps it a jpeg', async () => {
    const file = await makeJpg(dir, ['Launch in March']);
    const result = await plain.extract(media(file, 'image', 'image/jpeg'));
    expect(words(result.chunks[0]!.text)).toBe('launch in march');
    expect(result.images[0]!.mediaType).toBe('image/jpeg');
    expect((await sharp(result.images[0]!.data).metadata()).format).toBe('jpeg');
  }, 60_000);

  it('downscales a large image to 1600 px for providers, and still reads it', async () => {
    const small = await makePng(dir, ['Large poster text']);
    const large = path.join(dir, 'large.png');
    await sharp(small).resize({ width: 4000 }).png().toFile(large);
    const result = await plain.extract(media(large, 'image', 'image/png'));
    const meta = await sharp(result.images[0]!.data).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    expect(words(result.chunks[0]!.text)).toBe('large poster text');
  }, 60_000);

  it('gives an image part and no chunk for an image without text', async () => {
    const blank = path.join(dir, 'blank.png');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(blank);
    const result = await plain.extract(media(blank, 'image', 'image/png'));
    expect(result.chunks).toEqual([]);
    expect(result.images).toHaveLength(1);
  }, 60_000);
});

describe('audio', () => {
  it('keeps a note and no chunk when no speech-to-text is configured', async () => {
    const file = await makeWav(dir, 1);
    expect(await plain.extract(media(file, 'audio', 'audio/wav', 'memo.wav'))).toEqual({
      chunks: [],
      images: [],
      notes: ['memo.wav: audio was not transcribed (no speech-to-text provider is configured).'],
    });
  });

  it('makes one chunk per transcribed segment, located by timestamp', async () => {
    const { transcribe, calls } = recordingTranscriber([
      { startSeconds: 0, text: ' We need offline mode. ' },
      { startSeconds: 65.4, text: 'Payments must use Stripe.' },
      { startSeconds: 3725, text: '   ' },
    ]);
    const extractor = createExtractor({ ...base, transcribe });
    try {
      const file = await makeMp3(dir, 1);
      const result = await extractor.extract(media(file, 'audio', 'audio/mpeg', 'call.mp3'));
      expect(result).toEqual({
        chunks: [
          { file: 'call.mp3', locator: '00:00:00', text: 'We need offline mode.' },
          { file: 'call.mp3', locator: '00:01:05', text: 'Payments must use Stripe.' },
        ],
        images: [],
        notes: [],
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ path: file, mediaType: 'audio/mpeg', name: 'call.mp3' });
    } finally {
      await extractor.close();
    }
  });

  it('takes a transcriber for one call, overriding the configured one', async () => {
    const { transcribe, calls } = recordingTranscriber([{ startSeconds: 1, text: 'Hello.' }]);
    const file = await makeWav(dir, 1);
    const result = await plain.extract(media(file, 'audio', 'audio/wav', 'a.wav'), undefined, {
      transcribe,
    });
    expect(result.chunks).toEqual([{ file: 'a.wav', locator: '00:00:01', text: 'Hello.' }]);
    expect(calls).toHaveLength(1);
    const withSpeech = createExtractor({ ...base, transcribe });
    try {
      const off = await withSpeech.extract(media(file, 'audio', 'audio/wav', 'a.wav'), undefined, {
        transcribe: null,
      });
      expect(off.notes).toEqual([extractNotes.notTranscribed('a.wav')]);
      expect(calls).toHaveLength(1);
    } finally {
      await withSpeech.close();
    }
  });

  it('notes audio without speech', async () => {
    const extractor = createExtractor({ ...base, transcribe: async () => ({ segments: [] }) });
    try {
      const file = await makeWav(dir, 1);
      const result = await extractor.extract(media(file, 'audio', 'audio/wav', 'hum.wav'));
      expect(result.notes).toEqual([extractNotes.noSpeech('hum.wav')]);
    } finally {
      await extractor.close();
    }
  });

  it('turns a transcription error into a note, and logs it', async () => {
    const warnings: unknown[] = [];
    const extractor = createExtractor({
      ...base,
      transcribe: async () => {
        throw new Error('provider said 500');
      },
      logger: { warn: (obj) => warnings.push(obj) },
    });
    try {
      const file = await makeWav(dir, 1);
      const result = await extractor.extract(media(file, 'audio', 'audio/wav', 'memo.wav'));
      expect(result).toEqual({
        chunks: [],
        images: [],
        notes: [
          'memo.wav: audio could not be transcribed (the speech-to-text provider returned an error).',
        ],
      });
      expect(warnings).toHaveLength(1);
    } finally {
      await extractor.close();
    }
  });

  it('passes the abort signal to the transcriber and rejects when aborted', async () => {
    let seen: AbortSignal | undefined;
    const extractor = createExtractor({
      ...base,
      transcribe: ({ signal }) =>
        new Promise((_, reject) => {
          seen = signal;
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    try {
      const file = await makeWav(dir, 1);
      const controller = new AbortController();
      const pending = extractor.extract(media(file, 'audio', 'audio/wav'), controller.signal);
      await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(seen).toBe(controller.signal);
    } finally {
      await extractor.close();
    }
  });
});

describe('video', () => {
  it('transcribes the audio track and reads key frames with OCR', async () => {
    const { transcribe, calls } = recordingTranscriber([
      { startSeconds: 2, text: 'The demo shows the checkout.' },
    ]);
    const extractor = createExtractor({ ...base, transcribe });
    try {
      const file = await makeMp4(dir, { text: 'Checkout must be fast', seconds: 3 });
      const result = await extractor.extract(media(file, 'video', 'video/mp4', 'demo.mp4'));

      expect(result.chunks[0]).toEqual({
        file: 'demo.mp4',
        locator: '00:00:02',
        text: 'The demo shows the checkout.',
      });
      const frames = result.chunks.slice(1);
      expect(frames.length).toBeGreaterThanOrEqual(1);
      expect(frames[0]!.locator).toMatch(/^frame at 00:00:0[0-2]$/);
      expect(words(frames[0]!.text)).toBe('checkout must be fast');
      expect(result.images.length).toBeGreaterThanOrEqual(1);
      expect(result.images[0]).toMatchObject({ file: 'demo.mp4', mediaType: 'image/png' });
      const frame = await sharp(result.images[0]!.data).metadata();
      expect(frame.width).toBeLessThanOrEqual(1280);

      // The transcriber got a 16 kHz mono 16-bit wav, removed again afterwards.
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ mediaType: 'audio/wav', name: 'demo.wav' });
      const header = calls[0]!.header;
      expect(header.toString('latin1', 0, 4)).toBe('RIFF');
      expect(header.readUInt16LE(22)).toBe(1);
      expect(header.readUInt32LE(24)).toBe(16_000);
      expect(header.readUInt16LE(34)).toBe(16);
      expect(await exists(calls[0]!.path)).toBe(false);
      expect(await exists(path.dirname(calls[0]!.path))).toBe(false);
    } finally {
      await extractor.close();
    }
  }, 60_000);

  it('reads frames of a video without an audio track, and says nothing about audio', async () => {
    const { transcribe, calls } = recordingTranscriber([]);
    const extractor = createExtractor({ ...base, transcribe });
    try {
      const file = await makeVideo(dir, {
        text: 'Silent roadmap',
        seconds: 2,
        ext: 'webm',
        audio: false,
      });
      const result = await extractor.extract(media(file, 'video', 'video/webm'));
      expect(calls).toHaveLength(0);
      expect(result.notes).toEqual([]);
      expect(result.chunks.map((c) => words(c.text))).toEqual(['silent roadmap']);
      expect(result.chunks[0]!.locator).toMatch(/^frame at 00:00:0[01]$/);
    } finally {
      await extractor.close();
    }
  }, 60_000);

  it('notes an untranscribed audio track and still reads frames', async () => {
    const file = await makeVideo(dir, { text: 'Avi frames', seconds: 2, ext: 'avi' });
    const result = await plain.extract(media(file, 'video', 'video/x-msvideo', 'talk.avi'));
    expect(result.notes).toEqual([extractNotes.notTranscribed('talk.avi')]);
    expect(result.chunks.map((c) => words(c.text))).toEqual(['avi frames']);
  }, 60_000);

  it('gives a clear note when ffmpeg is not available', async () => {
    const extractor = createExtractor({ ...base, ffmpegPath: '/nonexistent/ffmpeg' });
    try {
      const file = await makeMp4(dir, { text: 'Unseen', seconds: 1 });
      expect(await extractor.extract(media(file, 'video', 'video/mp4', 'clip.mp4'))).toEqual({
        chunks: [],
        images: [],
        notes: [
          'clip.mp4: the video was not processed (ffmpeg is not available on the server), so its audio and frames were not read.',
        ],
      });
    } finally {
      await extractor.close();
    }
  });

  it('notes a video ffmpeg cannot read', async () => {
    const broken = path.join(dir, 'garbage.mp4');
    await writeFile(broken, randomBytes(64 * 1024));
    expect(await plain.extract(media(broken, 'video', 'video/mp4', 'garbage.mp4'))).toEqual({
      chunks: [],
      images: [],
      notes: [extractNotes.videoFailed('garbage.mp4')],
    });
  });
});
