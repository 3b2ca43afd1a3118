import type { ApiKeyItem } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { AiSettings } from '../../platform/ai/types.js';
import { createOutboundGuard, OutboundRefusedError } from '../../platform/net/index.js';
import { fieldError } from '../../platform/errors/app-error.js';
import { createSecretBox } from '../../platform/secrets/index.js';
import type { AiKeyRow, ApiKeysRepository } from './api-keys.repository.js';
import { keyTail, maskKey } from './key-mask.js';

const SECRET_PURPOSE = 'ai-keys';

/** Keys sealed at rest, opened into provider settings, shown masked; base URLs checked. */
export function createStoredKeys(deps: Pick<Platform, 'config' | 'log'>, repo: ApiKeysRepository) {
  const box = createSecretBox(deps.config.appSecret, SECRET_PURPOSE);
  const { config, log } = deps;

  /** The stored key, or undefined when it cannot be opened (APP_SECRET changed since). */
  function openKey(row: AiKeyRow): string | undefined {
    try {
      return box.open(row.keyCiphertext);
    } catch {
      log.error({ keyId: row.id }, 'a stored AI key could not be decrypted');
      return undefined;
    }
  }

  const toItem = (row: AiKeyRow): ApiKeyItem => ({
    id: row.id,
    provider: row.provider,
    label: row.label,
    model: row.model,
    base_url: row.baseUrl,
    is_active: row.isActive,
    masked_key: maskKey(openKey(row), row.keyLast4),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  const sealKey = (key: string) => ({ keyCiphertext: box.seal(key), keyLast4: keyTail(key) });
  // Every request to an admin-typed base URL goes through this guard (platform/net).
  const outbound = createOutboundGuard(config.outbound);

  /** Where a new base URL would send the key: refused (422) when the guard would refuse it. */
  async function destinationOf(baseUrl: string | null | undefined) {
    if (!baseUrl) return undefined;
    try {
      return await outbound.check(baseUrl);
    } catch (err) {
      if (err instanceof OutboundRefusedError) throw fieldError('base_url', err.message);
      throw err;
    }
  }

  const shared = () => ({
    transcriptionModel: config.ai.transcriptionModel,
    timeoutSeconds: config.ai.timeoutSeconds,
  });

  /** A stored key's provider settings; undefined when the key cannot be opened. */
  function settingsOf(row: AiKeyRow): AiSettings | undefined {
    const key = openKey(row);
    if (key === undefined) return undefined;
    return {
      provider: row.provider,
      apiKey: key || undefined,
      model: row.model,
      baseUrl: row.baseUrl ?? undefined,
      // An admin's address is checked again on every request and hop: DNS may have changed.
      ...(row.baseUrl ? { fetch: outbound.fetch } : {}),
      ...shared(),
    };
  }

  async function resolveSettings(): Promise<AiSettings | null> {
    const row = await repo.findActive();
    const stored = row && settingsOf(row);
    if (stored) return stored;
    const env = config.ai;
    if (!env.provider || !env.model) return null;
    return {
      provider: env.provider,
      apiKey: env.apiKey,
      model: env.model,
      baseUrl: env.baseUrl,
      ...shared(),
    };
  }

  return { openKey, sealKey, toItem, destinationOf, settingsOf, resolveSettings };
}
