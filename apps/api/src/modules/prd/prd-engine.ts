import { messages } from '@prd/contract';
import { wordFileName } from '@prd/documents';
import type { Deps } from '../../deps.js';
import {
  AiProviderError,
  createTranscriber,
  createWriter,
  greetingReply,
  isGreeting,
} from '../../platform/ai/index.js';
import type { AiSettings, PrdWriter, Transcribe } from '../../platform/ai/types.js';
import { createExtractor } from '../../platform/extract/index.js';
import type { PrdEngine } from './prd.service.js';

/**
 * The platform pieces behind the chat: extraction (worker threads, OCR, ffmpeg), the writer of
 * the active AI settings and greetings. `close` releases the worker threads.
 */
export function createPrdEngine(
  deps: Pick<Deps, 'config' | 'log'>,
  activeSettings: () => Promise<AiSettings | null>,
): PrdEngine & { close(): Promise<void> } {
  const { config, log } = deps;
  const common = {
    workers: config.uploads.extractWorkers,
    ffmpegPath: config.ffmpegPath,
    docxMaxEntries: config.uploads.docxMaxEntries,
    docxMaxUnpackedBytes: config.uploads.docxMaxUnpackedBytes,
    logger: log,
  };
  // Speech to text depends on the settings of the moment (an admin may add a key at any time),
  // but an extractor's transcriber is fixed: audio and video go to the one with speech when a
  // transcriber exists right now, else to the one that notes "not transcribed". Both start
  // their threads lazily, so the unused one costs nothing.
  const speech: Transcribe = async (input) => {
    const transcribe = createTranscriber(await activeSettings());
    if (!transcribe) throw new Error('No speech-to-text provider is configured.');
    return transcribe(input);
  };
  const withSpeech = createExtractor({ ...common, transcribe: speech });
  const withoutSpeech = createExtractor({ ...common, transcribe: null });
  let current: { settings: AiSettings | null; writer: PrdWriter } | undefined;

  return {
    isGreeting,
    greetingReply,
    async extract(file) {
      const media = file.kind === 'audio' || file.kind === 'video';
      const canTranscribe = media && createTranscriber(await activeSettings()) !== null;
      return (canTranscribe ? withSpeech : withoutSpeech).extract(file);
    },
    async writer() {
      // The settings object stays the same while it is cached: so does its writer.
      const settings = await activeSettings();
      if (!current || current.settings !== settings)
        current = { settings, writer: createWriter(settings) };
      return current.writer;
    },
    docxName: (files) => wordFileName({ files }),
    failureMessage: (err) =>
      err instanceof AiProviderError ? err.message : messages.chat.generationFailed,
    async close() {
      await Promise.all([withSpeech.close(), withoutSpeech.close()]);
    },
  };
}
