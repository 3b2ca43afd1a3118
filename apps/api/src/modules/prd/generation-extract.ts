import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../platform/files/index.js';
import type { GenerationRepository } from './generation.repository.js';
import type { FileExtraction } from './generation-types.js';
import type { PrdEngine } from './prd-engine.js';
import { storedExtraction } from './session-context.js';
import type { Extraction } from './writers/types.js';

const unreadable = (name: string): Extraction => ({
  chunks: [],
  images: [],
  notes: [`${name}: the file could not be read.`],
});

/**
 * Extracts a send's files from the file store (copies in `dir`, for the parsers): their text
 * merged for the writer, and what follow-ups of the session may read again without extracting.
 */
export async function extractAll(
  deps: { files: FileStore; engine: Pick<PrdEngine, 'extract'>; log: FastifyBaseLogger },
  dir: string,
  list: Awaited<ReturnType<GenerationRepository['inputOf']>>['files'],
): Promise<{ merged: Extraction; kept: FileExtraction[] }> {
  const { files, engine, log } = deps;
  const all = await Promise.all(
    list.map(async (file, i) => {
      const ext = path.extname(file.storeKey).slice(1);
      const local = path.join(dir, `${i}.${ext || 'bin'}`);
      try {
        const found = await files.download(file.storeKey, local);
        if (!found) return unreadable(file.name);
        return await engine.extract({
          name: file.name,
          path: local,
          size: found.size,
          kind: file.kind,
          ext,
          mediaType: file.mediaType,
        });
      } catch (err) {
        log.warn({ err, kind: file.kind }, 'extraction failed');
        return unreadable(file.name);
      }
    }),
  );
  const merged = {
    chunks: all.flatMap((e) => e.chunks),
    images: all.flatMap((e) => e.images),
    notes: all.flatMap((e) => e.notes),
  };
  // What follow-ups of the session may read again without extracting.
  const kept = list
    .map((file, i) => ({ fileId: file.id, extraction: storedExtraction(all[i]!.chunks) }))
    .filter((k) => k.extraction.chunks.length > 0);
  return { merged, kept };
}
