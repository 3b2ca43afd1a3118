import type { Source } from '../read/sentences.js';

export type Priority = 'P0' | 'P1' | 'P2';

export interface Requirement {
  /** The statement as the user wrote it (compound sentences split). */
  text: string;
  priority: Priority;
  source: Source;
  /** Words before the modal verb ("Store managers"), may be empty. */
  subject: string;
  /** Words after the modal verb ("be able to export reports"). */
  predicate: string;
  /** "must not", "may not", "never": kept as a prohibition, P0. */
  prohibition?: boolean;
  /** In a conversation: proposed, or decided (agreed). */
  stance?: 'proposal' | 'decision';
  /** Where it sits in the input (for "later supersedes earlier"). */
  order?: number;
  /** Stated under a "Non-functional" or "Constraints" heading: a quality, whatever its words. */
  quality?: boolean;
}

export interface CriterionContext {
  product: string;
  /** The main persona in the singular ("store manager"), or "user". */
  persona: string;
  /** True when the words name a person or role rather than the product. */
  isPerson: (subject: string) => boolean;
  /** Words the input writes with a capital inside a sentence ("by Kemal"): names, kept so. */
  names?: ReadonlySet<string>;
}
