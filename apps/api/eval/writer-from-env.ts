import { loadConfig } from '../src/config.js';
import { createOfflineWriter, createProviderWriter } from '../src/modules/prd/writers/index.js';
import type { PrdWriter } from '../src/modules/prd/writers/types.js';
import { createScriptedWriter } from './scripted/writer.js';

interface EvalWriter {
  /** Whose thresholds apply: the built-in writer's or a provider's. */
  kind: 'offline' | 'provider';
  /** The column heading in the report ("built-in", "provider (openai, gpt-4o)"). */
  label: string;
  writer: PrdWriter;
  /** The provider pipeline over the eval's scripted model (golden set only). */
  scripted?: boolean;
}

/** The writers one `npm run eval` runs, and a line to print when only the built-in one ran. */
interface EvalPlan {
  writers: EvalWriter[];
  note?: string;
}

const NEEDS_MODEL =
  'AI_PROVIDER and AI_MODEL (and AI_API_KEY, or AI_BASE_URL for openai-compatible)';

export const ONLY_BUILT_IN = `Only the built-in writer ran: no model is configured. Set ${NEEDS_MODEL} to run a model's provider pipeline beside it, or EVAL_WRITER=scripted for the pipeline with the eval's scripted model (no key).`;

const builtIn = (): EvalWriter => ({
  kind: 'offline',
  label: 'built-in',
  writer: createOfflineWriter(),
});

/** Whether the env names a model (the server's AI_* settings). */
const modelConfigured = (env: NodeJS.ProcessEnv) => Boolean(env.AI_PROVIDER?.trim());

/** The provider of the AI_* settings, read and checked by config.ts as the server reads them. */
function provider(env: NodeJS.ProcessEnv, asked: string): EvalWriter {
  const { ai } = loadConfig(env);
  if (!ai.provider || !ai.model) throw new Error(`EVAL_WRITER=${asked} needs ${NEEDS_MODEL}.`);
  const writer = createProviderWriter({
    provider: ai.provider,
    apiKey: ai.apiKey,
    model: ai.model,
    baseUrl: ai.baseUrl,
    transcriptionModel: ai.transcriptionModel,
    timeoutSeconds: ai.timeoutSeconds,
  });
  return { kind: 'provider', label: `provider (${ai.provider}, ${ai.model})`, writer };
}

/**
 * One writer: EVAL_WRITER=offline (default) is the built-in writer; provider uses the AI_*
 * settings; scripted is the provider pipeline over the eval's scripted model.
 */
export function evalWriter(env: NodeJS.ProcessEnv): EvalWriter {
  const kind = env.EVAL_WRITER?.trim() || 'offline';
  if (kind === 'offline') return builtIn();
  if (kind === 'provider') return provider(env, kind);
  if (kind === 'scripted') {
    const writer = createScriptedWriter();
    return { kind: 'provider', label: 'provider (scripted model)', writer, scripted: true };
  }
  throw new Error(`EVAL_WRITER must be offline, provider, scripted or both, not "${kind}".`);
}

/**
 * The writers to run: EVAL_WRITER names one, or `both` (the built-in writer and the configured
 * model's provider, side by side). Unset, both run when a model is configured, else only the
 * built-in writer, with a line saying how to add a model.
 */
export function evalWriters(env: NodeJS.ProcessEnv): EvalPlan {
  const asked = env.EVAL_WRITER?.trim();
  if (asked === 'both') return { writers: [builtIn(), provider(env, 'both')] };
  if (asked) return { writers: [evalWriter(env)] };
  if (modelConfigured(env)) return { writers: [builtIn(), provider(env, 'provider')] };
  return { writers: [builtIn()], note: ONLY_BUILT_IN };
}

/** The scripted model has scripts for the golden set only. */
export function checkScriptedSet(plan: EvalPlan, set: string): void {
  if (set !== 'golden' && plan.writers.some((w) => w.scripted)) {
    throw new Error(
      `EVAL_WRITER=scripted has scripts for the golden set only, not EVAL_SET=${set}: use a configured model (EVAL_WRITER=provider) there.`,
    );
  }
}
