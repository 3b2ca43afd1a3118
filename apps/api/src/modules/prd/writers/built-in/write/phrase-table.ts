import type { Labels } from '@prd/prd';
import type { NfrCategory } from '../classify/keywords.js';

/**
 * The built-in writer's own words in a draft, one table per language (issue 27: a German,
 * French or Spanish brief gets its draft in that language, the brief's sentences kept as
 * written). The headings and field labels are the renderer's (`labelsFor` in @prd/prd), so the
 * one parser reads the draft back and the model carries the language. Every other language,
 * English included, gets the English table: its strings are the draft's original wording.
 */
export interface Phrases {
  /** ISO 639-1 code of the table ("en", "de", "fr", "es"). */
  code: string;
  /** Whether the English sentence builders (stories, flow steps, criteria, titles) apply. */
  english: boolean;
  labels: Labels;
  /** Header. */
  preparedFrom: string;
  yourMessage: string;
  and: string;
  noContent: string;
  /** The mark after a quoted sentence: `_(source: your message)_`. */
  sourceWord: string;
  /** `- _Assumption:_ …` */
  assumption: string;
  /** A requirement's criteria when they cannot be written in the brief's language. */
  toBeAgreed: string;
  /** The plain statement a non-English brief gets (undefined: the English note, if any). */
  languageNote?: string;
  /** The open question about the brief's language (undefined: the English one, if any). */
  languageQuestion?: string;
  /** TL;DR. */
  describedIn: (product: string, files: string) => string;
  needsDescription: (product: string) => string;
  unnamedUsers: string;
  /** Persona names as the TL;DR lists them (English lower-cases them). */
  personaName: (name: string) => string;
  lists: (fr: string, counts: string, nfr: string, people: string) => string;
  functional: (n: number) => string;
  nonFunctional: (n: number) => string;
  keyTargets: (shown: string, more: number) => string;
  remain: (n: number) => string;
  /** Problem and goals. */
  problem: string;
  goals: string;
  problemMissing: string;
  baseline: (product: string) => string;
  /** Non-goals. */
  outOfScope: string;
  /** Personas. */
  noPersonas: string;
  primaryUser: (product: string) => string;
  who: string;
  story: string;
  noStory: string;
  /** Used where the brief names no one. */
  defaultPersona: string;
  /** Functional requirements. */
  noRequirements: string;
  /** User experience flow (non-English: "Persona: step", the step in the infinitive). */
  opens: (persona: string, product: string) => string;
  reviews: (persona: string) => string;
  flowNote: string;
  /** Non-functional requirements. */
  categories: Record<NfrCategory, string>;
  nfrDefaults: Record<NfrCategory, string>;
  /** Success metrics. */
  activation: (persona: string) => string;
  satisfaction: (persona: string, product: string) => string;
  /** Technical considerations. */
  platforms: string;
  constraint: string;
  webFirst: string;
  adapters: string;
  /** Milestones. */
  noneYet: string;
  stated: string;
  plan: string;
  m1: string;
  m2: (ids: string) => string;
  m3: (ids: string, persona: string) => string;
  m4: (ids: string) => string;
  /** Risks. */
  dependence: (names: string) => string;
  scope: string;
  compliance: string;
  reviewAssumptions: string;
  /** Open questions: conflicts. */
  laterWins: string;
  bothListed: string;
  versus: string;
  /** Conflict reasons the collector writes in English, by their English text. */
  why: Record<string, string>;
  /** Sources. */
  noStatements: string;
  files: string;
  fileLine: (name: string, kind: string, passages: number) => string;
  messageOnly: string;
  extractionNotes: string;
  /** Open questions: prompts. */
  more: (n: number, requirements: number, items: number) => string;
  productFallback: string;
  workingTitle: (title: string) => string;
  whatIsItCalled: string;
  whatIsIt: (product: string) => string;
  whoUses: string;
  tasksOf: (persona: string, product: string) => string;
  whatProblem: string;
  whichTargets: string;
  firstRelease: string;
  outOfScopeQuestion: string;
  whichPlatforms: string;
  deadline: string;
  budget: string;
  /** The assumed NFR categories (their names in this table) still open. */
  defaultsFit: (categories: string[]) => string;
  fileAdds: string;
}
