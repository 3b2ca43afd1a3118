import type { Intent, PrdInput, ReplyKind, SourceChunk } from '../src/modules/prd/writers/types.js';

/** Where a fact must appear: one of the 13 numbered sections, or one of the H3 sub-sections. */
export type SectionName =
  | 'Title'
  | 'TL;DR'
  | 'Problem and goals'
  | 'Non-goals'
  | 'Personas and user stories'
  | 'Functional requirements'
  | 'User experience flow'
  | 'Non-functional requirements'
  | 'Success metrics'
  | 'Technical considerations'
  | 'Milestones'
  | 'Risks'
  | 'Open questions'
  | 'Sources'
  | 'Conflicts and decisions needed'
  | 'Action items'
  | 'Changes in this version'
  | 'Anywhere';

/**
 * A fact the PRD must carry. It is found when one item of the section (an H3 block with its
 * body, or one line) matches: every entry of `all` (each a string or a regular expression), and
 * at least one entry of `any` when given. Matching ignores case, Markdown emphasis and escapes.
 */
export interface Fact {
  label: string;
  section: SectionName | SectionName[];
  all: (string | RegExp)[];
  any?: (string | RegExp)[];
  /** What the fact is, for the per-kind columns. */
  kind?: 'fact' | 'non-goal' | 'conflict' | 'prohibition' | 'action' | 'persona' | 'risk';
  /** Match across the whole section instead of within one item. */
  wholeSection?: boolean;
}

/** Content that must not appear (chatter made a requirement, an invented name, an old value). */
export interface Forbidden {
  label: string;
  pattern: string | RegExp;
  /** Where it must not appear; everywhere when not given. */
  section?: SectionName | SectionName[];
  kind?: 'chatter' | 'invented' | 'stale' | 'other';
}

export interface DraftExpectations {
  /** The exact product name when the input names one (the H1 is "<name>: ..."). */
  productName?: string;
  /** Names that must not be the title (a technology word, the attached file's product). */
  notProductName?: string[];
  facts: Fact[];
  forbidden?: Forbidden[];
  requirements?: { min: number; max: number };
  /** Output size cap in characters (proportional output for long inputs). */
  maxChars?: number;
  /** Raw Markdown patterns that must (or must not) occur, e.g. escaped `\*483\*77#`. */
  rawMustMatch?: { label: string; pattern: RegExp }[];
  rawMustNotMatch?: { label: string; pattern: RegExp }[];
  /**
   * A thin input: the writer may first ask 3-5 clarifying questions with lettered options, one
   * of them "draft anyway"; the harness then picks that option and scores the draft. Elsewhere
   * asking instead of drafting is a miss.
   */
  mayAsk?: boolean;
  /** The input's language; the provider answers in it, the built-in writer names it. */
  language?: 'en' | 'es';
}

/** A message of the conversation after the draft. */
export interface FollowUpTurn {
  message: string;
  files?: PrdInput['files'];
  chunks?: SourceChunk[];
  expect: TurnExpectations;
}

export interface TurnExpectations {
  intent: Intent | Intent[];
  kind: ReplyKind;
  /** The PRD-level checks on the reply text (kind 'prd'). */
  productName?: string;
  facts?: Fact[];
  forbidden?: Forbidden[];
  /** Every pattern must appear in `details.changes` and in "## Changes in this version". */
  changes?: (string | RegExp)[];
  /** The reply is at most this fraction of the previous PRD's length. */
  shorterThan?: number;
  /** The reply is at most this many characters (small talk, answers). */
  maxChars?: number;
  /** An answer cites requirement ids (FR-n). */
  citesRequirement?: boolean;
  /** Patterns the answer text must contain (case-insensitive). */
  mentions?: (string | RegExp)[];
}

export interface EvalCase {
  name: string;
  description: string;
  input: Partial<PrdInput> & { message: string };
  expect: DraftExpectations;
  /** Follow-up messages run after the draft, each with the previous reply's PRD. */
  followUps?: FollowUpTurn[];
}
