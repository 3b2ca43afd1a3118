import { samePrd, versionLabel, type Prd } from '@prd/prd';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, prdDocuments } from '../../db/schema.js';
import {
  currentVersionOf,
  currentVersionOfDocument,
  makeCurrent,
  saveVersion,
  versionAt,
  versionById,
} from '../documents/index.js';
import { createChatRepository } from './chat.repository.js';
import type { AnswerVersion, GenerationRow } from './generation-types.js';
import { boundedList, writerOf, type Plan } from './reply-info.js';

/** A stored version as an answer starts from it. */
export interface VersionRef {
  documentId: string;
  versionId: string;
  number: number;
  model: Prd;
}

/** What an answer's writer starts from, and what its settle compares with. */
export interface AnswerStart {
  /** The chat has documents: its versions (not its answers' text) are what a revision revises. */
  documents: boolean;
  /** The version the writer revises (its `previousPrd`); none: it writes a first draft. */
  base?: VersionRef;
  /** A regenerate's or edit's replaced answer's version. */
  replaced?: VersionRef & { summary: string; changeCount: number };
}

/** A document's current version (what a section edit of it patches). */
export const documentVersion = currentVersionOfDocument;

async function hasDocuments(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: prdDocuments.id })
    .from(prdDocuments)
    .where(eq(prdDocuments.sessionId, sessionId))
    .limit(1);
  return row !== undefined;
}

async function replacedVersion(db: Db, answerId: number) {
  const [answer] = await db
    .select({ versionId: chatMessages.versionId })
    .from(chatMessages)
    .where(eq(chatMessages.id, answerId))
    .limit(1);
  return answer?.versionId ? versionById(db, answer.versionId) : undefined;
}

/**
 * Where an answer starts: a send revises the chat's current version, a section edit its
 * document's; a regenerate or an edit starts where the answer it replaces started (the version
 * that one was based on; none when it began its document), so it writes the same version again.
 */
export async function answerStart(db: Db, row: GenerationRow): Promise<AnswerStart> {
  const replaced =
    row.replacesAnswerId === null ? undefined : await replacedVersion(db, row.replacesAnswerId);
  if (replaced) {
    const base =
      replaced.basedOn === null
        ? undefined
        : await versionAt(db, replaced.documentId, replaced.basedOn);
    return { documents: true, base, replaced };
  }
  if (row.scope) {
    return { documents: true, base: await documentVersion(db, row.scope.documentId) };
  }
  const base = await currentVersionOf(db, row.sessionId);
  return { documents: base !== undefined || (await hasDocuments(db, row.sessionId)), base };
}

/** What made a version: a section edit, a regenerate, an edit, or the plan's intent. */
function originOf(row: GenerationRow, plan: Plan) {
  if (row.scope) return 'section_edit' as const;
  if (row.origin === 'regenerate' || row.origin === 'edit') return row.origin;
  return plan.intent === 'revise' || plan.intent === 'replace' ? plan.intent : ('draft' as const);
}

const cardOf = (
  v: VersionRef & { summary: string; changeCount: number },
): AnswerVersion['document'] => ({
  document_id: v.documentId,
  version: v.number,
  label: versionLabel(v.number),
  summary: v.summary,
  change_count: v.changeCount,
});

/**
 * A PRD answer's version: `same` when a regenerate wrote the model of the version it replaces
 * (then the answer refers to that version and is free), and `store`, run inside the settle
 * transaction (the session's row locked, as redo and select_answer lock it), which saves the new
 * version (or makes the same one current again).
 */
export function answerVersion(
  start: AnswerStart,
  row: GenerationRow,
  plan: Plan,
  model: Prd,
  writerName: string,
) {
  const replaced = start.replaced;
  const same =
    row.origin === 'regenerate' && replaced !== undefined && samePrd(model, replaced.model);
  const store = async (tx: Db): Promise<AnswerVersion> => {
    await createChatRepository(tx).lockSession(row.sessionId);
    if (same) {
      await makeCurrent(tx, replaced.versionId);
      return { versionId: replaced.versionId, document: cardOf(replaced), product: model.product };
    }
    // Changes are counted from the version the answer starts from (a redo's may not be current).
    if (start.base && replaced && start.base.documentId === replaced.documentId) {
      await makeCurrent(tx, start.base.versionId);
    }
    // "Write a second PRD": a new document, unless it writes again the answer that began one.
    const newDocument = plan.intent === 'replace' && !row.scope && replaced?.number !== 1;
    // Into the document edited, or the replaced answer's; else the chat's newest.
    const documentId = row.scope?.documentId ?? replaced?.documentId;
    const saved = await saveVersion(tx, {
      sessionId: row.sessionId,
      model,
      origin: originOf(row, plan),
      author: writerOf(writerName),
      messageId: row.answerId,
      // Changes against the version the writer started from, read at the start (not again).
      previous: start.base,
      // A new document is based on none of its own versions.
      basedOn: newDocument ? null : (start.base?.number ?? null),
      ...(newDocument ? { newDocument } : documentId ? { documentId } : {}),
    });
    return {
      versionId: saved.versionId,
      document: cardOf({ ...saved, model }),
      product: model.product,
      // Only the scoped part was taken: the writer's own list may name more.
      ...(row.scope ? { changes: boundedList(saved.changes.map((c) => c.label)) } : {}),
    };
  };
  return { same, store };
}
