import { asSchema, type ModelMessage } from 'ai';
import { z } from 'zod';
import { unreadableAnswerError } from '../../../../platform/ai/provider-errors.js';
import {
  streamCall,
  type CallPrompt,
  type CallSettings,
  type ResponseFormat,
} from '../../../../platform/ai/call.js';

const formats = new WeakMap<z.ZodType, Map<string, Promise<ResponseFormat>>>();

/**
 * The JSON schema the provider is asked to follow (structured outputs where it has them), made
 * once per schema. The answer is checked here, so a failure can be repaired, not thrown away.
 */
function jsonFormat(schema: z.ZodType, name: string): Promise<ResponseFormat> {
  let byName = formats.get(schema);
  if (!byName) formats.set(schema, (byName = new Map<string, Promise<ResponseFormat>>()));
  let format = byName.get(name);
  if (!format) {
    format = Promise.resolve(asSchema(schema).jsonSchema).then((json) => ({
      type: 'json' as const,
      schema: json,
      name,
    }));
    byName.set(name, format);
  }
  return format;
}

/** The JSON text of an answer: code fences and prose around the object dropped. */
function jsonText(text: string): string {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text.trim();
}

/** Small, certain fixes before validation ("P0 (Must)" → "P0", "Stated" → "stated"). */
export function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'basis' && typeof v === 'string') out[key] = v.trim().toLowerCase();
    else if (key === 'priority' && typeof v === 'string')
      out[key] = /P[012]/i.exec(v)?.[0].toUpperCase() ?? (v === 'keep' ? v : v.trim());
    else if (key === 'intent' && typeof v === 'string') out[key] = v.trim().toLowerCase();
    else out[key] = normalize(v);
  }
  return out;
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function check<T>(schema: z.ZodType<T>, text: string): Checked<T> {
  let json: unknown;
  try {
    json = JSON.parse(jsonText(text));
  } catch {
    return { ok: false, error: 'The answer is not valid JSON.' };
  }
  const result = schema.safeParse(normalize(json));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: z.prettifyError(result.error).slice(0, 2_000) };
}

/** The model answered without any JSON (e.g. Markdown from a model without JSON mode). */
export class NotJsonError extends Error {
  constructor(readonly text: string) {
    super('The answer holds no JSON.');
  }
}

interface StructuredResult<T> {
  value: T;
  /** Whether a repair call was needed. */
  repaired: boolean;
}

/**
 * One structured call. Yields what `render` makes of the JSON text so far (progressive
 * Markdown), checks the answer against the schema and, when it fails, asks the model once to
 * fix it with the error. Returns the checked value.
 */
export async function* structuredCall<T>(
  settings: CallSettings,
  prompt: Omit<CallPrompt, 'responseFormat'> & { schema: z.ZodType<T>; name: string },
  /** Gets each new piece of the JSON text and returns the Markdown it completes. */
  render?: (piece: string) => string,
): AsyncGenerator<string, StructuredResult<T>> {
  const format = jsonFormat(prompt.schema, prompt.name);
  let text = '';
  for await (const delta of streamCall(settings, { ...prompt, responseFormat: format })) {
    text += delta;
    const markdown = render?.(delta);
    if (markdown) yield markdown;
  }
  const first = check(prompt.schema, text);
  if (first.ok) return { value: first.value, repaired: false };
  // No JSON at all: the model ignores JSON mode, a repair would not help; the caller decides.
  if (!text.includes('{')) throw new NotJsonError(text);
  const messages: ModelMessage[] = [
    ...prompt.messages,
    { role: 'assistant', content: text.slice(0, 60_000) || '(empty)' },
    {
      role: 'user',
      content: `Your answer does not match the required JSON schema:\n${first.error}\nReply with the corrected JSON object only, keeping everything that was right.`,
    },
  ];
  let fixed = '';
  for await (const delta of streamCall(settings, {
    system: prompt.system,
    messages,
    responseFormat: format,
  }))
    fixed += delta;
  const second = check(prompt.schema, fixed);
  if (second.ok) return { value: second.value, repaired: true };
  throw unreadableAnswerError();
}

/** Runs a structured call to its end, for callers that do not stream. */
export async function structuredValue<T>(
  settings: CallSettings,
  prompt: Omit<CallPrompt, 'responseFormat'> & { schema: z.ZodType<T>; name: string },
): Promise<StructuredResult<T>> {
  const run = structuredCall(settings, prompt);
  for (;;) {
    const step = await run.next();
    if (step.done) return step.value;
  }
}
