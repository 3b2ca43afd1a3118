import { readFile } from 'node:fs/promises';
import type { Extraction, FileKind, Transcribe } from '../ai/types.js';
import { checkDocx } from './docx-guard.js';
import { createFfmpeg } from './ffmpeg.js';
import { IMAGE_MAX_MEGAPIXELS, ImageTooLargeError, imagePartData, ocrInput } from './images.js';
import { extractVideo, transcribeAudio, type ExtractLogger, type MediaDeps } from './media.js';
import { extractNotes } from './notes.js';
import { createOcr } from './ocr.js';
import type { PoolStats } from '../workers/pool.js';
import { createProcessPool, processEntry, type ProcessEntry } from '../workers/process-pool.js';
import type { extractHandlers } from './extract-worker.js';

interface ExtractorOptions {
  /** Child processes for pdf and docx parsing (config.uploads.extractWorkers). */
  workers: number;
  ffmpegPath: string;
  docxMaxEntries: number;
  docxMaxUnpackedBytes: number;
  transcribe?: Transcribe | null;
  logger?: ExtractLogger;
  /** Per document parse and per ffmpeg run; default 2 minutes. */
  timeoutMs?: number;
  /** Heap cap of each parser process (config.workers.maxHeapMb); default 512. */
  maxHeapMb?: number;
  /**
   * Resident memory cap of each parser process (config.uploads.extractMaxRssMb); default 512.
   * Parsers hold a file's data in Buffers, outside any heap cap, so a lying file is bounded here.
   */
  maxRssMb?: number;
  /** Another entry serving the same tasks (tests: a hostile one). */
  entry?: ProcessEntry;
}

export interface ExtractableFile {
  /** Where the stored bytes are on local disk. */
  path: string;
  /** The user's file name, used in chunks, image parts and notes. */
  name: string;
  kind: FileKind;
  ext: string;
  mediaType: string;
}

export interface Extractor {
  /**
   * Text chunks (with locators), image parts and notes for one file. Throws DocxRejectedError
   * for a docx refused by the guard, and the signal's reason when aborted; any other failure to
   * read the file becomes a note. `overrides.transcribe` replaces the extractor's transcriber
   * for this call (speech-to-text settings can change while the extractor lives).
   */
  extract(
    file: ExtractableFile,
    signal?: AbortSignal,
    overrides?: { transcribe?: Transcribe | null },
  ): Promise<Extraction>;
  /** The document parsers' counters (processes started, live, busy, queued, done). */
  stats(): PoolStats;
  close(): Promise<void>;
}

export function createExtractor(options: ExtractorOptions): Extractor {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const pool = createProcessPool<typeof extractHandlers>({
    entry: options.entry ?? processEntry(import.meta.url, 'extract-worker'),
    size: options.workers,
    timeoutMs,
    maxHeapMb: options.maxHeapMb,
    maxRssMb: options.maxRssMb ?? 512,
    label: 'The document parser',
  });
  const ocr = createOcr();
  const deps: MediaDeps = {
    ffmpeg: createFfmpeg(options.ffmpegPath, timeoutMs),
    ocr,
    transcribe: options.transcribe ?? null,
    logger: options.logger,
  };

  function unreadable(file: ExtractableFile, error: unknown, signal?: AbortSignal): Extraction {
    if (signal?.aborted) throw signal.reason;
    options.logger?.warn({ err: error, file: file.name }, 'file could not be read');
    return { chunks: [], images: [], notes: [extractNotes.unreadable(file.name)] };
  }

  async function document(file: ExtractableFile, signal?: AbortSignal): Promise<Extraction> {
    const op = file.ext === 'pdf' ? 'pdf' : 'docx';
    if (op === 'docx') {
      await checkDocx(
        file.path,
        { maxEntries: options.docxMaxEntries, maxUnpackedBytes: options.docxMaxUnpackedBytes },
        file.name,
      );
    }
    try {
      const chunks = await pool.run(
        op,
        { path: file.path, file: file.name },
        { signal, timeoutMessage: 'Reading the document took too long.' },
      );
      const notes: string[] = [];
      if (chunks.length === 0) {
        notes.push(
          op === 'pdf' ? extractNotes.noPdfText(file.name) : extractNotes.noDocxText(file.name),
        );
      }
      return { chunks, images: [], notes };
    } catch (error) {
      return unreadable(file, error, signal);
    }
  }

  async function image(file: ExtractableFile, signal?: AbortSignal): Promise<Extraction> {
    try {
      const bytes = await readFile(file.path, { signal });
      const [data, text] = await Promise.all([
        imagePartData(bytes, file.mediaType),
        ocrInput(bytes).then((input) => ocr.recognize(input, signal)),
      ]);
      return {
        chunks: text ? [{ file: file.name, locator: 'image text', text }] : [],
        images: [{ file: file.name, mediaType: file.mediaType, data }],
        notes: [],
      };
    } catch (error) {
      if (error instanceof ImageTooLargeError) {
        const note = extractNotes.imageTooLarge(file.name, IMAGE_MAX_MEGAPIXELS);
        return { chunks: [], images: [], notes: [note] };
      }
      return unreadable(file, error, signal);
    }
  }

  return {
    async extract(file, signal, overrides) {
      const media: MediaDeps =
        overrides && 'transcribe' in overrides
          ? { ...deps, transcribe: overrides.transcribe ?? null }
          : deps;
      signal?.throwIfAborted();
      switch (file.kind) {
        case 'document':
          return document(file, signal);
        case 'image':
          return image(file, signal);
        case 'audio':
          return transcribeAudio(
            media,
            { path: file.path, mediaType: file.mediaType, name: file.name },
            file.name,
            signal,
          );
        case 'video':
          return extractVideo(media, file, signal);
      }
    },
    stats: () => pool.stats(),
    async close() {
      await Promise.all([pool.close(), ocr.close()]);
    },
  };
}
