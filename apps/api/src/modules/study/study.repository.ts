import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonLevels, lessons, lessonSubjects } from '../../db/schema.js';

export type LevelRow = typeof lessonLevels.$inferSelect;
export type SubjectRow = typeof lessonSubjects.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonSummaryRow = Omit<LessonRow, 'body' | 'createdAt' | 'updatedAt'>;

type LevelInput = Pick<LevelRow, 'name' | 'description' | 'position'>;
type SubjectInput = Pick<SubjectRow, 'levelId' | 'name' | 'description' | 'position'>;
type LessonInput = Pick<LessonRow, 'subjectId' | 'title' | 'body' | 'position' | 'published'>;

/** A write naming a parent that does not exist (or was deleted meanwhile). */
export const NO_PARENT = 'no_parent' as const;

/** Postgres' foreign-key violation, as the driver or drizzle's wrapper reports it. */
function isMissingParent(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function orNoParent<T>(write: () => Promise<T>): Promise<T | typeof NO_PARENT> {
  try {
    return await write();
  } catch (err) {
    if (isMissingParent(err)) return NO_PARENT;
    throw err;
  }
}

const summary = {
  id: lessons.id,
  subjectId: lessons.subjectId,
  title: lessons.title,
  position: lessons.position,
  published: lessons.published,
};

/** Levels, subjects and lessons; deleting a parent deletes its children (ON DELETE CASCADE). */
export function createStudyRepository(db: Db) {
  return {
    levels: () =>
      db.select().from(lessonLevels).orderBy(asc(lessonLevels.position), asc(lessonLevels.id)),

    subjects: (levelId?: number) =>
      db
        .select()
        .from(lessonSubjects)
        .where(levelId === undefined ? undefined : eq(lessonSubjects.levelId, levelId))
        .orderBy(asc(lessonSubjects.position), asc(lessonSubjects.id)),

    lessonSummaries: (filter: { subjectId?: number; publishedOnly: boolean }) =>
      db
        .select(summary)
        .from(lessons)
        .where(
          and(
            filter.subjectId === undefined ? undefined : eq(lessons.subjectId, filter.subjectId),
            filter.publishedOnly ? eq(lessons.published, true) : undefined,
          ),
        )
        .orderBy(asc(lessons.position), asc(lessons.id)),

    async lesson(id: number, publishedOnly: boolean) {
      const [row] = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.id, id), publishedOnly ? eq(lessons.published, true) : undefined))
        .limit(1);
      return row;
    },

    async createLevel(input: LevelInput) {
      const [row] = await db.insert(lessonLevels).values(input).returning();
      return row!;
    },
    async updateLevel(id: number, input: LevelInput) {
      const [row] = await db
        .update(lessonLevels)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(lessonLevels.id, id))
        .returning();
      return row;
    },
    async removeLevel(id: number) {
      const [row] = await db.delete(lessonLevels).where(eq(lessonLevels.id, id)).returning();
      return row;
    },

    createSubject: (input: SubjectInput) =>
      orNoParent(async () => (await db.insert(lessonSubjects).values(input).returning())[0]!),
    updateSubject: (id: number, input: SubjectInput) =>
      orNoParent(
        async () =>
          (
            await db
              .update(lessonSubjects)
              .set({ ...input, updatedAt: sql`now()` })
              .where(eq(lessonSubjects.id, id))
              .returning()
          )[0],
      ),
    async removeSubject(id: number) {
      const [row] = await db.delete(lessonSubjects).where(eq(lessonSubjects.id, id)).returning();
      return row;
    },

    createLesson: (input: LessonInput) =>
      orNoParent(async () => (await db.insert(lessons).values(input).returning())[0]!),
    updateLesson: (id: number, input: LessonInput) =>
      orNoParent(
        async () =>
          (
            await db
              .update(lessons)
              .set({ ...input, updatedAt: sql`now()` })
              .where(eq(lessons.id, id))
              .returning()
          )[0],
      ),
    async removeLesson(id: number) {
      const [row] = await db
        .delete(lessons)
        .where(eq(lessons.id, id))
        .returning({ id: lessons.id, title: lessons.title });
      return row;
    },
  };
}
