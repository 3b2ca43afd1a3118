import { paths, type AllLessons, type Lesson } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

/** The Learn area's reads (signed-in users): the whole tree, then one lesson's Markdown. */
export const learnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** get_All_lessons: levels → subjects → published lessons (fills the lesson slice). */
    getAllLessons: build.query<AllLessons, void>({
      query: () => ({ path: paths.study.getAllLessons, auth: 'user' }),
    }),
    getLesson: build.query<Lesson, number>({
      query: (id) => ({ path: paths.study.getLesson, auth: 'user', query: { id } }),
    }),
  }),
});

export const { useGetAllLessonsQuery, useGetLessonQuery } = learnApi;
