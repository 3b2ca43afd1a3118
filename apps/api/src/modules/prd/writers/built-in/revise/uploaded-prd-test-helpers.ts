import { parseMarkdown, type Prd } from '@prd/prd';
import { expect } from 'vitest';
import type { SourceChunk } from '../../../../../platform/ai/types.js';
import type { PrdInput } from '../../types.js';
import { inputOf } from '../write/draft-test-helpers.js';
import { draftOffline } from '../writer.js';

/** Shared by the uploaded-PRD tests: the input with its files, the draft's model, its rows. */

const NOW = new Date('2026-03-02T09:00:00Z');

export function input(
  message: string,
  chunks: SourceChunk[],
  extra: Partial<PrdInput> = {},
): PrdInput {
  const files = [...new Set(chunks.map((c) => c.file))].map((name) => ({
    name,
    kind: 'document' as const,
  }));
  return inputOf(message, {
    files,
    chunks,
    previousVersion: 0,
    turns: [],
    sessionChunks: [],
    now: NOW,
    ...extra,
  });
}

export const model = (message: string, chunks: SourceChunk[]): Prd => {
  const reply = draftOffline(input(message, chunks));
  expect(reply.kind).toBe('prd');
  return reply.model ?? parseMarkdown(reply.chunks.join(''));
};

export const reqs = (prd: Prd) => prd.requirements.map((r) => [r.id, r.priority, r.text]);

/** A Word file given one paragraph per cell, as plain-text extractors and PDFs do. */
export function cellPerLine(file: string, paragraphs: string[]): SourceChunk[] {
  return paragraphs.map((text, i) => ({ file, locator: `paragraph ${i + 1}`, text }));
}
