// `npm run eval`: runs the golden set against a writer and prints a table; exits 1 when a
// threshold is missed (docs/eval.md). EVAL_WRITER=offline (default) | provider (settings from
// the AI_* env); EVAL_CASES=name,... runs only those cases; --json prints the scores as JSON.
import { runEval, selectCases } from './harness.js';
import { formatReport } from './report.js';
import { THRESHOLDS } from './thresholds.js';
import { evalWriter } from './writer-from-env.js';

async function main() {
  const { kind, writer } = evalWriter(process.env);
  const result = await runEval(writer, kind, selectCases(process.env.EVAL_CASES));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(
      formatReport(writer.name, result.scores, result.totals, THRESHOLDS[kind], result.missed),
    );
  }
  process.exitCode = result.missed.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
});
