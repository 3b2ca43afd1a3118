import { ALL_LABELS } from '@prd/prd';
import { expect } from 'vitest';
import { draftOffline } from '../writer.js';
import { PRD_SECTIONS, type PrdSection } from '../../prd-outline.js';
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

/**
 * A section's text by its English name; in a draft in another language, the section of the
 * same number ("## 3. Nicht-Ziele" for 'Non-goals').
 */
export function section(text: string, name: string): string {
  let start = text.indexOf(`. ${name}\n`);
  const number = PRD_SECTIONS.indexOf(name as PrdSection) + 1;
  if (start < 0 && number > 0) {
    const at = text.indexOf(`\n## ${number}. `);
    start = at < 0 ? -1 : at + 1;
  }
  expect(start, name).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
}

const either = (words: string[]) =>
  [...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const DOCUMENT = either(ALL_LABELS.map((l) => l.document));
const PRIORITY = either(ALL_LABELS.map((l) => l.priority));
const STATEMENT = either(ALL_LABELS.map((l) => l.statement));
const CRITERIA = either(ALL_LABELS.map((l) => l.criteria));

/** The title's product name, whatever the draft's language. */
export const title = (prd: string) => new RegExp(`^# (.+): (?:${DOCUMENT})$`, 'm').exec(prd)?.[1];

/** Each FR's priority, statement and criteria, whatever the draft's language. */
export const frs = (prd: string) =>
  [
    ...prd.matchAll(
      new RegExp(
        `^### FR-\\d+: .+\\n\\n- \\*\\*(?:${PRIORITY}):\\*\\* (P\\d).+\\n- \\*\\*(?:${STATEMENT}):\\*\\* (.+)\\n- \\*\\*(?:${CRITERIA}):\\*\\* (.+)$`,
        'gm',
      ),
    ),
  ].map((m) => ({ priority: m[1] ?? '', statement: m[2] ?? '', criteria: m[3] ?? '' }));
