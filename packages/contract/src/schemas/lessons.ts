import { z } from './zod.js';
import { strictBody } from './common.js';

/** The Learn area (levels → subjects → lessons): what the API says and the forms show. */
export const lessonMessages = {
  levelNotFound: 'There is no such level.',
  subjectNotFound: 'There is no such subject.',
  lessonNotFound: 'There is no such lesson.',
  levelDeleted: 'Level deleted',
  subjectDeleted: 'Subject deleted',
  lessonDeleted: 'Lesson deleted',
  nameRequired: 'Name is required.',
  nameTooLong: 'The name is too long (120 characters at most).',
  titleRequired: 'Title is required.',
  titleTooLong: 'The title is too long (120 characters at most).',
  descriptionTooLong: 'The description is too long (1,000 characters at most).',
  bodyRequired: 'The lesson needs some content.',
  bodyTooLong: 'The lesson is too long (100,000 characters at most).',
  position: 'The position must be a whole number from 0 to 10,000.',
  id: 'The id must be a positive whole number.',
  levelId: 'Choose a level (a positive whole number).',
  subjectId: 'Choose a subject (a positive whole number).',
} as const;

export const lessonLimits = {
  name: 120,
  description: 1_000,
  body: 100_000,
  maxPosition: 10_000,
} as const;

const INT_MAX = 2_147_483_647;

const idOf = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT_MAX, message);
const queryIdOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

const name = z
  .string({ error: lessonMessages.nameRequired })
  .trim()
  .min(1, lessonMessages.nameRequired)
  .max(lessonLimits.name, lessonMessages.nameTooLong);
const description = z
  .string({ error: lessonMessages.descriptionTooLong })
  .trim()
  .max(lessonLimits.description, lessonMessages.descriptionTooLong)
  .default('');
const position = z
  .number({ error: lessonMessages.position })
  .int(lessonMessages.position)
  .min(0, lessonMessages.position)
  .max(lessonLimits.maxPosition, lessonMessages.position)
  .default(0);

export const lessonLevelBody = strictBody({ name, description, position });
export type LessonLevelBody = z.infer<typeof lessonLevelBody>;
export const lessonLevelUpdate = lessonLevelBody.extend({ id: idOf(lessonMessages.id) });
export type LessonLevelUpdate = z.infer<typeof lessonLevelUpdate>;

export const lessonSubjectBody = strictBody({
  level_id: idOf(lessonMessages.levelId),
  name,
  description,
  position,
});
export type LessonSubjectBody = z.infer<typeof lessonSubjectBody>;
export const lessonSubjectUpdate = lessonSubjectBody.extend({ id: idOf(lessonMessages.id) });
export type LessonSubjectUpdate = z.infer<typeof lessonSubjectUpdate>;

export const lessonBody = strictBody({
  subject_id: idOf(lessonMessages.subjectId),
  title: z
    .string({ error: lessonMessages.titleRequired })
    .trim()
    .min(1, lessonMessages.titleRequired)
    .max(lessonLimits.name, lessonMessages.titleTooLong),
  body: z
    .string({ error: lessonMessages.bodyRequired })
    .max(lessonLimits.body, lessonMessages.bodyTooLong)
    .refine((s) => s.trim().length > 0, lessonMessages.bodyRequired),
  position,
  published: z.boolean({ error: 'Published is true or false.' }).default(true),
});
export type LessonBody = z.infer<typeof lessonBody>;
/**
 * PUT replaces the lesson: `published` must be said, so an update that leaves it out cannot
 * publish a draft by the create default.
 */
export const lessonUpdate = lessonBody.extend({
  id: idOf(lessonMessages.id),
  published: z.boolean({ error: 'Published is true or false.' }),
});
export type LessonUpdate = z.infer<typeof lessonUpdate>;

/** `?id=` of get_lesson and of every admin delete. */
export const lessonIdQuery = z.object({ id: queryIdOf(lessonMessages.id) });
/** Admin subject list, optionally of one level. */
export const lessonSubjectsQuery = z.object({
  level_id: queryIdOf(lessonMessages.levelId).optional(),
});
/** Admin lesson list, optionally of one subject. */
export const lessonsQuery = z.object({
  subject_id: queryIdOf(lessonMessages.subjectId).optional(),
});

export const lessonLevel = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
});
export type LessonLevel = z.infer<typeof lessonLevel>;

export const lessonSubject = z.object({
  id: z.number(),
  level_id: z.number(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
});
export type LessonSubject = z.infer<typeof lessonSubject>;

/** A lesson without its Markdown (lists and the tree). */
export const lessonSummary = z.object({
  id: z.number(),
  subject_id: z.number(),
  title: z.string(),
  position: z.number(),
  published: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummary>;

export const lesson = lessonSummary.extend({ body: z.string(), updated_at: z.string() });
export type Lesson = z.infer<typeof lesson>;

/** get_All_lessons: every level, its subjects and their published lessons, by position. */
export const allLessonsResponse = z.object({
  levels: z.array(
    lessonLevel.extend({
      subjects: z.array(lessonSubject.extend({ lessons: z.array(lessonSummary) })),
    }),
  ),
});
export type AllLessons = z.infer<typeof allLessonsResponse>;
export type LessonTreeLevel = AllLessons['levels'][number];
export type LessonTreeSubject = LessonTreeLevel['subjects'][number];

/** Admin lists: the whole (small) tree level by level, so unpaged, ordered by position. */
export const lessonLevelsResponse = z.object({ items: z.array(lessonLevel) });
export const lessonSubjectsResponse = z.object({ items: z.array(lessonSubject) });
export const lessonsResponse = z.object({ items: z.array(lessonSummary) });
