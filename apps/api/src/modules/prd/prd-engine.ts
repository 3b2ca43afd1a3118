import { messages } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { AiProviderError, createTranscriber, type AiSettings } from '../../platform/ai/index.js';
import {
  createOfflineWriter,
  createWriter,
  greetingReply,
  isGreeting,
  type PrdWriter,
} from './writers/index.js';
import { createExtractor } from '../../platform/extract/index.js';
import type { StagedFile } from './upload-reader.js';
import type { Extraction } from './writers/types.js';

/** The building blocks the flow needs from the platform (built by createPrdEngine). */
export interface PrdEngine {
  isGreeting(text: string): boolean;
  greetingReply(text: string): string;
  extract(file: StagedFile): Promise<Extraction>;
  /** The writer of the moment: the active admin key, the env settings, or offline. */
  writer(): Promise<PrdWriter>;
  /** A message safe to show for a failed generation. */
  failureMessage(err: unknown): string;
}

/**
 * The platform pieces behind the chat: extraction (worker threads, OCR, ffmpeg), the writer of
 * the active AI settings and greetings. The offline writer runs in the task pool's threads
 * (deps.tasks, closed with the app). `close` releases the extraction threads.
 */
export function createPrdEngine(
  deps: Pick<Platform, 'config' | 'log' | 'tasks'>,
  activeSettings: () => Promise<AiSettings | null>,
): PrdEngine & { close(): Promise<void> } {
  const { config, log } = deps;
  // One extractor (one thread pool, one OCR worker). Speech to text follows the settings of the
  // moment (an admin may add a key at any time), so each media file gets the transcriber of now.
  const extractor = createExtractor({
    workers: config.uploads.extractWorkers,
    ffmpegPath: config.ffmpegPath,
    docxMaxEntries: config.uploads.docxMaxEntries,
    docxMaxUnpackedBytes: config.uploads.docxMaxUnpackedBytes,
    maxHeapMb: config.workers.maxHeapMb,
    maxRssMb: config.uploads.extractMaxRssMb,
    logger: log,
  });
  const offline = createOfflineWriter((input, signal) => deps.tasks.draftOffline(input, signal));
  let current: { settings: AiSettings | null; writer: PrdWriter } | undefined;

  return {
    isGreeting,
    greetingReply,
    async extract(file) {
      if (file.kind !== 'audio' && file.kind !== 'video') return extractor.extract(file);
      const transcribe = createTranscriber(await activeSettings());
      return extractor.extract(file, undefined, { transcribe });
    },
    async writer() {
      // The settings object stays the same while it is cached: so does its writer.
      const settings = await activeSettings();
      if (!current || current.settings !== settings)
        current = { settings, writer: createWriter(settings, offline) };
      return current.writer;
    },
    failureMessage: (err) =>
      err instanceof AiProviderError ? err.message : messages.chat.generationFailed,
    async close() {
      await extractor.close();
    },
  };
}
