import type { Reply } from '../dev/faithful.js';
import type { EvalCase } from '../types.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

/** The faithful replies of the fourth held-out part's conversations, by case. */
export const FOURTH_CONVERSATIONS: Record<string, Build> = {};
