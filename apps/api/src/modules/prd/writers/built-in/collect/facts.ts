import type { NfrCategory } from '../classify/keywords.js';
import type { Sentence } from '../read/sentences.js';
import type { Language } from '../text/language.js';
import type { Conflict } from './conflicts.js';
import type { Persona } from './people.js';
import type { Requirement } from './requirement-types.js';

export interface NfrItem {
  category: NfrCategory;
  sentence: Sentence;
  /** Set when the statement is a must/should/could requirement (numbered NFR-n). */
  requirement: Requirement | undefined;
}

/** What the offline writer learned from one message and its files. */
export interface Facts {
  /** The stated name, or a neutral working title from the brief's subject (`nameStated` false). */
  productName: string | undefined;
  nameStated: boolean;
  summary: Sentence | undefined;
  problems: Sentence[];
  goals: Sentence[];
  targets: { value: string; sentence: Sentence }[];
  nonGoals: Sentence[];
  personas: Persona[];
  requirements: Requirement[];
  nfr: NfrItem[];
  technologies: string[];
  technical: Sentence[];
  constraints: Sentence[];
  flow: Sentence[];
  milestones: Sentence[];
  risks: Sentence[];
  questions: Sentence[];
  /** "Sam to send the mock-ups by Friday". */
  actions: Sentence[];
  conflicts: Conflict[];
  language: Language;
  /** Characters of input left unread (`ANALYSED_TEXT_LIMIT`), and of how many in all. */
  skipped: { chars: number; total: number };
  /** Statements found but left out by the caps (requirements and section items). */
  omitted: number;
}
