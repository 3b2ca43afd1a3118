import { mkdir, rm } from 'node:fs/promises';
import { messages } from '@prd/contract';
import type { Attempt, GenerationJobDeps } from './generation-attempt.js';
import { extractAll } from './generation-extract.js';
import type { GenerationRepository } from './generation.repository.js';
import type { PrdInput } from './writers/types.js';

/** What the writer needs besides the typed text, as the repository reads it. */
export type StoredInput = Awaited<ReturnType<GenerationRepository['inputOf']>>;

/** The writer's input: the typed text, the files' extracted text and the session so far. */
export async function readInput(
  deps: GenerationJobDeps,
  run: Attempt,
  input: StoredInput,
): Promise<PrdInput> {
  const { row, dir } = run;
  if (input.files.length > 0) {
    run.madeDir = true;
    await mkdir(dir, { recursive: true });
  }
  const extracted = await extractAll(deps, dir, input.files);
  run.extractions = extracted.kept;
  // The store keeps the files; the copies were only for the parsers.
  if (input.files.length > 0) await rm(dir, { recursive: true, force: true });
  return {
    message: row.text,
    files: input.files.map((f) => ({ name: f.name, kind: f.kind })),
    ...extracted.merged,
    notes: [...extracted.merged.notes, ...row.skippedFiles.map(messages.chat.skippedFile)],
    previousPrd: input.previousPrd,
    previousVersion: input.previousVersion,
    history: input.history,
    turns: input.turns,
    sessionChunks: input.sessionChunks,
    now: new Date(),
  };
}
