import type { ChatSession } from '@prd/contract';
import { describe, expect, it } from 'vitest';
import {
  adminPaging,
  applyRefresh,
  applyStep,
  initialPagingState,
  nextRequests,
  offsetOf,
  refreshRequest,
  tileGap,
  userPaging,
  type HistoryPagingState,
  type PageRequest,
  type PagingParams,
} from './history-paging';

const session = (id: string): ChatSession => ({ session_id: id, messages: [`title ${id}`] });
const chats = (n: number, prefix = 'c') =>
  Array.from({ length: n }, (_, i) => session(`${prefix}${i}`));
const ids = (list: ChatSession[]) => list.map((s) => s.session_id);

/** The server's paging: offset (page − 1) · page_size, page_size silently capped. */
function serve(list: ChatSession[], r: PageRequest, cap: number) {
  const size = Math.min(r.pageSize, cap);
  const offset = (r.page - 1) * size;
  return list.slice(offset, offset + size);
}

/** Runs steps until done; `between(step, list)` may change the server's list after a step. */
function loadAll(
  params: PagingParams,
  list: ChatSession[],
  opts: { cap?: number; between?: (step: number, list: ChatSession[]) => ChatSession[] } = {},
) {
  const cap = opts.cap ?? params.maxSize;
  let state = initialPagingState(params);
  const steps: PageRequest[][] = [];
  for (let guard = 0; guard < 1000; guard += 1) {
    const requests = nextRequests(state);
    if (!requests) break;
    steps.push(requests);
    state = applyStep(
      state,
      requests.map((request) => ({ request, sessions: serve(list, request, cap) })),
    );
    if (opts.between) list = opts.between(state.step, list);
  }
  return { state, steps, requests: steps.flat() };
}

const pair = (r: PageRequest) => [r.page, r.pageSize];

/** Every window of the run, by offset, begins where the one before ended. */
function expectTiled(requests: PageRequest[]) {
  const windows = requests
    .map((r) => [offsetOf(r), offsetOf(r) + r.pageSize] as const)
    .sort((a, b) => a[0] - b[0]);
  expect(windows[0]![0]).toBe(0);
  for (let i = 1; i < windows.length; i += 1) expect(windows[i]![0]).toBe(windows[i - 1]![1]);
}

describe('history paging: the spec sequence', () => {
  it('starts at page 1 with page size 100 (users) and 1000 (admin mode)', () => {
    expect(nextRequests(initialPagingState(userPaging))).toEqual([
      { page: 1, pageSize: 100, kind: 'spec' },
    ]);
    expect(nextRequests(initialPagingState(adminPaging))).toEqual([
      { page: 1, pageSize: 1000, kind: 'spec' },
    ]);
  });

  it('keeps the spec requests in order: page k with size 100 + 10(k − 1), held at the cap', () => {
    const { steps } = loadAll(userPaging, chats(5000));
    const spec = steps.map((s) => s[0]!);
    expect(spec.every((r) => r.kind === 'spec')).toBe(true);
    expect(spec.slice(0, 12).map(pair)).toEqual([
      [1, 100],
      [2, 110],
      [3, 120],
      [4, 130],
      [5, 140],
      [6, 150],
      [7, 160],
      [8, 170],
      [9, 180],
      [10, 190],
      [11, 200],
      [12, 200],
    ]);
    spec.forEach((r, i) => expect(r.page).toBe(i + 1));
  });

  it('fills each gap with one window that ends where the spec window starts', () => {
    const { steps } = loadAll(userPaging, chats(5000));
    expect(steps[1]!.map(pair)).toEqual([
      [2, 110],
      [11, 10],
    ]);
    expect(steps[2]!.map(pair)).toEqual([
      [3, 120],
      [12, 20],
    ]);
    expect(steps[3]!.map(pair)).toEqual([
      [4, 130],
      [13, 30],
    ]);
    // Step 11: [1900, 2000) before page 11 at 200.
    expect(steps[10]!.map(pair)).toEqual([
      [11, 200],
      [20, 100],
    ]);
    // Held at the cap the pages follow one another: nothing left to fill.
    expect(steps.slice(11).every((s) => s.length === 1)).toBe(true);
  });
});

