import { loadConfig } from '../src/config.js';
import { createOfflineWriter, createProviderWriter } from '../src/modules/prd/writers/index.js';
import type { PrdWriter } from '../src/modules/prd/writers/types.js';

export interface EvalWriter {
  kind: 'offline' | 'provider';
  writer: PrdWriter;
}

/**
 * The writer to evaluate: EVAL_WRITER=offline (default) is the built-in writer; provider uses
 * the AI_* settings, read and checked by config.ts as the server reads them.
 */
export function evalWriter(env: NodeJS.ProcessEnv): EvalWriter {
  const kind = env.EVAL_WRITER || 'offline';
  if (kind === 'offline') return { kind, writer: createOfflineWriter() };
  if (kind !== 'provider')
    throw new Error(`EVAL_WRITER must be offline or provider, not "${kind}".`);
  const { ai } = loadConfig(env);
  if (!ai.provider || !ai.model) {
    throw new Error(
      'EVAL_WRITER=provider needs AI_PROVIDER and AI_MODEL (and AI_API_KEY, or AI_BASE_URL for openai-compatible).',
    );
  }
  const writer = createProviderWriter({
    provider: ai.provider,
    apiKey: ai.apiKey,
    model: ai.model,
    baseUrl: ai.baseUrl,
    transcriptionModel: ai.transcriptionModel,
    timeoutSeconds: ai.timeoutSeconds,
  });
  return { kind, writer };
}
