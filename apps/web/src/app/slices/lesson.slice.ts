import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { LessonLevel, LessonSubject, LessonTreeLevel } from '@prd/contract';

/** The lesson state of the spec (section 3): loading, error and the lesson lists. */
interface LessonState {
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

/**
 * The query endpoints the slice follows, by name (features/learn/api/lessons.ts `getAllLessons`,
 * features/admin/api/lessons.ts `adminLessonLevels`). Matching by name keeps those API modules,
 * and the pages behind them, out of the landing bundle that the store is part of.
 */
const GET_ALL_LESSONS = 'getAllLessons';
const ADMIN_LEVELS = 'adminLessonLevels';
interface QueryMeta {
  arg?: { endpointName?: string };
  condition?: boolean;
}
const queryNamed =
  (name: string) =>
  (action: unknown): boolean => {
    const a = action as { type?: unknown; meta?: QueryMeta };
    return (
      typeof a.type === 'string' &&
      a.type.startsWith('api/executeQuery/') &&
      a.meta?.arg?.endpointName === name
    );
  };
const allLessons = queryNamed(GET_ALL_LESSONS);
const adminLevels = queryNamed(ADMIN_LEVELS);

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
    builder
      .addMatcher(
        (action) => isPending(action) && allLessons(action),
        (state) => requested(state),
      )
      .addMatcher(
        (action): action is PayloadAction<{ levels: LessonTreeLevel[] }> =>
          isFulfilled(action) && allLessons(action),
        (state, action) => loaded(state, action.payload.levels),
      )
      .addMatcher(
        (action) => isRejected(action) && allLessons(action),
        (state, action) => {
          const rejected = action as UnknownAction & {
            payload?: unknown;
            error?: { message?: string };
            meta?: QueryMeta;
          };
          // A subscription to an answer already cached or on its way is refused, not failed.
          if (rejected.meta?.condition) return;
          failed(state, rejected.payload ?? { status: 0, message: rejected.error?.message ?? '' });
        },
      )
      .addMatcher(
        (action): action is PayloadAction<{ items: LessonLevel[] }> =>
          isFulfilled(action) && adminLevels(action),
        (state, action) => {
          state.AdminlevelsData = action.payload.items;
        },
      );
  },
});

export const { lessonsRequested, lessonsLoaded, lessonsFailed } = lessonSlice.actions;
