import type { EvalCase } from '../types.js';

/** The held-out set's third part: written from outside the writer, never used for tuning. */
export const THIRD_BATCH: EvalCase[] = [];
