import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Extraction, Transcribe } from '../ai/types.js';
import type { Ffmpeg } from './ffmpeg.js';
import { IMAGE_MAX_MEGAPIXELS, ImageTooLargeError, ocrInput } from './images.js';
import { extractNotes } from './notes.js';
import type { Ocr } from './ocr.js';
import { formatTimestamp } from './timestamps.js';

export interface ExtractLogger {
  warn(obj: object, msg?: string): void;
}

export interface MediaDeps {
  ffmpeg: Ffmpeg;
  ocr: Ocr;
  transcribe: Transcribe | null;
  logger: ExtractLogger | undefined;
}

interface MediaFile {
  path: string;
  name: string;
  mediaType: string;
}

function empty(): Extraction {
  return { chunks: [], images: [], notes: [] };
}

function rethrowIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason;
}

/** Speech to text for an audio file: one chunk per segment, or a note saying why there is none. */
export async function transcribeAudio(
  deps: MediaDeps,
  audio: { path: string; mediaType: string; name: string },
  file: string,
  signal?: AbortSignal,
): Promise<Extraction> {
  const result = empty();
  if (!deps.transcribe) {
    result.notes.push(extractNotes.notTranscribed(file));
    return result;
  }
  try {
    const { segments } = await deps.transcribe({ ...audio, signal });
    for (const segment of segments) {
      const text = segment.text.trim();
      if (text) result.chunks.push({ file, locator: formatTimestamp(segment.startSeconds), text });
    }
    if (result.chunks.length === 0) result.notes.push(extractNotes.noSpeech(file));
  } catch (error) {
    rethrowIfAborted(signal);
    deps.logger?.warn({ err: error, file }, 'transcription failed');
    result.notes.push(extractNotes.transcriptionFailed(file));
  }
  return result;
}

/** Times of the key frames: 1 for very short or unknown lengths, else 3 or 4 evenly spaced. */
export function frameTimes(durationSeconds: number | undefined): number[] {
  if (!durationSeconds || durationSeconds < 1) return [0];
  const count = durationSeconds >= 8 ? 4 : 3;
  return Array.from({ length: count }, (_, i) => ((i + 0.5) * durationSeconds) / count);
}

/**
 * A video's audio track (transcribed like an audio file) and a few key frames (OCR text and
 * image parts). Temp files live in a private directory removed at the end, whatever happens.
 */
export async function extractVideo(
  deps: MediaDeps,
  file: MediaFile,
  signal?: AbortSignal,
): Promise<Extraction> {
  const result = empty();
  if (!(await deps.ffmpeg.available())) {
    result.notes.push(extractNotes.noFfmpeg(file.name));
    return result;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'prd-video-'));
  try {
    const info = await deps.ffmpeg.probe(file.path, signal);
    if (!info.hasAudio && !info.hasVideo) {
      result.notes.push(extractNotes.videoFailed(file.name));
      return result;
    }
    if (info.hasAudio) {
      if (deps.transcribe) {
        const wav = path.join(dir, 'audio.wav');
        await deps.ffmpeg.extractAudio(file.path, wav, signal);
        const base = path.parse(file.name).name || 'audio';
        const audio = { path: wav, mediaType: 'audio/wav', name: `${base}.wav` };
        merge(result, await transcribeAudio(deps, audio, file.name, signal));
      } else {
        result.notes.push(extractNotes.notTranscribed(file.name));
      }
    }
    if (info.hasVideo) merge(result, await keyFrames(deps, file, info, dir, signal));
  } catch (error) {
    rethrowIfAborted(signal);
    deps.logger?.warn({ err: error, file: file.name }, 'video extraction failed');
    result.notes.push(extractNotes.videoFailed(file.name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return result;
}

async function keyFrames(
  deps: MediaDeps,
  file: MediaFile,
  info: { durationSeconds: number | undefined },
  dir: string,
  signal: AbortSignal | undefined,
): Promise<Extraction> {
  const result = empty();
  const seen = new Set<string>();
  for (const [index, seconds] of frameTimes(info.durationSeconds).entries()) {
    const out = path.join(dir, `frame-${index}.png`);
    await deps.ffmpeg.extractFrame(file.path, seconds, out, signal);
    // Seeking past the last frame writes nothing; that frame is simply skipped.
    const png = await readFile(out).catch(() => undefined);
    if (!png) continue;
    const input = await ocrInput(png).catch((error: unknown) => {
      if (error instanceof ImageTooLargeError) return undefined;
      throw error;
    });
    if (!input) {
      // Every frame has the video's size: one note, no frames.
      result.notes.push(extractNotes.imageTooLarge(file.name, IMAGE_MAX_MEGAPIXELS));
      break;
    }
    const text = await deps.ocr.recognize(input, signal);
    // A still or slow video gives the same frame again: keep it once.
    if (text && seen.has(text)) continue;
    if (text) {
      seen.add(text);
      result.chunks.push({
        file: file.name,
        locator: `frame at ${formatTimestamp(seconds)}`,
        text,
      });
    }
    result.images.push({ file: file.name, mediaType: 'image/png', data: new Uint8Array(png) });
  }
  return result;
}

function merge(into: Extraction, from: Extraction): void {
  into.chunks.push(...from.chunks);
  into.images.push(...from.images);
  into.notes.push(...from.notes);
}
