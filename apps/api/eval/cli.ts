// `npm run eval`: runs the golden set against a writer and prints a table; exits 1 when a
// threshold is missed. EVAL_WRITER=offline (default) | provider (settings from the AI_* env,
// read by config.ts); EVAL_CASES=name,... runs only those cases; --json prints the scores.
import { loadConfig } from '../src/config.js';
import { createOfflineWriter, createProviderWriter } from '../src/platform/ai/index.js';
import type { PrdWriter } from '../src/platform/ai/types.js';
import { runEval, selectCases } from './harness.js';
import { formatReport } from './report.js';
import { THRESHOLDS } from './thresholds.js';

function providerWriter(): PrdWriter {
  const { ai } = loadConfig(process.env);
  if (!ai.provider || !ai.model) {
    throw new Error(
      'EVAL_WRITER=provider needs AI_PROVIDER and AI_MODEL (and AI_API_KEY or AI_BASE_URL).',
    );
  }
  return createProviderWriter({
    provider: ai.provider,
    apiKey: ai.apiKey,
    model: ai.model,
    baseUrl: ai.baseUrl,
    transcriptionModel: ai.transcriptionModel,
    timeoutSeconds: ai.timeoutSeconds,
  });
}

async function main() {
  const kind = process.env.EVAL_WRITER ?? 'offline';
  if (kind !== 'offline' && kind !== 'provider') {
    throw new Error(`EVAL_WRITER must be offline or provider, not "${kind}".`);
  }
  const writer = kind === 'provider' ? providerWriter() : createOfflineWriter();
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
