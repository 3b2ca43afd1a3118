import { messages, type RestoreVersionResponse } from '@prd/contract';
import { samePrd, versionLabel } from '@prd/prd';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Platform } from '../../platform/platform.js';
import type { createThrottle } from '../../platform/throttle/index.js';
import {
  createDocumentsRepository,
  type ChatOwnerRow,
  type DocumentReader,
} from './documents.repository.js';
import { saveVersion } from './versions.service.js';
import { documentSummaryOf, summaryOfRow, versionSummaryOf } from './wire.js';

/** What a restored version is: made by the person, for no answer. */
const RESTORE = { origin: 'restore', author: 'person', messageId: null } as const;

export const noVersion = (number: number) =>
  new AppError('VERSION_NOT_FOUND', messages.chat.versionNotFound(versionLabel(number)));

const ownsChat = (reader: DocumentReader, owner: ChatOwnerRow) =>
  reader.kind === 'visitor'
    ? owner.userId === null && owner.visitorId === reader.visitorId
    : owner.userId === reader.userId;

/**
 * A new version equal to an old one, made current (free: no upload). The chat's owner only
 * (an admin reading someone else's chat gets the 404 anyone else gets); refused while an
 * answer is being written in the chat, which would otherwise start from the version before.
 */
export function createVersionRestore(
  deps: Pick<Platform, 'db' | 'audit' | 'config'>,
  throttle: ReturnType<typeof createThrottle>,
) {
  const repo = createDocumentsRepository(deps.db);
  const { userSend, anonSendPerVisitor } = deps.config.rateLimits;

  return async function restore(
    reader: DocumentReader,
    documentId: string,
    number: number,
    meta: RequestMeta,
  ): Promise<RestoreVersionResponse> {
    const ownerKey = reader.kind === 'visitor' ? `v:${reader.visitorId}` : `u:${reader.userId}`;
    await throttle.take(
      {
        key: `document-restore:${ownerKey}`,
        rule: reader.kind === 'visitor' ? anonSendPerVisitor : userSend,
      },
      meta,
      'document_restore',
    );
    const found = await repo.findDocument(documentId, reader);
    if (!found || !ownsChat(reader, found.owner)) {
      throw new AppError('DOCUMENT_NOT_FOUND', messages.chat.documentNotFound);
    }
    const sessionId = found.document.sessionId;
    const saved = await deps.db.transaction(async (tx) => {
      const inTx = createDocumentsRepository(tx);
      await inTx.lockSession(sessionId);
      if (await inTx.answerInProgress(sessionId)) {
        throw new AppError('ANSWER_IN_PROGRESS', messages.chat.answerInProgress);
      }
      const restored = await inTx.version(documentId, number);
      if (!restored) throw noVersion(number);
      // Restoring what the document already says adds nothing (a repeated or parallel click).
      const now = (await inTx.findDocument(documentId, reader))!.document;
      const current =
        now.currentVersion === number
          ? restored
          : await inTx.version(documentId, now.currentVersion);
      if (current && samePrd(current.model, restored.model)) {
        return { unchanged: true as const, document: now, row: current };
      }
      return saveVersion(tx, {
        sessionId,
        documentId,
        model: restored.model,
        ...RESTORE,
        basedOn: number,
        summary: (described) => messages.chat.restoredSummary(versionLabel(number), described),
      });
    });
    if ('unchanged' in saved) {
      return {
        message: messages.chat.versionAlreadyCurrent(
          versionLabel(number),
          versionLabel(saved.row.number),
        ),
        document: documentSummaryOf(saved.document),
        version: summaryOfRow(saved.row),
      };
    }
    await deps.audit.record(meta, {
      event: 'document_version_restored',
      outcome: 'success',
      userId: reader.kind === 'visitor' ? null : reader.userId,
      details: {
        document_id: documentId,
        session_id: sessionId,
        restored: number,
        version: saved.number,
      },
    });
    return {
      message: messages.chat.versionRestored(versionLabel(number), saved.label),
      document: documentSummaryOf(saved.document),
      version: versionSummaryOf({
        ...RESTORE,
        id: saved.versionId,
        number: saved.number,
        basedOn: saved.basedOn,
        summary: saved.summary,
        changeCount: saved.changeCount,
        createdAt: saved.createdAt,
      }),
    };
  };
}
