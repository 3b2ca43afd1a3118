import type { Facts } from '../collect/facts.js';
import type { Requirement } from '../collect/requirement-types.js';
import type { Phrases } from './phrase-table.js';

/** Everything the section writers share for one draft. */
export interface Draft {
  facts: Facts;
  product: string;
  /** Main persona, singular ("store manager"). */
  persona: string;
  fr: { id: string; req: Requirement }[];
  nfr: { id: string; req: Requirement }[];
  questions: string[];
  /** The writer's own words (English, or the brief's language when it has a table). */
  phrases: Phrases;
}
