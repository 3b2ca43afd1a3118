/** The shapes of the PRD writers (built-in and provider) and what modules/prd hands them. */
import type { Prd } from '@prd/prd';
import type { ImagePart, FileKind, SourceChunk } from '../../../platform/ai/types.js';

export type * from '../../../platform/ai/types.js';

/** A turn of the session before this message, oldest first. */
export interface HistoryTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** Everything a writer needs to reply to one message (a new PRD, a revision, an answer...). */
export interface PrdInput {
  /** The user's typed text (may be empty when only files were sent). It leads the document. */
  message: string;
  /** The files of this message. */
  files: { name: string; kind: FileKind }[];
  /** Text extracted from this message's files. */
  chunks: SourceChunk[];
  images: ImagePart[];
  /** Plain-language notes, e.g. a file that could not be read and was skipped. */
  notes: string[];
  /** The session's latest PRD (Markdown) when there is one: revise it, keep the rest. */
  previousPrd: string | undefined;
  /** The version number of `previousPrd` (0 when there is none). */
  previousVersion?: number;
  /** Earlier human messages of the session, oldest first (context for revisions). */
  history: string[];
  /** Earlier turns of both sides, oldest first (the provider trims from the old end). */
  turns?: HistoryTurn[];
  /** Text extracted from files sent earlier in this session, kept for follow-ups. */
  sessionChunks?: SourceChunk[];
  now: Date;
}

/**
 * What a message asks for. Only `draft`, `revise` and `replace` write a new PRD version (and
 * use an upload); the others cost nothing.
 */
export type Intent = 'draft' | 'revise' | 'replace' | 'question' | 'format' | 'smalltalk';

/** What the reply is: a PRD document, a chat answer, or clarifying questions with options. */
export type ReplyKind = 'prd' | 'answer' | 'questions';

/** A clarifying question with lettered options (the last one may be "draft anyway"). */
export interface ClarifyingQuestion {
  question: string;
  options: { key: string; label: string }[];
}

/**
 * A writer's reply as events: exactly one `plan` first (before any text), then `text` deltas
 * (their concatenation is the Markdown stored as the chat answer), then at most one `details`.
 * A reply that writes a new PRD version (kind `prd`, intent draft, revise or replace) carries the
 * PRD it wrote as the model in its details; its text is that model's Markdown.
 */
export type ReplyEvent =
  | { type: 'plan'; kind: ReplyKind; intent: Intent }
  | { type: 'text'; delta: string }
  | { type: 'details'; changes?: string[]; questions?: ClarifyingQuestion[]; model?: Prd };

export interface PrdWriter {
  /** "offline" or the provider name, for logs and the audit trail. */
  readonly name: string;
  /** Replies to one message: the plan, the text as it is written, then the details. */
  reply(input: PrdInput, signal?: AbortSignal): AsyncIterable<ReplyEvent>;
}

/** Collects a whole reply (tests, the evaluation harness). */
export interface CollectedReply {
  kind: ReplyKind;
  intent: Intent;
  text: string;
  changes: string[];
  questions: ClarifyingQuestion[];
  /** The PRD a new version's reply wrote (see ReplyEvent). */
  model?: Prd;
}
