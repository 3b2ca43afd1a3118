import { messages, type PrdChangeWire, type VersionOrigin } from '@prd/contract';
import {
  describeChanges,
  diffPrd,
  parseMarkdown,
  prdSchema,
  renderMarkdown,
  versionLabel,
  type Prd,
} from '@prd/prd';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prdDocuments, prdVersions } from '../../db/schema.js';

export interface NewVersion {
  sessionId: string;
  model: Prd;
  origin: VersionOrigin;
  /** "built-in", "provider", "person" (a restore), "migration". */
  author: string;
  /** The answer that wrote it; null for a restore. */
  messageId: number | null;
  /** The version it was made from (a restore: the restored number). */
  basedOn?: number | null;
  /** Start another document in the chat (a "write a second PRD", intent replace). */
  newDocument?: boolean;
  /** Into this document of the chat (a restore); default: the chat's newest one. */
  documentId?: string;
  /** Words the computed line (a restore says what it restored); default: the line itself. */
  summary?: (described: string) => string;
  /**
   * The version the caller already read as the one it starts from (an answer's `base`): when it
   * is still its document's current one, its changes are computed against it without reading it
   * again (the settle's budget); otherwise the current version is read.
   */
  previous?: CurrentVersion;
}

interface SavedVersion {
  documentId: string;
  versionId: string;
  number: number;
  /** As shown: "0.3". */
  label: string;
  summary: string;
  changes: PrdChangeWire[];
  changeCount: number;
  basedOn: number | null;
  createdAt: Date;
  /** The document as it is now (pointing at this version). */
  document: typeof prdDocuments.$inferSelect;
}

/** The version a chat is on: what its next revision starts from. */
export interface CurrentVersion {
  documentId: string;
  versionId: string;
  number: number;
  model: Prd;
}

/**
 * What is stored is always a valid model (every read returns it through the schema): one that
 * breaks a limit (a writer's too-long item) is brought within them by the one parser's caps.
 */
const storable = (model: Prd): Prd =>
  prdSchema.safeParse(model).success ? model : parseMarkdown(renderMarkdown(model));

/** The chat's newest document (a "second PRD" is newer than the first). */
async function newestDocument(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(prdDocuments)
    .where(eq(prdDocuments.sessionId, sessionId))
    .orderBy(desc(prdDocuments.createdAt), desc(prdDocuments.latestVersion))
    .limit(1);
  return row;
}

async function documentOf(db: Db, sessionId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(prdDocuments)
    .where(and(eq(prdDocuments.id, documentId), eq(prdDocuments.sessionId, sessionId)))
    .limit(1);
  if (!row) throw new Error('saveVersion: the document is not in this chat');
  return row;
}

/** A document's version by its number (the model included); undefined when it has none. */
export async function versionAt(
  db: Db,
  documentId: string,
  number: number,
): Promise<CurrentVersion | undefined> {
  const [row] = await db
    .select({ id: prdVersions.id, model: prdVersions.model })
    .from(prdVersions)
    .where(and(eq(prdVersions.documentId, documentId), eq(prdVersions.number, number)))
    .limit(1);
  return row ? { documentId, versionId: row.id, number, model: row.model } : undefined;
}

/** The current version of the document `where` picks (one query); undefined when it has none. */
async function currentOf(db: Db, where: SQL) {
  const [row] = await db
    .select({
      documentId: prdDocuments.id,
      sessionId: prdDocuments.sessionId,
      versionId: prdVersions.id,
      number: prdVersions.number,
      model: prdVersions.model,
    })
    .from(prdDocuments)
    .innerJoin(
      prdVersions,
      and(
        eq(prdVersions.documentId, prdDocuments.id),
        eq(prdVersions.number, prdDocuments.currentVersion),
      ),
    )
    .where(where)
    .limit(1);
  return row;
}

/**
 * What the chat's next revision starts from: its current document's current version. Undefined
 * when the chat has no document yet.
 */
