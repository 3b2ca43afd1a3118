import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LessonLevel, LessonSubject, LessonTreeLevel } from '@prd/contract';
import { adminLessonsApi } from '../../features/admin/api/lessons';
import { learnApi } from '../../features/learn/api/lessons';

/** The lesson state of the spec (section 3): loading, error and the lesson lists. */
export interface LessonState {
  loading: boolean;
  /** The failure payload of the last get_All_lessons ({ status, message, code? }), else null. */
  error: unknown;
  /** Every subject of every level, in tree order (without their lessons). */
  subjectdata: LessonSubject[];
  /** The levels of the tree, in order (without their subjects). */
  levelsData: LessonLevel[];
  /** The levels as the admin console last listed them. */
  AdminlevelsData: LessonLevel[];
  /** get_All_lessons' result: levels → subjects → published lessons. */
  allLessonsData: LessonTreeLevel[];
}

const initialState: LessonState = {
  loading: false,
  error: null,
  subjectdata: [],
  levelsData: [],
  AdminlevelsData: [],
  allLessonsData: [],
};

// The spec's transitions, shared by the named actions and by the get_All_lessons query's own
// lifecycle (features may not import app/, so the slice listens to the query instead).
function requested(state: LessonState) {
  state.loading = true;
  state.error = null;
}
function loaded(state: LessonState, levels: LessonTreeLevel[]) {
  state.loading = false;
  state.allLessonsData = levels;
  state.levelsData = levels.map(({ subjects: _subjects, ...level }) => level);
  state.subjectdata = levels.flatMap((level) =>
    level.subjects.map(({ lessons: _lessons, ...subject }) => subject),
  );
}
function failed(state: LessonState, payload: unknown) {
  state.loading = false;
  state.error = payload;
}

export const lessonSlice = createSlice({
  name: 'lesson',
  initialState,
  reducers: {
    lessonsRequested(state) {
      requested(state);
    },
    lessonsLoaded(state, action: PayloadAction<LessonTreeLevel[]>) {
      loaded(state, action.payload);
    },
    lessonsFailed(state, action: PayloadAction<unknown>) {
      failed(state, action.payload);
    },
    adminLevelsLoaded(state, action: PayloadAction<LessonLevel[]>) {
      state.AdminlevelsData = action.payload;
    },
  },
  extraReducers: (builder) => {
    const { getAllLessons } = learnApi.endpoints;
    builder
      .addMatcher(getAllLessons.matchPending, (state) => requested(state))
      .addMatcher(getAllLessons.matchFulfilled, (state, action) =>
        loaded(state, action.payload.levels),
      )
      .addMatcher(getAllLessons.matchRejected, (state, action) => {
        // A subscription to an answer already cached or on its way is refused, not failed.
        if (action.meta.condition) return;
        failed(state, action.payload ?? { status: 0, message: action.error.message ?? '' });
      })
      .addMatcher(adminLessonsApi.endpoints.adminLessonLevels.matchFulfilled, (state, action) => {
        state.AdminlevelsData = action.payload.items;
      });
  },
});

export const { lessonsRequested, lessonsLoaded, lessonsFailed, adminLevelsLoaded } =
  lessonSlice.actions;
