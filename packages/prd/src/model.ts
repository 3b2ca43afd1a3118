import { z } from 'zod';

/**
 * The PRD model: one structured document that both writers fill or patch, that every format
 * renders from, and that versions store. Every item has a stable id (kept across versions, so
 * patches and diffs name it), where it came from, and whether the input stated it, it was
 * inferred from the input, or it is an assumption the input does not back.
 * Sections a template does not use are simply empty.
 */

export const MODEL_VERSION = 1;

export const BASES = ['stated', 'inferred', 'assumed'] as const;
export type Basis = (typeof BASES)[number];

export const PRIORITIES = ['P0', 'P1', 'P2'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const STATUSES = ['draft', 'in_review', 'approved'] as const;
export type Status = (typeof STATUSES)[number];

const text = (max: number) => z.string().max(max);

/** Where an item came from: a chat message (its id, or "your message") or a file, and where in it. */
export const sourceSchema = z.object({
  kind: z.enum(['message', 'file']),
  /** The message id or label for a message; the file's name for a file. */
  ref: text(300),
  /** Where in it: "line 3", "page 2", "00:01:05"; empty when unknown. */
  locator: text(120),
});
export type Source = z.infer<typeof sourceSchema>;

export const itemSchema = z.object({
  /** Stable across versions: "G-1", "NG-2", "FR-4", "NFR-1", "R-3", "Q-2" ... */
  id: text(40),
  text: text(8000),
  basis: z.enum(BASES),
  sources: z.array(sourceSchema).max(50),
});
export type Item = z.infer<typeof itemSchema>;

/** A number with its unit ("99.9 %", "200 ms", "10000 users"), as the text states it. */
export const targetSchema = z.object({ value: z.number(), unit: text(40) });
export type Target = z.infer<typeof targetSchema>;

/** A goal or success metric, with its measurable target when the text has one. */
export const metricItemSchema = itemSchema.extend({ target: targetSchema.nullable() });
export type MetricItem = z.infer<typeof metricItemSchema>;

/** A functional requirement; `text` is its statement. */
export const requirementSchema = itemSchema.extend({
  title: text(300),
  priority: z.enum(PRIORITIES).nullable(),
  acceptance: z.array(text(2000)).max(50),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const nfrSchema = itemSchema.extend({ priority: z.enum(PRIORITIES).nullable() });
export type Nfr = z.infer<typeof nfrSchema>;

/** A milestone; `date` as written ("2026-09-01", "Q3", "end of March"), null when none. */
export const milestoneSchema = itemSchema.extend({ date: text(80).nullable() });
export type Milestone = z.infer<typeof milestoneSchema>;

/** A risk, with its owner when the input names one. */
export const riskSchema = itemSchema.extend({ owner: text(120).nullable() });
export type Risk = z.infer<typeof riskSchema>;

/** Positions that disagree (each with who said it): a decision is needed. */
export const conflictSchema = itemSchema.extend({
  sides: z.array(text(2000)).max(20),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** A section the outline does not know (from an uploaded PRD), kept as Markdown. */
export const extraSectionSchema = z.object({
  id: text(40),
  heading: text(300),
  body: text(200_000),
});
export type ExtraSection = z.infer<typeof extraSectionSchema>;

export const prdSchema = z.object({
  /** The model's shape version (for later migrations of stored versions). */
  model: z.literal(MODEL_VERSION),
  /** The document's title as shown ("ShiftSwap: Product Requirements Document"). */
  title: text(300),
  /** The product's name alone ("ShiftSwap"); empty when the input names none. */
  product: text(200),
  status: z.enum(STATUSES),
  /** ISO 639-1 code of the document's language. */
  language: text(12),
  /** The date the document carries (YYYY-MM-DD), empty when none. */
  date: text(40),
  /** TL;DR. */
  summary: text(20_000),
  problem: text(20_000),
  goals: z.array(metricItemSchema).max(500),
  nonGoals: z.array(itemSchema).max(500),
  personas: z.array(itemSchema).max(500),
  requirements: z.array(requirementSchema).max(1000),
  uxFlow: z.array(itemSchema).max(500),
  nfrs: z.array(nfrSchema).max(500),
  metrics: z.array(metricItemSchema).max(500),
  technical: z.array(itemSchema).max(500),
  milestones: z.array(milestoneSchema).max(500),
  actionItems: z.array(itemSchema).max(500),
  risks: z.array(riskSchema).max(500),
  dependencies: z.array(itemSchema).max(500),
  openQuestions: z.array(itemSchema).max(500),
  conflicts: z.array(conflictSchema).max(500),
  /** Decisions needed (not yet taken). */
  decisions: z.array(itemSchema).max(500),
  /** The Sources section: files and messages the document rests on, extraction notes. */
  sources: z.array(itemSchema).max(500),
  /** Sections the outline does not know, in their order, after the known ones. */
  extra: z.array(extraSectionSchema).max(100),
});
export type Prd = z.infer<typeof prdSchema>;

/** The scalar text fields a patch may set. */
export const TEXT_FIELDS = [
  'title',
  'product',
  'status',
  'language',
  'date',
  'summary',
  'problem',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Every list of items, in document order. */
export const LIST_KEYS = [
  'goals',
  'nonGoals',
  'personas',
  'requirements',
  'uxFlow',
  'nfrs',
  'metrics',
  'technical',
  'milestones',
  'actionItems',
  'risks',
  'dependencies',
  'openQuestions',
  'conflicts',
  'decisions',
  'sources',
] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/** The item type each list holds. */
export interface ListItems {
  goals: MetricItem;
  nonGoals: Item;
  personas: Item;
  requirements: Requirement;
  uxFlow: Item;
  nfrs: Nfr;
  metrics: MetricItem;
  technical: Item;
  milestones: Milestone;
  actionItems: Item;
  risks: Risk;
  dependencies: Item;
  openQuestions: Item;
  conflicts: Conflict;
  decisions: Item;
  sources: Item;
}
export type AnyItem = ListItems[ListKey];

/** The id prefix of each list's items ("FR-3"). */
export const ID_PREFIX: Record<ListKey, string> = {
  goals: 'G',
  nonGoals: 'NG',
  personas: 'P',
  requirements: 'FR',
  uxFlow: 'UX',
  nfrs: 'NFR',
  metrics: 'M',
  technical: 'T',
  milestones: 'MS',
  actionItems: 'A',
  risks: 'R',
  dependencies: 'D',
  openQuestions: 'Q',
  conflicts: 'C',
  decisions: 'DN',
  sources: 'S',
};

/** A PRD with nothing in it. */
export function emptyPrd(): Prd {
  return {
    model: MODEL_VERSION,
    title: '',
    product: '',
    status: 'draft',
    language: 'en',
    date: '',
    summary: '',
    problem: '',
    goals: [],
    nonGoals: [],
    personas: [],
    requirements: [],
    uxFlow: [],
    nfrs: [],
    metrics: [],
    technical: [],
    milestones: [],
    actionItems: [],
    risks: [],
    dependencies: [],
    openQuestions: [],
    conflicts: [],
    decisions: [],
    sources: [],
    extra: [],
  };
}
