import type {
  DiffVersionsResponse,
  DocumentSummary,
  GetDocumentsResponse,
  GetVersionResponse,
  GetVersionsResponse,
  RestoreVersionResponse,
  VersionSummary,
} from '@prd/contract';
import { emptyPrd } from '@prd/prd';

/** Example answers shown in the API reference (/api/docs). */
const document: DocumentSummary = {
  document_id: '3f6c2a1e-8d4b-4c9a-9f1e-2b7d5c8a0e11',
  session_id: '5b0f7d2c-1a3e-4f6b-8c9d-0e1f2a3b4c5d',
  title: 'ShiftSwap: Product Requirements Document',
  product: 'ShiftSwap',
  current_version: 2,
  latest_version: 2,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:05:00.000Z',
};

const first: VersionSummary = {
  number: 1,
  label: '0.1',
  origin: 'draft',
  author: 'built-in',
  chat_id: 12,
  based_on: null,
  summary: 'First draft',
  change_count: 0,
  created_at: '2026-11-27T10:00:00.000Z',
};

const second: VersionSummary = {
  number: 2,
  label: '0.2',
  origin: 'revise',
  author: 'provider',
  chat_id: 14,
  based_on: 1,
  summary: '2 changes: FR-4 added, launch moved to Q3',
  change_count: 2,
  created_at: '2026-11-27T10:05:00.000Z',
};

const changes: DiffVersionsResponse['changes'] = [
  {
    kind: 'added',
    section: 'requirements',
    id: 'FR-4',
    label: 'FR-4 added: Offline mode',
    before: null,
    after: 'Offline mode: shifts can be swapped without a connection.',
  },
  {
    kind: 'changed',
    section: 'milestones',
    id: 'MS-2',
    label: 'MS-2 changed: launch moved to Q3',
    before: 'Launch: Q2',
    after: 'Launch: Q3',
  },
];

const model = {
  ...emptyPrd(),
  title: document.title,
  product: 'ShiftSwap',
  summary: 'Nurses swap shifts in two taps, approved by their manager.',
};

export const examples = {
  documents: { documents: [document] } satisfies GetDocumentsResponse,
  versions: { document, versions: [first, second] } satisfies GetVersionsResponse,
  version: {
    document,
    version: {
      ...second,
      model,
      markdown: '# ShiftSwap: Product Requirements Document\n\n…',
      outline: [{ id: 'requirements', heading: 'Functional Requirements', level: 2, count: 4 }],
      changes,
    },
  } satisfies GetVersionResponse,
  diff: {
    from: 1,
    to: 2,
    summary: second.summary,
    changes,
  } satisfies DiffVersionsResponse,
  restore: {
    message: 'Version 0.1 was restored as version 0.3.',
    document: { ...document, current_version: 3, latest_version: 3 },
    version: {
      ...first,
      number: 3,
      label: '0.3',
      origin: 'restore',
      author: 'person',
      chat_id: null,
      based_on: 1,
      summary: 'Restored v0.1 · 2 changes: FR-4 removed, launch moved to Q2',
      change_count: 2,
    },
  } satisfies RestoreVersionResponse,
};
