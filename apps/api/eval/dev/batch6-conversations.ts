import type { EvalCase } from '../types.js';
import type { Reply } from './faithful.js';

type Build = (c: EvalCase, v1: string) => Map<string, Reply>;

/** The faithful replies of batch 6's conversations, by case (in the dev set's order). */
export const BATCH6_CONVERSATIONS: Record<string, Build> = {};
