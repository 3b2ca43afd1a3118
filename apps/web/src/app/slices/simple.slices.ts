import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** key: the admin's AI key settings list. */
export const keySlice = createSlice({
  name: 'key',
  initialState: { items: [] as unknown[] },
  reducers: {
    keysLoaded(state, action: PayloadAction<unknown[]>) {
      state.items = action.payload;
    },
  },
});

/** security: admin security views' filters. */
export const securitySlice = createSlice({
  name: 'security',
  initialState: { page: 1 },
  reducers: {
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
  },
});

/** slug: the help-topic slugs. */
export const slugSlice = createSlice({
  name: 'slug',
  initialState: { slugs: [] as string[] },
  reducers: {
    slugsLoaded(state, action: PayloadAction<string[]>) {
      state.slugs = action.payload;
    },
  },
});
