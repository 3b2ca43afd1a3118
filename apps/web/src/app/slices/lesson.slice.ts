import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The lesson state of the spec (section 3): loading, error and the lesson lists. */
export interface LessonState {
  loading: boolean;
  error: unknown;
  subjectdata: unknown[];
  levelsData: unknown[];
  AdminlevelsData: unknown[];
  allLessonsData: unknown[];
}

const initialState: LessonState = {
  loading: false,
  error: null,
  subjectdata: [],
  levelsData: [],
  AdminlevelsData: [],
  allLessonsData: [],
};

export const lessonSlice = createSlice({
  name: 'lesson',
  initialState,
  reducers: {
    lessonsRequested(state) {
      state.loading = true;
      state.error = null;
    },
    lessonsLoaded(state, action: PayloadAction<unknown[]>) {
      state.loading = false;
      state.allLessonsData = action.payload;
    },
    lessonsFailed(state, action: PayloadAction<unknown>) {
      state.loading = false;
      state.error = action.payload;
    },
  },
});
