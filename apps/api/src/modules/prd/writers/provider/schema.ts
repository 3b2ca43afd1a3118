import { z } from 'zod';

/**
 * The shapes the provider pipeline asks models for. Every field is required (empty strings and
 * arrays stand for "nothing"), so OpenAI's strict structured outputs accept the JSON schemas.
 */

export const BASIS = ['stated', 'inferred', 'assumption'] as const;
export type Basis = (typeof BASIS)[number];

const basis = z
  .enum(BASIS)
  .describe(
    'stated: the input says it (give its source); inferred: follows from the input; assumption: invented (any number, name or date the input does not give)',
  );
const source = z
  .string()
  .describe(
    'Where it was stated: "<file>, <locator>" as given in the document tags, or "your message"; empty when not stated',
  );

export const itemSchema = z.object({ text: z.string(), basis, source });
export type Item = z.infer<typeof itemSchema>;

export const PRIORITIES = ['P0', 'P1', 'P2'] as const;

export const frSchema = z.object({
  id: z.string().regex(/^FR-\d{1,4}$/, 'an id like FR-1'),
  title: z.string(),
  priority: z.enum(PRIORITIES).describe('P0 must, P1 should, P2 could'),
  statement: z.string(),
  criteria: z.array(z.string()).describe('Acceptance criteria in Given/When/Then form'),
  basis,
  source,
});
export type FunctionalRequirement = z.infer<typeof frSchema>;

export const conflictSchema = z.object({
  topic: z.string(),
  sides: z.array(z.string()).describe('The positions that disagree, each with who said it'),
  sources: z.array(z.string()),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** The PRD. The field order is the section order, so sections can be shown as they complete. */
export const prdSchema = z.object({
  language: z
    .string()
    .describe('ISO 639-1 code of the language the user writes in, e.g. "en", "es"'),
  title: z.string().describe('The product name only, as the input names it'),
  tldr: z.string(),
  problem: z.string(),
  goals: z.array(itemSchema),
  nonGoals: z.array(itemSchema),
  personas: z.array(itemSchema),
  functionalRequirements: z.array(frSchema),
  uxFlow: z.array(itemSchema),
  nfrs: z.array(itemSchema),
  metrics: z.array(itemSchema),
  technical: z.array(itemSchema),
  milestones: z.array(itemSchema),
  actionItems: z.array(itemSchema),
  risks: z.array(itemSchema),
  conflicts: z.array(conflictSchema),
  openQuestions: z.array(itemSchema),
  sources: z.array(itemSchema),
});
export type PrdModel = z.infer<typeof prdSchema>;
export type PrdKey = keyof PrdModel;

/** The list fields holding plain items (everything but FRs and conflicts). */
export const ITEM_LISTS = [
  'goals',
  'nonGoals',
  'personas',
  'uxFlow',
  'nfrs',
  'metrics',
  'technical',
  'milestones',
  'actionItems',
  'risks',
  'openQuestions',
  'sources',
] as const satisfies readonly PrdKey[];
export type ItemList = (typeof ITEM_LISTS)[number];

const INTENTS = ['draft', 'revise', 'replace', 'question', 'format', 'smalltalk'] as const;
export const FORMATS = ['full', 'one-pager', 'executive-summary', 'none'] as const;
export type FormatKind = (typeof FORMATS)[number];

export const routeSchema = z.object({
  intent: z.enum(INTENTS),
  thin: z
    .boolean()
    .describe('true when a new PRD is asked for but the input is too thin to write a useful one'),
  format: z.enum(FORMATS).describe('for intent "format": the rendering asked for; else "none"'),
  language: z.string().describe('ISO 639-1 code of the language of the message'),
  reason: z.string(),
});
export type Route = z.infer<typeof routeSchema>;

export const questionsSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string(),
        options: z.array(z.string()).min(2).max(5),
      }),
    )
    .min(3)
    .max(5),
});

/** Notes taken from a part of a long input (the map step). */
export const notesSchema = z.object({
  facts: z.array(
    z.object({
      kind: z.enum([
        'requirement',
        'goal',
        'non-goal',
        'persona',
        'metric',
        'constraint',
        'decision',
        'risk',
        'question',
        'conflict',
        'action',
        'other',
      ]),
      text: z.string(),
      file: z.string(),
      locator: z.string(),
    }),
  ),
});
export type Notes = z.infer<typeof notesSchema>;
export type Fact = Notes['facts'][number];
