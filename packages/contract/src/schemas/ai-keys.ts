import { z } from './zod.js';
import { messages } from '../messages.js';
import { pageQuery, paged, strictBody } from './common.js';

const m = messages.apiKeys;

export const AI_PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** A local server (Ollama, vLLM) may need no key: only this provider may have an empty one. */
export const keyOptionalProvider: AiProvider = 'openai-compatible';

const provider = z.enum(AI_PROVIDERS, { error: m.providerInvalid });
const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const label = requiredText(m.labelRequired, m.labelTooLong, 100);
const model = requiredText(m.modelRequired, m.modelTooLong, 200);
const apiKey = z.string({ error: m.apiKeyRequired }).trim().max(1000, m.apiKeyTooLong);
const isActive = z.boolean({ error: m.isActiveInvalid });

const baseUrl = z
  .string({ error: m.baseUrlInvalid })
  .trim()
  .max(2000, m.baseUrlInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: m.baseUrlInvalid }))
  // Responses show the base URL: credentials in it would leak past the key's masking.
  .refine((v) => {
    const u = URL.canParse(v) ? new URL(v) : undefined;
    return !u?.username && !u?.password;
  }, m.baseUrlCredentials);
/** An empty value is "none"; in an update, null clears a stored base URL. */
const optionalBaseUrl = z.preprocess((v) => (v === '' ? null : v), baseUrl.nullable().optional());

/** serial ids are 32-bit: a larger number is "not a key id", never a database error. */
export const keyId = z.coerce
  .number({ error: m.keyIdInvalid })
  .int(m.keyIdInvalid)
  .min(1, m.keyIdInvalid)
  .max(2_147_483_647, m.keyIdInvalid);

export const apiKeysQuery = z.object({
  ...pageQuery,
  provider: provider.optional(),
  is_active: z
    .enum(['true', 'false'], { error: m.isActiveInvalid })
    .transform((v) => v === 'true')
    .optional(),
});
export type ApiKeysQuery = z.infer<typeof apiKeysQuery>;

export const apiKeyByIdQuery = z.object({ key_id: keyId });
export type ApiKeyByIdQuery = z.infer<typeof apiKeyByIdQuery>;

export const addApiKeyBody = strictBody({
  provider,
  label,
  model,
  api_key: apiKey.optional(),
  base_url: optionalBaseUrl,
  is_active: isActive.optional(),
}).superRefine((v, ctx) => {
  if (v.provider !== keyOptionalProvider && !v.api_key) {
    ctx.addIssue({ code: 'custom', path: ['api_key'], message: m.apiKeyRequired });
  }
  if (v.provider === keyOptionalProvider && !v.base_url) {
    ctx.addIssue({ code: 'custom', path: ['base_url'], message: m.baseUrlRequired });
  }
});
export type AddApiKeyBody = z.infer<typeof addApiKeyBody>;

/**
 * Any of the fields may change; a missing api_key keeps the stored one. Rules that involve the
 * stored key (a key for the new provider, a base URL for openai-compatible) are checked by the API.
 */
export const updateApiKeyBody = strictBody({
  key_id: keyId,
  provider: provider.optional(),
  label: label.optional(),
  model: model.optional(),
  api_key: apiKey.optional(),
  base_url: optionalBaseUrl,
  is_active: isActive.optional(),
});
export type UpdateApiKeyBody = z.infer<typeof updateApiKeyBody>;

export const apiKeyItem = z.object({
  id: z.number().int(),
  provider: z.enum(AI_PROVIDERS),
  label: z.string(),
  model: z.string(),
  base_url: z.string().nullable(),
  is_active: z.boolean(),
  /** Never the whole key: a known prefix ("sk-") at most, then "...", then the last 4. */
  masked_key: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const apiKeysResponse = paged(apiKeyItem);
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

export const apiKeySavedResponse = z.object({ message: z.string(), data: apiKeyItem });
export type ApiKeySavedResponse = z.infer<typeof apiKeySavedResponse>;

/** POST /api_keys_settings/test_api_key?key_id: what one small call with the key answered. */
export const apiKeyTestResponse = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** How long the provider took, in milliseconds. */
  latency_ms: z.number().int(),
});
export type ApiKeyTestResponse = z.infer<typeof apiKeyTestResponse>;
