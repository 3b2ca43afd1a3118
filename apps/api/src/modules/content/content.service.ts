import {
  messages,
  topicOf,
  type ContentPage,
  type ContentPageBody,
  type ContentPageUpdate,
} from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError, fieldError } from '../../platform/errors/app-error.js';
import { createContentRepository, type ContentRow } from './content.repository.js';

const toPage = (row: ContentRow): ContentPage => ({
  id: row.id,
  slug: row.slug,
  topic: row.topic,
  title: row.title,
  body: row.body,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

const TAKEN = 'Another page already uses this slug.';

/**
 * Help and content pages: anyone reads the published ones (the Help list, /settings/{topic});
 * admins list, create, edit and delete them, each change audited.
 */
export function createContentService(deps: Pick<Platform, 'db' | 'audit'>) {
  const repo = createContentRepository(deps.db);

  async function audited(
    meta: RequestMeta,
    adminId: string,
    action: string,
    page: { id?: number; slug: string },
  ) {
    await deps.audit.record(meta, {
      event: 'admin_content_page',
      outcome: 'success',
      userId: adminId,
      details: { action, page_id: page.id, slug: page.slug },
    });
  }

  return {
    slugs: async () => ({ slugs: await repo.publishedSlugs() }),

    async page(query: { topic?: string | undefined; id?: number | undefined }, admin: boolean) {
      const where =
        query.id !== undefined ? { id: query.id } : { topic: topicOf(query.topic ?? '') };
      const row = await repo.find(where, !admin);
      if (!row) throw new AppError('NOT_FOUND', messages.helpTopic.notFound);
      return toPage(row);
    },

    async list(page: number, pageSize: number, q: string | undefined) {
      const { rows, total } = await repo.list(page, pageSize, q);
      return {
        items: rows.map((row) => {
          const { body: _body, ...rest } = toPage(row);
          return rest;
        }),
        total_pages: Math.ceil(total / pageSize),
      };
    },

    async create(adminId: string, body: ContentPageBody, meta: RequestMeta) {
      const row = await repo.create({ ...body, topic: topicOf(body.slug), updatedBy: adminId });
      if (row === 'taken') throw fieldError('slug', TAKEN);
      await audited(meta, adminId, 'create', row);
      return toPage(row);
    },

    async update(adminId: string, body: ContentPageUpdate, meta: RequestMeta) {
      const { id, ...fields } = body;
      const row = await repo.update(id, {
        ...fields,
        topic: topicOf(fields.slug),
        updatedBy: adminId,
      });
      if (row === 'taken') throw fieldError('slug', TAKEN);
      if (!row) throw new AppError('NOT_FOUND', messages.helpTopic.notFound);
      await audited(meta, adminId, 'update', row);
      return toPage(row);
    },

    async remove(adminId: string, id: number, meta: RequestMeta) {
      const gone = await repo.remove(id);
      if (!gone) throw new AppError('NOT_FOUND', messages.helpTopic.notFound);
      await audited(meta, adminId, 'delete', { id, slug: gone.slug });
      return { message: messages.helpTopic.deleted };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
