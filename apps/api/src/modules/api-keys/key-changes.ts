import { keyOptionalProvider, messages, type UpdateApiKeyBody } from '@prd/contract';
import { fieldError } from '../../platform/errors/app-error.js';
import type { AiKeyPatch, AiKeyRow } from './api-keys.repository.js';

/**
 * The columns an update really changes, checked against the stored key: every provider but
 * openai-compatible needs a key, openai-compatible needs a base URL. Throws a 422 otherwise.
 * `storedKey` is undefined when the stored key cannot be read; it is then kept as it is.
 */
export function patchFor(
  current: AiKeyRow,
  body: UpdateApiKeyBody,
  storedKey: string | undefined,
  seal: (key: string) => Pick<AiKeyRow, 'keyCiphertext' | 'keyLast4'>,
): AiKeyPatch {
  const patch: AiKeyPatch = {};
  const differs = <T>(next: T | undefined, now: T): next is T => next !== undefined && next !== now;
  if (differs(body.provider, current.provider)) patch.provider = body.provider;
  if (differs(body.label, current.label)) patch.label = body.label;
  if (differs(body.model, current.model)) patch.model = body.model;
  if (differs(body.base_url, current.baseUrl)) patch.baseUrl = body.base_url;
  if (differs(body.is_active, current.isActive)) patch.isActive = body.is_active;
  if (body.api_key !== undefined && body.api_key !== storedKey) {
    Object.assign(patch, seal(body.api_key));
  }

  const provider = patch.provider ?? current.provider;
  const baseUrl = 'baseUrl' in patch ? patch.baseUrl : current.baseUrl;
  const key = body.api_key ?? storedKey;
  if (provider !== keyOptionalProvider && key === '') {
    throw fieldError('api_key', messages.apiKeys.apiKeyRequired);
  }
  if (provider === keyOptionalProvider && !baseUrl) {
    throw fieldError('base_url', messages.apiKeys.baseUrlRequired);
  }
  // A changed destination must not inherit the stored secret: whoever changes where the key goes
  // must know the key (an admin session alone must not be able to send it to another host).
  const movesKey = patch.provider !== undefined || 'baseUrl' in patch;
  if (movesKey && body.api_key === undefined && storedKey !== '') {
    throw fieldError('api_key', messages.apiKeys.reenterKey);
  }
  return patch;
}

/** Wire names of what differs between two versions of a key (the key itself only as "api_key"). */
export function changedFields(before: AiKeyRow, after: AiKeyRow): string[] {
  const pairs: [string, unknown, unknown][] = [
    ['provider', before.provider, after.provider],
    ['label', before.label, after.label],
    ['model', before.model, after.model],
    ['base_url', before.baseUrl, after.baseUrl],
    ['api_key', before.keyCiphertext, after.keyCiphertext],
    ['is_active', before.isActive, after.isActive],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([name]) => name);
}
