import type { PrdWriter } from '../src/modules/prd/writers/types.js';
import { CASES } from './cases/index.js';
import { DEV } from './dev/index.js';
import { HELDOUT } from './heldout/index.js';
import { runCase } from './run.js';
import { scoreCase, type CaseScore } from './score.js';
import { missedThresholds, THRESHOLDS, totals, type Totals } from './thresholds.js';
import type { EvalCase } from './types.js';

export interface EvalResult {
  writer: 'offline' | 'provider';
  scores: CaseScore[];
  totals: Totals;
  missed: string[];
}

/**
 * The set EVAL_SET names: `golden` (the default; CI's thresholds hold for it), `dev` (written
 * from outside the writer, the cases it is improved against) or `heldout` (written without
 * reading the writer, never tuned on). The dev and held-out figures are reported, not gated.
 */
export function caseSet(name: string | undefined): {
  name: 'golden' | 'dev' | 'heldout';
  cases: EvalCase[];
  gated: boolean;
} {
  const set = (name ?? '').trim() || 'golden';
  if (set === 'golden') return { name: set, cases: CASES, gated: true };
  if (set === 'dev') return { name: set, cases: DEV, gated: false };
  if (set === 'heldout') return { name: set, cases: HELDOUT, gated: false };
  throw new Error(`EVAL_SET must be golden, dev or heldout, not "${set}".`);
}

/** The cases named in `filter` (comma-separated), or all of them. Unknown names throw. */
export function selectCases(filter: string | undefined, cases: EvalCase[] = CASES): EvalCase[] {
  const names = (filter ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) return cases;
  const unknown = names.filter((n) => !cases.some((c) => c.name === n));
  if (unknown.length) throw new Error(`Unknown eval cases: ${unknown.join(', ')}`);
  return cases.filter((c) => names.includes(c.name));
}

/** Runs the cases one after the other (a provider sees one request at a time) and scores them. */
export async function runEval(
  writer: PrdWriter,
  kind: 'offline' | 'provider',
  cases: EvalCase[] = CASES,
): Promise<EvalResult> {
  const scores: CaseScore[] = [];
  for (const evalCase of cases) scores.push(scoreCase(await runCase(writer, evalCase), kind));
  const t = totals(scores);
  return { writer: kind, scores, totals: t, missed: missedThresholds(t, THRESHOLDS[kind]) };
}
