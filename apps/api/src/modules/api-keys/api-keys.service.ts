import {
  messages,
  type AddApiKeyBody,
  type ApiKeyItem,
  type ApiKeySavedResponse,
  type ApiKeysQuery,
  type ApiKeysResponse,
  type UpdateApiKeyBody,
} from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { AiSettings } from '../../platform/ai/types.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { createApiKeysRepository, type DisplacedKey } from './api-keys.repository.js';
import { changedFields, patchFor } from './key-changes.js';
import { createSettingsCache } from './settings-cache.js';
import { createStoredKeys } from './stored-keys.js';
import { testConnection } from './key-test.js';
import { createThrottle } from '../../platform/throttle/index.js';

type ApiKeysDeps = Pick<Platform, 'db' | 'config' | 'audit' | 'log' | 'clock' | 'limiter'>;

/** Connection tests call the provider (and may cost money): 10 a minute per admin. */
const TEST_RULE = { max: 10, windowSeconds: 60 };

/** How long a resolved setting is trusted; another process may change keys meanwhile. */
const CACHE_TTL_MS = 5_000;
const m = messages.apiKeys;

/** Admin AI keys: stored sealed, shown masked, every change audited; and the active settings. */
export function createApiKeysService(deps: ApiKeysDeps) {
  const repo = createApiKeysRepository(deps.db);
  // Built once per app (services.ts): the routes and the prd engine share this object.
  const cache = createSettingsCache();
  const { audit, clock } = deps;
  const throttle = createThrottle(deps.limiter, audit);
  const { openKey, sealKey, toItem, destinationOf, settingsOf, resolveSettings } = createStoredKeys(
    deps,
    repo,
  );
  const recordDisplaced = (adminId: string, meta: RequestMeta, keys: DisplacedKey[], by: number) =>
    recordDisplacedKeys(audit, adminId, meta, keys, by);

  return {
    /**
     * The provider settings to use now: the active admin key, else AI_* env, else null (the
     * offline writer). Cached for a few seconds; changes through this module drop the cache.
     */
    async activeSettings(): Promise<AiSettings | null> {
      const t = clock.now().getTime();
      return (cache.fresh(t, CACHE_TTL_MS) ?? { value: await cache.load(t, resolveSettings) })
        .value;
    },

    async list(q: ApiKeysQuery): Promise<ApiKeysResponse> {
      const { rows, total } = await repo.list(
        { provider: q.provider, isActive: q.is_active },
        { page: q.page, pageSize: q.page_size },
      );
      return { items: rows.map(toItem), total_pages: Math.ceil(total / q.page_size) };
    },

    async get(id: number): Promise<ApiKeyItem> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      return toItem(row);
    },

    async add(
      adminId: string,
      body: AddApiKeyBody,
      meta: RequestMeta,
    ): Promise<ApiKeySavedResponse> {
      const active = body.is_active ?? false;
      const destination = await destinationOf(body.base_url);
      const { row, displaced } = await repo.insert(
        {
          provider: body.provider,
          label: body.label,
          model: body.model,
          baseUrl: body.base_url ?? null,
          ...sealKey(body.api_key ?? ''),
          createdBy: adminId,
        },
        active,
      );
      cache.invalidate();
      await audit.record(meta, {
        event: 'ai_key.created',
        outcome: 'success',
        userId: adminId,
        details: {
          key_id: row.id,
          provider: row.provider,
          label: row.label,
          model: row.model,
          base_url: row.baseUrl,
          ...(destination ? { destination } : {}),
          is_active: row.isActive,
          has_key: Boolean(body.api_key),
          changed: Object.keys(body)
            .filter((f) => body[f as keyof AddApiKeyBody] !== undefined)
            .sort(),
        },
      });
      await recordDisplaced(adminId, meta, displaced, row.id);
      return { message: m.added, data: toItem(row) };
    },

    /** One small call to the provider with the stored key (active or not), audited. */
    async test(adminId: string, id: number, meta: RequestMeta) {
      await throttle.take({ key: `ai-key-test:${adminId}`, rule: TEST_RULE }, meta, 'ai_key_test');
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      const settings = settingsOf(row);
      const result = settings
        ? await testConnection(settings)
        : {
            ok: false,
            message: 'The stored key cannot be read (the server secret changed); enter it again.',
            latency_ms: 0,
          };
      await audit.record(meta, {
        event: 'ai_key.tested',
        outcome: result.ok ? 'success' : 'failure',
        userId: adminId,
        details: { key_id: row.id, provider: row.provider, model: row.model },
      });
      return result;
    },

    /** Changes any of the fields; without api_key the stored key is kept. */
    async update(
      adminId: string,
      body: UpdateApiKeyBody,
      meta: RequestMeta,
    ): Promise<ApiKeySavedResponse> {
      const destination = await destinationOf(body.base_url);
      const result = await repo.update(body.key_id, (current) =>
        patchFor(current, body, openKey(current), sealKey),
      );
      if (!result) throw new AppError('NOT_FOUND', m.notFound);
      cache.invalidate();

      const { before, row, displaced } = result;
      const changed = changedFields(before, row);
      const base = { key_id: row.id, provider: row.provider, label: row.label };
      const fieldChanges = changed.filter((f) => f !== 'is_active');
      if (fieldChanges.length > 0 || changed.length === 0) {
        await audit.record(meta, {
          event: 'ai_key.updated',
          outcome: 'success',
          userId: adminId,
          details: {
            ...base,
            changed: fieldChanges,
            // Where the key goes now, whenever that changed.
            ...(fieldChanges.some((f) => f === 'provider' || f === 'base_url')
              ? { base_url: row.baseUrl, ...(destination ? { destination } : {}) }
              : {}),
          },
        });
      }
      if (changed.includes('is_active')) {
        await audit.record(meta, {
          event: row.isActive ? 'ai_key.activated' : 'ai_key.deactivated',
          outcome: 'success',
          userId: adminId,
          details: base,
        });
      }
      await recordDisplaced(adminId, meta, displaced, row.id);
      return { message: m.updated, data: toItem(row) };
    },
  };
}

async function recordDisplacedKeys(
  audit: ApiKeysDeps['audit'],
  adminId: string,
  meta: RequestMeta,
  keys: DisplacedKey[],
  by: number,
) {
  for (const k of keys) {
    await audit.record(meta, {
      event: 'ai_key.deactivated',
      outcome: 'success',
      userId: adminId,
      details: {
        key_id: k.id,
        provider: k.provider,
        label: k.label,
        reason: 'another_key_activated',
        activated_key_id: by,
      },
    });
  }
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
