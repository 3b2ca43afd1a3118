import { STORAGE_KEYS } from '@prd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLessonsApi } from '../../features/admin/api/lessons';
import { learnApi } from '../../features/learn/api/lessons';
import { tree } from '../../features/learn/test/fake-lessons';
import { json } from '../../test/page-harness';
import { makeStore } from '../store';
import { lessonSlice, lessonsFailed, lessonsLoaded, lessonsRequested } from './lesson.slice';

afterEach(() => vi.unstubAllGlobals());

const reduce = lessonSlice.reducer;
const initial = reduce(undefined, { type: 'init' });

describe('lesson slice', () => {
  it('starts idle and empty', () => {
    expect(initial).toEqual({
      loading: false,
      error: null,
      subjectdata: [],
      levelsData: [],
      AdminlevelsData: [],
      allLessonsData: [],
    });
  });

  it('on start loading is true and the error is cleared', () => {
    const state = reduce({ ...initial, error: { message: 'old' } }, lessonsRequested());
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it('on success loading is false and allLessonsData holds the result (levels and subjects too)', () => {
    const state = reduce(reduce(initial, lessonsRequested()), lessonsLoaded(tree.levels));
    expect(state.loading).toBe(false);
    expect(state.allLessonsData).toEqual(tree.levels);
    expect(state.levelsData.map((l) => l.name)).toEqual(['Foundations', 'Going further']);
    expect(state.levelsData[0]).not.toHaveProperty('subjects');
    expect(state.subjectdata.map((s) => s.id)).toEqual([10, 20]);
    expect(state.subjectdata[0]).not.toHaveProperty('lessons');
  });

  it('on failure loading is false and the error holds the failure payload', () => {
    const payload = { status: 500, message: 'An error occurred.' };
    const state = reduce(reduce(initial, lessonsRequested()), lessonsFailed(payload));
    expect(state).toMatchObject({ loading: false, error: payload, allLessonsData: [] });
  });
});

describe('lesson slice follows the get_All_lessons call', () => {
  function stub(reply: () => Response) {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return reply();
      }),
    );
    return release;
  }

  it('loading while the call runs, then the result', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    const release = stub(() => json({ status: 200, body: tree }));
    const store = makeStore();
    const call = store.dispatch(learnApi.endpoints.getAllLessons.initiate());
    expect(store.getState().lesson).toMatchObject({ loading: true, error: null });
    // A second subscriber while the call runs joins it: still loading, no failure.
    const joined = store.dispatch(learnApi.endpoints.getAllLessons.initiate());
    expect(store.getState().lesson).toMatchObject({ loading: true, error: null });
    release();
    await call;
    expect(store.getState().lesson.loading).toBe(false);
    expect(store.getState().lesson.allLessonsData).toEqual(tree.levels);
    expect(store.getState().lesson.subjectdata).toHaveLength(2);
    // A second subscriber to the cached answer changes nothing.
    await store.dispatch(learnApi.endpoints.getAllLessons.initiate());
    expect(store.getState().lesson).toMatchObject({ loading: false, error: null });
    call.unsubscribe();
    joined.unsubscribe();
  });

  it('a failed call leaves its payload in error', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    const release = stub(() =>
      json({ status: 500, body: { code: 'INTERNAL', message: 'An error occurred.' } }),
    );
    const store = makeStore();
    const call = store.dispatch(learnApi.endpoints.getAllLessons.initiate());
    release();
    await call;
    expect(store.getState().lesson).toMatchObject({
      loading: false,
      error: { status: 500, message: 'An error occurred.', code: 'INTERNAL' },
    });
    call.unsubscribe();
  });

  it("keeps the admin console's level list in AdminlevelsData", async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-token');
    const items = [{ id: 1, name: 'Foundations', description: '', position: 0 }];
    stub(() => json({ status: 200, body: { items } }))();
    const store = makeStore();
    const call = store.dispatch(adminLessonsApi.endpoints.adminLessonLevels.initiate());
    await call;
    expect(store.getState().lesson.AdminlevelsData).toEqual(items);
    call.unsubscribe();
  });
});
