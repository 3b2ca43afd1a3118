import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../lib/base-api';
import { lessonSlice } from './slices/lesson.slice';
import { chatSlice } from '../features/chat/chat.slice';
import { keySlice, securitySlice, slugSlice } from './slices/simple.slices';

/** The spec's five slices plus RTK Query's cache. */
export function makeStore() {
  return configureStore({
    reducer: {
      lesson: lessonSlice.reducer,
      chat: chatSlice.reducer,
      key: keySlice.reducer,
      security: securitySlice.reducer,
      slug: slugSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}
