import type { EvalCase } from '../types.js';

/** Dev cases, batch 5 (f): written from outside the writer (see docs/eval.md). */
export const BATCH5_F: EvalCase[] = [];
