import type { EvalCase } from '../types.js';

// The fourth held-out part: written by someone who read neither the writer nor the dev set.
export const FOURTH_BATCH: EvalCase[] = [];
