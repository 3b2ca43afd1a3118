import {
  messages,
  type DiffVersionsResponse,
  type DownloadFormat,
  type GetDocumentsResponse,
  type GetVersionResponse,
  type GetVersionsResponse,
} from '@prd/contract';
import { describeChanges, diffPrd, outline, renderMarkdown, versionLabel } from '@prd/prd';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { createThrottle } from '../../platform/throttle/index.js';
import {
  createDocumentsRepository,
  type ChatOwnerRow,
  type DocumentReader,
  type VersionRow,
} from './documents.repository.js';
import { versionFile, type VersionFile } from './download.js';
import { createVersionRestore, noVersion } from './restore-version.js';
import { documentSummaryOf, summaryOfRow, versionSummaryOf } from './wire.js';

export type { DocumentReader };

/** The one renderer's Markdown of a version, with its label and its change lines. */
const markdownOf = (v: VersionRow) =>
  renderMarkdown(v.model, {
    version: versionLabel(v.number),
    changes: v.changes.map((c) => c.label),
  });

/**
 * A chat's PRD documents and their versions: read by the chat's owner (an account by token, a
 * visitor by their signed cookie) and, read-only, by admins (who read any chat); a restore is the
 * owner's alone. Anyone else gets the same 404 as for a document that does not exist.
 */
export function createDocumentsService(
  deps: Pick<Platform, 'db' | 'audit' | 'limiter' | 'config' | 'tasks' | 'log'>,
) {
  const repo = createDocumentsRepository(deps.db);
  const throttle = createThrottle(deps.limiter, deps.audit);
  const { visitorReadPerIp } = deps.config.rateLimits;

  /** Visitors' reads are throttled per IP, as their chat's read is. */
  async function throttleRead(reader: DocumentReader, meta: RequestMeta) {
    if (reader.kind !== 'visitor') return;
    await throttle.take(
      { key: `visitor-document-read-ip:${meta.ip}`, rule: visitorReadPerIp },
      meta,
      'visitor_document_read',
    );
  }

  /** An admin reading someone else's chat is audited, as get_chat_data does. */
  async function auditAdminRead(
    reader: DocumentReader,
    owner: ChatOwnerRow,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    if (reader.kind !== 'admin' || owner.userId === reader.userId) return;
    await deps.audit.record(meta, {
      event: 'admin_document_read',
      outcome: 'success',
      userId: reader.userId,
      details: { owner_id: owner.userId, visitor: owner.visitorId !== null, ...details },
    });
  }

  async function readableDocument(reader: DocumentReader, documentId: string, meta: RequestMeta) {
    await throttleRead(reader, meta);
    const found = await repo.findDocument(documentId, reader);
    if (!found) throw new AppError('DOCUMENT_NOT_FOUND', messages.chat.documentNotFound);
    await auditAdminRead(reader, found.owner, meta, { document_id: documentId });
    return found;
  }

  async function versionOf(documentId: string, number: number) {
    const row = await repo.version(documentId, number);
    if (!row) throw noVersion(number);
    return row;
  }

  return {
    async getDocuments(
      reader: DocumentReader,
      sessionId: string,
      meta: RequestMeta,
    ): Promise<GetDocumentsResponse> {
      await throttleRead(reader, meta);
      const session = await repo.findSession(sessionId, reader);
      if (!session) throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
      await auditAdminRead(reader, session, meta, { session_id: sessionId });
      const rows = await repo.listDocuments(sessionId);
      return { documents: rows.map(documentSummaryOf) };
    },

    async getVersions(
      reader: DocumentReader,
      documentId: string,
      meta: RequestMeta,
    ): Promise<GetVersionsResponse> {
      const { document } = await readableDocument(reader, documentId, meta);
      const rows = await repo.listVersions(documentId);
      return { document: documentSummaryOf(document), versions: rows.map(versionSummaryOf) };
    },

    async getVersion(
      reader: DocumentReader,
      documentId: string,
      number: number,
      meta: RequestMeta,
    ): Promise<GetVersionResponse> {
      const { document } = await readableDocument(reader, documentId, meta);
      const v = await versionOf(documentId, number);
      return {
        document: documentSummaryOf(document),
        version: {
          ...summaryOfRow(v),
          model: v.model,
          markdown: markdownOf(v),
          outline: outline(v.model),
          changes: v.changes,
        },
      };
    },

    /** What changed from one version to another (either order; the same one: no changes). */
    async diff(
      reader: DocumentReader,
      q: { documentId: string; from: number; to: number },
      meta: RequestMeta,
    ): Promise<DiffVersionsResponse> {
      await readableDocument(reader, q.documentId, meta);
      const rows = await repo.versions(q.documentId, [q.from, q.to]);
      const from = rows.find((r) => r.number === q.from);
      const to = rows.find((r) => r.number === q.to);
      if (!from) throw noVersion(q.from);
      if (!to) throw noVersion(q.to);
      const changes = from === to ? [] : diffPrd(from.model, to.model);
      return { from: q.from, to: q.to, summary: describeChanges(changes), changes };
    },

    restore: createVersionRestore(deps, throttle),

    /** One version as a Word, text or Markdown file named for its product and version. */
    async download(
      reader: DocumentReader,
      q: { documentId: string; number: number; format: DownloadFormat },
      meta: RequestMeta,
    ): Promise<VersionFile> {
      await readableDocument(reader, q.documentId, meta);
      const v = await versionOf(q.documentId, q.number);
      const label = versionLabel(v.number);
      try {
        return await versionFile(
          deps.tasks,
          { model: v.model, label, markdown: markdownOf(v) },
          q.format,
        );
      } catch (err) {
        deps.log.warn({ err, documentId: q.documentId, version: v.number }, 'word file not made');
        throw new AppError('UNAVAILABLE', messages.chat.documentFailed);
      }
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
