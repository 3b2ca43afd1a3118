import {
  lessonMessages,
  type AllLessons,
  type Lesson,
  type LessonBody,
  type LessonLevel,
  type LessonLevelBody,
  type LessonLevelUpdate,
  type LessonSubject,
  type LessonSubjectBody,
  type LessonSubjectUpdate,
  type LessonSummary,
  type LessonUpdate,
} from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError, fieldError } from '../../platform/errors/app-error.js';
import {
  createStudyRepository,
  NO_PARENT,
  type LessonRow,
  type LessonSummaryRow,
  type LevelRow,
  type SubjectRow,
} from './study.repository.js';

const toLevel = (r: LevelRow): LessonLevel => ({
  id: r.id,
  name: r.name,
  description: r.description,
  position: r.position,
});
const toSubject = (r: SubjectRow): LessonSubject => ({
  id: r.id,
  level_id: r.levelId,
  name: r.name,
  description: r.description,
  position: r.position,
});
const toSummary = (r: LessonSummaryRow): LessonSummary => ({
  id: r.id,
  subject_id: r.subjectId,
  title: r.title,
  position: r.position,
  published: r.published,
});
const toLesson = (r: LessonRow): Lesson => ({
  ...toSummary(r),
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** A parent named in the body that does not exist: a field error, so forms can show it. */
const noLevel = () => fieldError('level_id', lessonMessages.levelNotFound);
const noSubject = () => fieldError('subject_id', lessonMessages.subjectNotFound);

type Kind = 'level' | 'subject' | 'lesson';

/**
 * The Learn area: signed-in people read the published lessons level by level; admins create,
 * edit, reorder, move and delete levels, subjects and lessons, each change audited.
 */
export function createStudyService(deps: Pick<Platform, 'db' | 'audit'>) {
  const repo = createStudyRepository(deps.db);

  async function audited(
    meta: RequestMeta,
    adminId: string,
    kind: Kind,
    action: 'create' | 'update' | 'delete',
    id: number,
  ) {
    await deps.audit.record(meta, {
      event: `admin_lesson_${kind}`,
      outcome: 'success',
      userId: adminId,
      details: { action, [`${kind}_id`]: id },
    });
  }

  return {
    /** Every level with its subjects and their published lessons, each ordered by position. */
    async tree(): Promise<AllLessons> {
      const [levels, subjects, summaries] = await Promise.all([
        repo.levels(),
        repo.subjects(),
        repo.lessonSummaries({ publishedOnly: true }),
      ]);
      const lessonsOf = new Map<number, LessonSummary[]>();
      for (const l of summaries) {
        const list = lessonsOf.get(l.subjectId) ?? [];
        list.push(toSummary(l));
        lessonsOf.set(l.subjectId, list);
      }
      return {
        levels: levels.map((level) => ({
          ...toLevel(level),
          subjects: subjects
            .filter((s) => s.levelId === level.id)
            .map((s) => ({ ...toSubject(s), lessons: lessonsOf.get(s.id) ?? [] })),
        })),
      };
    },

    /** One lesson; people see published ones only, admins every one. */
    async lesson(id: number, admin: boolean) {
      const row = await repo.lesson(id, !admin);
      if (!row) throw notFound(lessonMessages.lessonNotFound);
      return toLesson(row);
    },

    levels: async () => ({ items: (await repo.levels()).map(toLevel) }),
    subjects: async (levelId?: number) => ({
      items: (await repo.subjects(levelId)).map(toSubject),
    }),
    lessons: async (subjectId?: number) => ({
      items: (await repo.lessonSummaries({ subjectId, publishedOnly: false })).map(toSummary),
    }),

    async createLevel(adminId: string, body: LessonLevelBody, meta: RequestMeta) {
      const row = await repo.createLevel(body);
      await audited(meta, adminId, 'level', 'create', row.id);
      return toLevel(row);
    },
    async updateLevel(adminId: string, { id, ...body }: LessonLevelUpdate, meta: RequestMeta) {
      const row = await repo.updateLevel(id, body);
      if (!row) throw notFound(lessonMessages.levelNotFound);
      await audited(meta, adminId, 'level', 'update', id);
      return toLevel(row);
    },
    async removeLevel(adminId: string, id: number, meta: RequestMeta) {
      if (!(await repo.removeLevel(id))) throw notFound(lessonMessages.levelNotFound);
      await audited(meta, adminId, 'level', 'delete', id);
      return { message: lessonMessages.levelDeleted };
    },

    async createSubject(adminId: string, body: LessonSubjectBody, meta: RequestMeta) {
      const { level_id: levelId, ...fields } = body;
      const row = await repo.createSubject({ levelId, ...fields });
      if (row === NO_PARENT) throw noLevel();
      await audited(meta, adminId, 'subject', 'create', row.id);
      return toSubject(row);
    },
    async updateSubject(adminId: string, body: LessonSubjectUpdate, meta: RequestMeta) {
      const { id, level_id: levelId, ...fields } = body;
      const row = await repo.updateSubject(id, { levelId, ...fields });
      if (row === NO_PARENT) throw noLevel();
      if (!row) throw notFound(lessonMessages.subjectNotFound);
      await audited(meta, adminId, 'subject', 'update', id);
      return toSubject(row);
    },
    async removeSubject(adminId: string, id: number, meta: RequestMeta) {
      if (!(await repo.removeSubject(id))) throw notFound(lessonMessages.subjectNotFound);
      await audited(meta, adminId, 'subject', 'delete', id);
      return { message: lessonMessages.subjectDeleted };
    },

    async createLesson(adminId: string, body: LessonBody, meta: RequestMeta) {
      const { subject_id: subjectId, ...fields } = body;
      const row = await repo.createLesson({ subjectId, ...fields });
      if (row === NO_PARENT) throw noSubject();
      await audited(meta, adminId, 'lesson', 'create', row.id);
      return toLesson(row);
    },
    async updateLesson(adminId: string, body: LessonUpdate, meta: RequestMeta) {
      const { id, subject_id: subjectId, ...fields } = body;
      const row = await repo.updateLesson(id, { subjectId, ...fields });
      if (row === NO_PARENT) throw noSubject();
      if (!row) throw notFound(lessonMessages.lessonNotFound);
      await audited(meta, adminId, 'lesson', 'update', id);
      return toLesson(row);
    },
    async removeLesson(adminId: string, id: number, meta: RequestMeta) {
      if (!(await repo.removeLesson(id))) throw notFound(lessonMessages.lessonNotFound);
      await audited(meta, adminId, 'lesson', 'delete', id);
      return { message: lessonMessages.lessonDeleted };
    },
  };
}

export type StudyService = ReturnType<typeof createStudyService>;
