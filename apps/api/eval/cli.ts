// `npm run eval`: runs a case set against a writer and prints a table; exits 1 when a threshold
// is missed (docs/eval.md). EVAL_WRITER=offline (default) | provider (settings from the AI_*
// env); EVAL_SET=golden (default) | dev | heldout picks the set (dev, the cases the writer is
// improved against, and held-out, never tuned on, are reported, never gated: they exit 0
// whatever they score); EVAL_CASES=name,... runs only those cases of the set;
// --json prints the scores as JSON.
import { caseSet, runEval, selectCases } from './harness.js';
import { formatReport } from './report.js';
import { THRESHOLDS } from './thresholds.js';
import { evalWriter } from './writer-from-env.js';

async function main() {
  const { kind, writer } = evalWriter(process.env);
  const set = caseSet(process.env.EVAL_SET);
  const result = await runEval(writer, kind, selectCases(process.env.EVAL_CASES, set.cases));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ set: set.name, ...result }, null, 2));
  } else {
    console.log(
      formatReport(writer.name, result.scores, result.totals, THRESHOLDS[kind], result.missed),
    );
    if (!set.gated)
      console.log(
        `\nThe ${set.name} set is reported, not gated: the thresholds above are for comparison only.`,
      );
  }
  process.exitCode = set.gated && result.missed.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
});
