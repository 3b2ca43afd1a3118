import type { EvalCase } from '../types.js';

/** Dev cases, batch 4 (e): written from outside the writer (see docs/eval.md). */
export const BATCH4_E: EvalCase[] = [];
