import type { EvalCase } from '../types.js';

/** Dev cases, batch 3 (a): written from outside the writer (see docs/eval.md). */
export const BATCH3_A: EvalCase[] = [];
