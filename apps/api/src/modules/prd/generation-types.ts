import type { ReplyInfo } from '@prd/contract';
import type { Db } from '../../db/client.js';
import type { generations, StoredExtraction } from '../../db/schema.js';

/** The types of a generation row and its settle (shared by the repository, its readers and the job). */
export type GenerationRow = typeof generations.$inferSelect;

/** Statuses a generation can still leave; the others are final. */
export const OPEN = ['queued', 'running'] as const;

/** A file's extracted text to keep with it (written when the generation settles). */
export interface FileExtraction {
  fileId: number;
  extraction: StoredExtraction;
}

/** The document version a complete answer refers to, stored (or found) inside its settle. */
export interface AnswerVersion {
  versionId: string;
  document: NonNullable<ReplyInfo['document']>;
  product: string;
  /** The answer's change list when it is the version's, not the writer's (a section edit). */
  changes?: string[];
}

export type Outcome = (
  | {
      status: 'complete';
      message: string;
      documentKey: string | null;
      reply: ReplyInfo;
      /**
       * Stores the answer's version inside the settle transaction (no answer without its
       * version, no version without its answer); the answer then refers to it.
       */
      version?: (tx: Db, row: GenerationRow) => Promise<AnswerVersion>;
    }
  | { status: 'failed'; message: string }
  | { status: 'stopped'; message: string; reply?: ReplyInfo }
) & {
  /** The answer is not a new PRD version: the reservation is given back whatever was shown. */
  free?: boolean;
  extractions?: FileExtraction[];
};

export interface Settled {
  row: GenerationRow;
  /** True when the reservation was given back (nothing reached anyone). */
  refunded: boolean;
  /** The version the answer refers to (a complete PRD answer). */
  version?: AnswerVersion;
  /** The reply as stored (with its version). */
  reply?: ReplyInfo;
}
