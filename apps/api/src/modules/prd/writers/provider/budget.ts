/**
 * Context budgets per model, measured roughly as 4 characters per token. The table errs low:
 * a budget too small only costs an extra map call, one too large fails the request.
 */
const CONTEXT_TOKENS: [RegExp, number][] = [
  [/gemini/i, 1_000_000],
  [/claude/i, 200_000],
  [/gpt-4\.1|gpt-5|gpt-4o|o[134](-mini)?\b|gpt-4-turbo/i, 128_000],
  [/llama-?3\.[1-3]|llama3\.[1-3]|qwen2\.5|qwen3|mistral-(large|medium|small)|deepseek/i, 32_000],
  [/gpt-3\.5/i, 16_000],
  [/llama-?2|mistral-7b|phi-?[23]|gemma-?2?-?[27]b|tinyllama/i, 8_000],
];

/** Unknown and OpenAI-compatible models: small local servers often run with 8k to 32k. */
export const DEFAULT_CONTEXT_TOKENS = 16_000;

export function contextTokensFor(model: string): number {
  return CONTEXT_TOKENS.find(([pattern]) => pattern.test(model))?.[1] ?? DEFAULT_CONTEXT_TOKENS;
}

const charsFor = (tokens: number) => tokens * 4;

/** Character budgets for the parts of one prompt. */
export interface Budget {
  contextTokens: number;
  /** Output tokens to keep free (the PRD's JSON). */
  outputTokens: number;
  /** File text and notes (map-reduce above this). */
  sourceChars: number;
  /** The previous PRD (its JSON model). */
  previousChars: number;
  /** Earlier turns, trimmed from the old end. */
  historyChars: number;
  /** The typed message shown whole; longer messages are also read in chunks. */
  messageChars: number;
  /** One map call's input. */
  mapChars: number;
  /** At most this many map calls per reply (the rest is sampled, and the model is told). */
  maxMapCalls: number;
}

export function budgetFor(contextTokens: number): Budget {
  // Big windows still get a bounded prompt: cost and latency grow with it.
  const usable = Math.min(contextTokens, 200_000);
  const outputTokens = Math.min(16_000, Math.floor(usable / 4));
  const prompt = charsFor(usable - outputTokens - 2_000); // 2k for the instructions
  return {
    contextTokens,
    outputTokens,
    sourceChars: Math.floor(prompt * 0.55),
    previousChars: Math.floor(prompt * 0.25),
    historyChars: Math.floor(prompt * 0.08),
    messageChars: Math.floor(prompt * 0.12),
    mapChars: Math.floor(prompt * 0.8),
    maxMapCalls: 48,
  };
}

/** Keeps the newest turns that fit in `chars`, oldest first; says how many were left out. */
export function trimHistory<T extends { text: string }>(
  turns: T[],
  chars: number,
): { kept: T[]; dropped: number } {
  const kept: T[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    const size = Math.min(turn.text.length, 4_000);
    if (used + size > chars) break;
    used += size;
    kept.unshift(turn);
  }
  return { kept, dropped: turns.length - kept.length };
}