describe('history paging: every chat is reachable, once', () => {
  it('0 chats: one request, done, empty', () => {
    const { state, requests } = loadAll(userPaging, []);
    expect(requests.map(pair)).toEqual([[1, 100]]);
    expect(state.sessions).toEqual([]);
    expect(state.done).toBe(true);
  });

  it('99 chats: the short first page is the end', () => {
    const { state, requests } = loadAll(userPaging, chats(99));
    expect(requests.map(pair)).toEqual([[1, 100]]);
    expect(ids(state.sessions)).toEqual(ids(chats(99)));
    expect(state.done).toBe(true);
  });

  it('100 chats: a full first page asks once more; the empty page stops', () => {
    let state = initialPagingState(userPaging);
    const list = chats(100);
    const first = nextRequests(state)!;
    state = applyStep(state, [{ request: first[0]!, sessions: serve(list, first[0]!, 200) }]);
    expect(state.done).toBe(false);
    const second = nextRequests(state)!;
    expect(second.map(pair)).toEqual([
      [2, 110],
      [11, 10],
    ]);
    state = applyStep(
      state,
      second.map((request) => ({ request, sessions: [] })),
    );
    expect(state.done).toBe(true);
    expect(nextRequests(state)).toBeNull();
    expect(ids(state.sessions)).toEqual(ids(list));
  });

  it('150 chats: 100–109 are fetched by the gap window, all 150 in order', () => {
    const { state, steps } = loadAll(userPaging, chats(150));
    expect(steps.map((s) => s.map(pair))).toEqual([
      [[1, 100]],
      [
        [2, 110],
        [11, 10],
      ],
    ]);
    expect(ids(state.sessions)).toEqual(ids(chats(150)));
    expect(state.done).toBe(true);
  });

  it('1000 chats: all reachable, windows tile the list, never above the cap', () => {
    const { state, requests } = loadAll(userPaging, chats(1000));
    expect(ids(state.sessions)).toEqual(ids(chats(1000)));
    expect(state.done).toBe(true);
    expectTiled(requests);
    expect(Math.max(...requests.map((r) => r.pageSize))).toBeLessThanOrEqual(200);
  });

  it('2500 chats with the server cap of 200: all reachable, no window skipped', () => {
    const { state, requests, steps } = loadAll(userPaging, chats(2500), { cap: 200 });
    expect(ids(state.sessions)).toEqual(ids(chats(2500)));
    expect(new Set(ids(state.sessions)).size).toBe(2500);
    expect(requests.every((r) => r.pageSize <= 200)).toBe(true);
    expectTiled(requests);
    // Page 13 at 200 ([2400, 2600)) is the short one.
    expect(pair(steps.at(-1)![0]!)).toEqual([13, 200]);
  });

  it('a cap that does not line up with the growth still leaves no gap', () => {
    const params = { ...userPaging, maxSize: 205 };
    const { state, requests } = loadAll(params, chats(3000), { cap: 205 });
    expect(ids(state.sessions)).toEqual(ids(chats(3000)));
    expect(requests.every((r) => r.pageSize <= 205)).toBe(true);
    expectTiled(requests);
  });

  it('admin mode: page size 1000 every time, stops on a short page', () => {
    const { state, requests } = loadAll(adminPaging, chats(2500));
    expect(requests.map(pair)).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
    expect(ids(state.sessions)).toEqual(ids(chats(2500)));
    expect(loadAll(adminPaging, chats(1000)).requests.map(pair)).toEqual([
      [1, 1000],
      [2, 1000],
    ]);
  });

  it('tiles a gap whose gcd passes the cap with the largest divisor under it', () => {
    expect(tileGap(300, 900, 200).map(pair)).toEqual([
      [3, 150],
      [4, 150],
      [5, 150],
      [6, 150],
    ]);
    expect(tileGap(100, 110, 200).map(pair)).toEqual([[11, 10]]);
    expect(tileGap(100, 100, 200)).toEqual([]);
  });
});

