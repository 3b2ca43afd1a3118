// `npm run eval`: runs a case set against one writer or two side by side and prints a report;
// exits 1 when a threshold is missed on the golden set (docs/eval.md). EVAL_WRITER unset runs
// the built-in writer, and beside it the provider of the AI_* env when a model is configured;
// offline | provider | scripted (the provider pipeline over the eval's scripted model, golden
// set only) | both (built-in and provider). EVAL_SET=golden (default) | dev | heldout picks the
// set (dev and held-out are reported, never gated: they exit 0 whatever they score);
// EVAL_CASES=name,... runs only those cases of the set; --json prints the scores as JSON.
import { caseSet, runEval, selectCases } from './harness.js';
import { formatReport } from './report.js';
import { formatSideBySide, type LabelledResult } from './report-side.js';
import { THRESHOLDS } from './thresholds.js';
import { checkScriptedSet, evalWriters } from './writer-from-env.js';

async function main() {
  const set = caseSet(process.env.EVAL_SET);
  const plan = evalWriters(process.env);
  checkScriptedSet(plan, set.name);
  const cases = selectCases(process.env.EVAL_CASES, set.cases);
  const runs: LabelledResult[] = [];
  for (const w of plan.writers) {
    runs.push({ label: w.label, result: await runEval(w.writer, w.kind, cases) });
  }
  if (process.argv.includes('--json')) {
    const [only] = runs;
    const json =
      runs.length === 1 && only
        ? { set: set.name, ...only.result }
        : { set: set.name, results: runs.map((r) => ({ label: r.label, ...r.result })) };
    console.log(JSON.stringify(json, null, 2));
    if (plan.note) console.error(plan.note);
  } else {
    const [only] = runs;
    if (runs.length === 1 && only) {
      const { scores, totals, missed, writer } = only.result;
      console.log(formatReport(only.label, scores, totals, THRESHOLDS[writer], missed));
    } else console.log(formatSideBySide(set.name, runs));
    if (plan.note) console.log(`\n${plan.note}`);
    if (!set.gated)
      console.log(
        `\nThe ${set.name} set is reported, not gated: the thresholds above are for comparison only.`,
      );
  }
  const missed = runs.some((r) => r.result.missed.length);
  process.exitCode = set.gated && missed ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
});
