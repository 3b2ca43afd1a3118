import { versionLabel } from '@prd/prd';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  chatMessages,
  chatSessions,
  deletionRequests,
  generations,
  prdVersions,
} from '../../db/schema.js';
import { answerFileName } from './answer-file-name.js';
import { OPEN, type GenerationRow } from './generation-types.js';
import type { ChatOwner } from './chat.repository.js';
import { writerInput } from './generation-input.js';
import { settleQueries } from './generation-settle-queries.js';
import { sweepQueries } from './generation-sweep-queries.js';

/** The row type, where the tests and readers of the repository expect it. */
export type { GenerationRow } from './generation-types.js';

/** Rolls a late reservation back: its generation was settled meanwhile. */
class NotOpen extends Error {}

/**
 * Generations: the durable record of an answer being written. Every change of state is one
 * conditional statement (or one transaction), so a retried or duplicated job, a sweeper and a
 * Stop racing each other settle an answer exactly once.
 */
export function createGenerationRepository(db: Db) {
  return {
    ...settleQueries(db),
    ...sweepQueries(db),

    /** The insert of a new generation, not run: it goes into the send's statement (recordSend). */
    insertQuery: (row: PgInsertValue<typeof generations>) => db.insert(generations).values(row),

    async find(id: string) {
      const [row] = await db.select().from(generations).where(eq(generations.id, id)).limit(1);
      return row;
    },

    /** The latest generation of a session its owner may see. */
    async latestOfSession(sessionId: string, owner: ChatOwner | { admin: true }) {
      const ownerCheck =
        'admin' in owner
          ? sql`true`
          : 'userId' in owner
            ? eq(chatSessions.userId, owner.userId)
            : eq(chatSessions.visitorId, owner.visitorId);
      const [row] = await db
        .select({ generation: generations })
        .from(generations)
        .innerJoin(chatSessions, eq(chatSessions.id, generations.sessionId))
        .where(and(eq(generations.sessionId, sessionId), ownerCheck))
        .orderBy(desc(generations.createdAt), desc(generations.answerId))
        .limit(1);
      return row?.generation;
    },

    /**
     * A worker takes the job: null when it is already settled (a duplicate or late retry), or
     * when its person is being deleted (a send accepted as the deletion began: decision 027).
     */
    async start(id: string) {
      const [row] = await db
        .update(generations)
        .set({
          status: 'running',
          attempts: sql`${generations.attempts} + 1`,
          startedAt: sql`now()`,
        })
        .where(
          and(
            eq(generations.id, id),
            inArray(generations.status, OPEN),
            sql`not exists (select 1 from ${deletionRequests} where ${deletionRequests.userId} = ${generations.userId} and ${deletionRequests.status} = 'processing')`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * A send accepted with nothing reserved turned out to need an upload: `reserve` takes one
     * inside the transaction and the open generation records it (so settling refunds it as
     * any other). False when none is left, or the generation is no longer open (nothing kept).
     */
    reserveLate: (id: string, reserve: (tx: Db) => Promise<number | null>) =>
      db
        .transaction(async (tx) => {
          const usageId = await reserve(tx);
          if (usageId === null) return false;
          const [row] = await tx
            .update(generations)
            .set({ reservation: 'upload', usageId })
            .where(and(eq(generations.id, id), inArray(generations.status, OPEN)))
            .returning({ id: generations.id });
          if (!row) throw new NotOpen();
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof NotOpen) return false;
          throw err;
        }),

    /**
     * The first answer text was published: from now on the PRD is charged. False when the
     * generation is no longer open (closed by its person's deletion): nothing may be published.
     */
    async markDelivered(id: string) {
      const [row] = await db
        .update(generations)
        .set({ deliveredAt: sql`coalesce(${generations.deliveredAt}, now())` })
        .where(and(eq(generations.id, id), inArray(generations.status, OPEN)))
        .returning({ id: generations.id });
      return row !== undefined;
    },

    /** Stop asked for an open generation of the session; returns it (null when none is open). */
    async requestStop(sessionId: string, owner: ChatOwner | { admin: true }) {
      const open = await this.latestOfSession(sessionId, owner);
      if (!open || !(OPEN as readonly string[]).includes(open.status)) return null;
      const [row] = await db
        .update(generations)
        .set({ stopRequested: true })
        .where(and(eq(generations.id, open.id), inArray(generations.status, OPEN)))
        .returning();
      return row ?? null;
    },

    /** What the writer needs besides the typed text (generation-input.ts). */
    inputOf: (row: GenerationRow, opts: { textOnly?: boolean } = {}) => writerInput(db, row, opts),

    /**
     * The stored answer of a settled generation (for a client attaching after the stream
     * expired), with its Word file's name (its version's product and label).
     */
    async answerOf(row: GenerationRow) {
      const [found] = await db
        .select({
          answer: chatMessages,
          number: prdVersions.number,
          product: sql<string | null>`${prdVersions.model}->>'product'`,
        })
        .from(chatMessages)
        .leftJoin(prdVersions, eq(prdVersions.id, chatMessages.versionId))
        .where(eq(chatMessages.id, row.answerId))
        .limit(1);
      if (!found) return undefined;
      const label = found.number === null ? '' : versionLabel(found.number);
      return { ...found.answer, fileName: answerFileName(found.product ?? '', label) };
    },
  };
}
export type GenerationRepository = ReturnType<typeof createGenerationRepository>;
