import type { DocumentSummary, VersionSummary } from '@prd/contract';
import { emptyPrd } from '@prd/prd';

export const DOC_ID = '0b6f3c1e-7c1a-4f43-9d53-2a8f1f2d9a10';
export const SESSION_ID = '5a1d4c2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

export const markdownOf = (n: number) => `# ShiftSwap: Product Requirements Document

**Version:** 0.${n} · **Status:** Draft

## 1. TL;DR

Nurses swap shifts in two taps (v0.${n}).

## 5. Functional requirements

### FR-1: Post a shift

A nurse can post a shift to swap.

### FR-2: Accept a swap

A colleague accepts it (${n >= 2 ? 'P0' : 'P1'}).
`;

const OUTLINE = [
  { id: 'summary', heading: '1. TL;DR', level: 2, count: 0 },
  { id: 'requirements', heading: '5. Functional requirements', level: 2, count: 2 },
  { id: 'FR-1', heading: 'FR-1: Post a shift', level: 3, count: 0 },
  { id: 'FR-2', heading: 'FR-2: Accept a swap', level: 3, count: 0 },
];

const summaryOf = (n: number, over: Partial<VersionSummary> = {}): VersionSummary => ({
  number: n,
  label: `0.${n}`,
  origin: n === 1 ? 'draft' : 'revise',
  author: 'built-in',
  chat_id: 10 + n,
  based_on: n === 1 ? null : n - 1,
  summary: n === 1 ? 'First draft' : `1 change: FR-2 made a must (v0.${n})`,
  change_count: n === 1 ? 0 : 1,
  created_at: `2026-01-0${n}T10:00:00.000Z`,
  ...over,
});

const documentOf = (latest: number, current = latest): DocumentSummary => ({
  document_id: DOC_ID,
  session_id: SESSION_ID,
  title: 'ShiftSwap: Product Requirements Document',
  product: 'ShiftSwap',
  current_version: current,
  latest_version: latest,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
});

export const versionsBody = (
  latest: number,
  over: Record<number, Partial<VersionSummary>> = {},
) => ({
  document: documentOf(latest),
  versions: Array.from({ length: latest }, (_, i) => summaryOf(i + 1, over[i + 1])),
});

export const versionBody = (n: number, latest = 3) => ({
  document: documentOf(latest),
  version: {
    ...summaryOf(n),
    model: {
      ...emptyPrd(),
      title: 'ShiftSwap: Product Requirements Document',
      product: 'ShiftSwap',
    },
    markdown: markdownOf(n),
    outline: OUTLINE,
    changes: [],
  },
});
