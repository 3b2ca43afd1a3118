import type { EvalCase } from '../types.js';

// Batch 6 (h): written from outside the writer, see docs/eval.md.
export const BATCH6_H: EvalCase[] = [];
