import type { Classified } from '../classify/classify.js';
import type { Sentence } from '../read/sentences.js';

/** One statement of the input, escaped for Markdown, with its role in the PRD. */
export interface Entry {
  sentence: Sentence;
  cls: Classified;
  /** Position in the input (message first, then the files in order). */
  order: number;
  /** From the typed message (it leads the document). */
  typed: boolean;
  /** Said in a transcript or an email thread. */
  conversation: boolean;
}
