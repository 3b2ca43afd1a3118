import {
  paths,
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
  type MessageResponse,
} from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminLessons'] });
const tags = ['AdminLessons'] as const;
const admin = 'admin' as const;

/** The Learn area's tree (admins): levels, subjects and lessons, each listed, saved and deleted. */
export const adminLessonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLessonLevels: build.query<{ items: LessonLevel[] }, void>({
      query: () => ({ path: paths.study.levels, auth: admin }),
      providesTags: tags,
    }),
    adminLessonSubjects: build.query<{ items: LessonSubject[] }, void>({
      query: () => ({ path: paths.study.subjects, auth: admin }),
      providesTags: tags,
    }),
    /** Every lesson, published or not, without its Markdown. */
    adminLessons: build.query<{ items: LessonSummary[] }, void>({
      query: () => ({ path: paths.study.lessons, auth: admin }),
      providesTags: tags,
    }),
    /** One lesson with its Markdown (unpublished ones too, for an admin). */
    adminLesson: build.query<Lesson, number>({
      query: (id) => ({ path: paths.study.getLesson, auth: admin, query: { id } }),
      providesTags: tags,
    }),
    saveLessonLevel: build.mutation<LessonLevel, LessonLevelBody | LessonLevelUpdate>({
      query: (body) => ({
        path: paths.study.levels,
        method: 'id' in body ? 'PUT' : 'POST',
        auth: admin,
        body,
      }),
      invalidatesTags: tags,
    }),
    saveLessonSubject: build.mutation<LessonSubject, LessonSubjectBody | LessonSubjectUpdate>({
      query: (body) => ({
        path: paths.study.subjects,
        method: 'id' in body ? 'PUT' : 'POST',
        auth: admin,
        body,
      }),
      invalidatesTags: tags,
    }),
    saveLesson: build.mutation<Lesson, LessonBody | LessonUpdate>({
      query: (body) => ({
        path: paths.study.lessons,
        method: 'id' in body ? 'PUT' : 'POST',
        auth: admin,
        body,
      }),
      invalidatesTags: tags,
    }),
    deleteLessonItem: build.mutation<
      MessageResponse,
      { kind: 'levels' | 'subjects' | 'lessons'; id: number }
    >({
      query: ({ kind, id }) => ({
        path: paths.study[kind],
        method: 'DELETE',
        auth: admin,
        query: { id },
      }),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useAdminLessonLevelsQuery,
  useAdminLessonSubjectsQuery,
  useAdminLessonsQuery,
  useAdminLessonQuery,
  useSaveLessonLevelMutation,
  useSaveLessonSubjectMutation,
  useSaveLessonMutation,
  useDeleteLessonItemMutation,
} = adminLessonsApi;
