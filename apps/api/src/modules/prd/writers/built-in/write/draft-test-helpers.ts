import { expect } from 'vitest';
import { draftOffline } from '../writer.js';
import type { PrdInput } from '../../types.js';

/** A message with nothing else sent: no files, no earlier PRD (the tests' base input). */
export function inputOf(message: string, extra: Partial<PrdInput> = {}): PrdInput {
  return {
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2026-01-05T00:00:00Z'),
    ...extra,
  };
}

/** Shared by the built-in writer's draft tests: one draft as Markdown, and readers for it. */
export function draft(message: string, extra: Partial<PrdInput> = {}): string {
  return draftOffline(inputOf(message, extra)).chunks.join('');
}

export function section(text: string, name: string): string {
  const start = text.indexOf(`. ${name}\n`);
  expect(start, name).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
}

export const title = (prd: string) => /^# (.+): Product Requirements Document$/m.exec(prd)?.[1];

export const frs = (prd: string) =>
  [
    ...prd.matchAll(
      /^### FR-\d+: .+\n\n- \*\*Priority:\*\* (P\d).+\n- \*\*Statement:\*\* (.+)\n- \*\*Acceptance criteria:\*\* (.+)$/gm,
    ),
  ].map((m) => ({ priority: m[1] ?? '', statement: m[2] ?? '', criteria: m[3] ?? '' }));