export const currentVersionOf = (db: Db, sessionId: string): Promise<CurrentVersion | undefined> =>
  currentOf(
    db,
    eq(
      prdDocuments.id,
      db
        .select({ id: prdDocuments.id })
        .from(prdDocuments)
        .where(eq(prdDocuments.sessionId, sessionId))
        .orderBy(desc(prdDocuments.createdAt), desc(prdDocuments.latestVersion))
        .limit(1),
    ),
  );

/** A document's current version and its chat (what a section edit of it patches). */
export const currentVersionOfDocument = (
  db: Db,
  documentId: string,
): Promise<(CurrentVersion & { sessionId: string }) | undefined> =>
  currentOf(db, eq(prdDocuments.id, documentId));

/** One stored version by its id (what an answer's `version_id` points at); undefined if gone. */
export async function versionById(db: Db, versionId: string) {
  const [row] = await db.select().from(prdVersions).where(eq(prdVersions.id, versionId)).limit(1);
  if (!row) return undefined;
  return {
    documentId: row.documentId,
    versionId: row.id,
    number: row.number,
    label: versionLabel(row.number),
    summary: row.summary,
    changes: row.changes,
    changeCount: row.changes.length,
    model: row.model,
    origin: row.origin,
    author: row.author,
    messageId: row.messageId,
    basedOn: row.basedOn,
  };
}

/**
 * Makes a stored version its document's current one (an answer variant chosen again): the next
 * revision starts from it. Returns false when the version is gone.
 */
export async function makeCurrent(tx: Db, versionId: string): Promise<boolean> {
  const rows = await tx
    .update(prdDocuments)
    .set({
      currentVersion: sql`(select v.number from ${prdVersions} v where v.id = ${versionId})`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(
      eq(
        prdDocuments.id,
        sql`(select v.document_id from ${prdVersions} v where v.id = ${versionId})`,
      ),
    )
    .returning({ id: prdDocuments.id });
  return rows.length > 0;
}

/**
 * Stores a new immutable version inside the caller's transaction (the caller holds the chat's
 * session row lock; the unique (document, number) index guards the rest): into the chat's newest
 * document, or a new one when there is none or `newDocument` asks for it. Its changes are
 * computed against the document's current version, and the document then points at it.
 */
export async function saveVersion(tx: Db, input: NewVersion): Promise<SavedVersion> {
  const model = storable(input.model);
  const existing = input.newDocument
    ? undefined
    : input.documentId
      ? await documentOf(tx, input.sessionId, input.documentId)
      : await newestDocument(tx, input.sessionId);
  const document =
    existing ??
    (
      await tx
        .insert(prdDocuments)
        .values({
          sessionId: input.sessionId,
          title: model.title,
          product: model.product,
          currentVersion: 0,
          latestVersion: 0,
          // Not the transaction's start: two documents made in one transaction keep their order.
          createdAt: sql`clock_timestamp()`,
          updatedAt: sql`clock_timestamp()`,
        })
        .returning()
    )[0]!;
  const previous = input.previous;
  const before =
    document.latestVersion === 0
      ? undefined
      : previous?.documentId === document.id && previous.number === document.currentVersion
        ? previous
        : await versionAt(tx, document.id, document.currentVersion);
  const changes = before ? diffPrd(before.model, model) : [];
  const described = before ? describeChanges(changes) : messages.chat.firstVersionSummary;
  const summary = input.summary ? input.summary(described) : described;
  const number = document.latestVersion + 1;
  const basedOn = input.basedOn ?? (before ? before.number : null);
  const [version] = await tx
    .insert(prdVersions)
    .values({
      documentId: document.id,
      number,
      model,
      changes,
      summary,
      origin: input.origin,
      author: input.author,
      messageId: input.messageId,
      basedOn,
    })
    .returning({ id: prdVersions.id, createdAt: prdVersions.createdAt });
  const [updated] = await tx
    .update(prdDocuments)
    .set({
      latestVersion: number,
      currentVersion: number,
      title: model.title,
      product: model.product,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(prdDocuments.id, document.id))
    .returning();
  return {
    documentId: document.id,
    versionId: version!.id,
    number,
    label: versionLabel(number),
    summary,
    changes,
    changeCount: changes.length,
    basedOn,
    createdAt: version!.createdAt,
    document: updated!,
  };
}