describe('history paging: the list changing underneath', () => {
  it('drops the duplicate when a new chat shifts the list between two steps', () => {
    const { state } = loadAll(userPaging, chats(150), {
      between: (step, list) => (step === 1 ? [session('new'), ...list] : list),
    });
    const got = ids(state.sessions);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toEqual(ids(chats(150)));
  });

  it('drops duplicates when new chats arrive before every step', () => {
    let n = 0;
    const { state } = loadAll(userPaging, chats(1200), {
      between: (_step, list) => [session(`new${(n += 1)}`), ...list],
    });
    const got = ids(state.sessions);
    expect(new Set(got).size).toBe(got.length);
    // Nothing the list held at the start is lost: a shift only moves chats further down.
    expect(got.filter((id) => id.startsWith('c'))).toEqual(ids(chats(1200)));
  });

  it('ignores the results of a step it is no longer at', () => {
    const state = loadAll(userPaging, chats(150)).state;
    const stale = { request: { page: 2, pageSize: 110, kind: 'spec' as const }, sessions: [] };
    expect(applyStep(state, [stale])).toBe(state);
    const start = initialPagingState(userPaging);
    expect(applyStep(start, [stale])).toBe(start);
  });
});

describe('history paging: refresh after a send', () => {
  const loaded = (n: number): HistoryPagingState => loadAll(userPaging, chats(n)).state;

  it('asks for page 1 at the first page size', () => {
    expect(refreshRequest(loaded(150))).toEqual({ page: 1, pageSize: 100, kind: 'spec' });
  });

  it('moves new and updated sessions to the top and keeps the rest, without duplicates', () => {
    const before = loaded(150);
    const old = chats(150);
    // A new chat, and chat 120 has new activity: both lead the server's list now.
    const server = [session('new'), old[120]!, ...old.filter((_, i) => i !== 120)];
    const after = applyRefresh(before, serve(server, refreshRequest(before), 200));
    expect(ids(after.sessions)).toEqual(ids(server));
    expect(after.step).toBe(before.step);
    expect(after.covered).toBe(before.covered);
    expect(after.done).toBe(before.done);
  });

  it('keeps loaded pages below page 1 and can still load more afterwards', () => {
    let list = chats(1000);
    let state = initialPagingState(userPaging);
    const step = () => {
      const requests = nextRequests(state)!;
      state = applyStep(
        state,
        requests.map((request) => ({ request, sessions: serve(list, request, 200) })),
      );
      return requests;
    };
    step();
    step();
    expect(state.sessions).toHaveLength(220);
    list = [session('new'), ...list];
    state = applyRefresh(state, serve(list, refreshRequest(state), 200));
    expect(ids(state.sessions)).toEqual(ids(list.slice(0, 221)));
    expect(step().map(pair)).toEqual([
      [3, 120],
      [12, 20],
    ]);
    const got = ids(state.sessions);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toEqual(ids(list.slice(0, 360)));
  });

  it('a short page 1 is the whole list', () => {
    const before = loaded(5);
    const after = applyRefresh(before, [session('new'), ...chats(5)]);
    expect(ids(after.sessions)).toEqual(['new', ...ids(chats(5))]);
    expect(after.done).toBe(true);
  });

  it('before the first page arrived it is the first step', () => {
    const after = applyRefresh(initialPagingState(userPaging), chats(100));
    expect(after.step).toBe(1);
    expect(after.covered).toBe(100);
    expect(after.done).toBe(false);
    expect(ids(after.sessions)).toEqual(ids(chats(100)));
  });
});
