import { constants, type ChatSession } from '@prd/contract';

/**
 * Chat-history paging (spec section 4 "Chat history", decision 006). Pure: state in, requests
 * out, results in, new state out; the caller does the fetching.
 *
 * The spec's sequence is step k → page k with page_size initial + growth·(k−1). The server pages
 * by offset, (page−1)·page_size, so each step starts past where the previous one ended (page 2 at
 * 110 starts at 110, leaving 100–109 out). Every step therefore also asks for that gap, in
 * windows of one size d that divides both ends of the gap, so the windows tile it exactly. The
 * page size never passes the server's cap; once the spec's size would, it stays at the cap and the
 * page number keeps counting, which makes the windows follow one another with no gap.
 */

export interface PagingParams {
  /** page_size of the first step. */
  initialSize: number;
  /** Added to page_size at every further step. */
  growth: number;
  /** The largest page_size the server honours (it caps larger ones silently). */
  maxSize: number;
}

export const userPaging: PagingParams = {
  initialSize: constants.chatHistoryInitialPageSize,
  growth: constants.chatHistoryPageGrowth,
  maxSize: constants.chatHistoryUserMaxPageSize,
};

/** Admin mode: page_size fixed at 1000 (spec section 7). */
export const adminPaging: PagingParams = {
  initialSize: constants.adminChatHistoryPageSize,
  growth: 0,
  maxSize: constants.adminChatHistoryPageSize,
};

export interface PageRequest {
  /** 1-based, as the server counts: the window starts at (page − 1) · pageSize. */
  page: number;
  pageSize: number;
  /** spec: the spec's own request of the step; gap: one that fills what it leaves out. */
  kind: 'spec' | 'gap';
}

interface PageResult {
  request: PageRequest;
  sessions: ChatSession[];
}

export interface HistoryPagingState {
  params: PagingParams;
  /** Steps done; 0 before the first page arrived. */
  step: number;
  /** Server offsets [0, covered) have been fetched. */
  covered: number;
  /** What the sidebar lists: newest activity first, one entry per session_id. */
  sessions: ChatSession[];
  /** A spec page came back short (or empty): there is nothing more to load. */
  done: boolean;
}

export const offsetOf = (r: Pick<PageRequest, 'page' | 'pageSize'>) => (r.page - 1) * r.pageSize;

export function initialPagingState(params: PagingParams): HistoryPagingState {
  return { params, step: 0, covered: 0, sessions: [], done: false };
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The largest divisor of n that is at most max (n ≥ 1). */
function largestDivisorAtMost(n: number, max: number): number {
  if (n <= max) return n;
  let best = 1;
  for (let i = 1; i * i <= n; i += 1) {
    if (n % i !== 0) continue;
    if (i <= max && i > best) best = i;
    const j = n / i;
    if (j <= max && j > best) best = j;
  }
  return best;
}

/** The spec's request of step k (1-based), with the page size held at the cap. */
function specRequest(params: PagingParams, k: number): PageRequest {
  const size = Math.min(params.initialSize + params.growth * (k - 1), params.maxSize);
  return { page: constants.chatHistoryInitialPage + k - 1, pageSize: size, kind: 'spec' };
}

/**
 * Windows of one size d tiling [from, to) exactly: d divides both ends (the largest divisor of
 * their gcd that is at most max), so page from/d + 1, from/d + 2, … end exactly at `to`.
 */
export function tileGap(from: number, to: number, max: number): PageRequest[] {
  if (to <= from) return [];
  const d = largestDivisorAtMost(gcd(from, to), max);
  const out: PageRequest[] = [];
  for (let offset = from; offset < to; offset += d) {
    out.push({ page: offset / d + 1, pageSize: d, kind: 'gap' });
  }
  return out;
}

/**
 * The requests of the next step: the spec's first, then the ones filling the gap before it.
 * Null when everything is loaded.
 */
export function nextRequests(state: HistoryPagingState): PageRequest[] | null {
  if (state.done) return null;
  const spec = specRequest(state.params, state.step + 1);
  return [spec, ...tileGap(state.covered, offsetOf(spec), state.params.maxSize)];
}

const byOffset = (requests: PageRequest[]) =>
  [...requests].sort((a, b) => offsetOf(a) - offsetOf(b));

const sameRequests = (a: PageRequest[], b: PageRequest[]) =>
  a.length === b.length &&
  a.every(
    (r, i) => r.page === b[i]!.page && r.pageSize === b[i]!.pageSize && r.kind === b[i]!.kind,
  );

/** `first`, then the sessions of `rest` not already listed; the first occurrence wins. */
function mergeSessions(first: ChatSession[], rest: ChatSession[]): ChatSession[] {
  const seen = new Set<string>();
  const out: ChatSession[] = [];
  for (const list of [first, rest]) {
    for (const s of list) {
      if (seen.has(s.session_id)) continue;
      seen.add(s.session_id);
      out.push(s);
    }
  }
  return out;
}

/**
 * The answers to `nextRequests(state)` (in any order). Results for another step (the state
 * moved on meanwhile) are ignored. New sessions join the end in server order, without duplicates
 * (a chat created between two steps shifts the list by one, so a session can come twice).
 */
export function applyStep(state: HistoryPagingState, results: PageResult[]): HistoryPagingState {
  const expected = nextRequests(state);
  const ordered = [...results].sort((a, b) => offsetOf(a.request) - offsetOf(b.request));
  const spec = ordered.find((r) => r.request.kind === 'spec');
  if (
    !expected ||
    !spec ||
    !sameRequests(
      ordered.map((r) => r.request),
      byOffset(expected),
    )
  ) {
    return state;
  }
  return {
    ...state,
    step: state.step + 1,
    covered: Math.max(state.covered, offsetOf(spec.request) + spec.request.pageSize),
    sessions: mergeSessions(
      state.sessions,
      ordered.flatMap((r) => r.sessions),
    ),
    done: spec.sessions.length < spec.request.pageSize,
  };
}

/** After a send: page 1 again, as the spec's first step asks for it. */
export function refreshRequest(state: HistoryPagingState): PageRequest {
  return specRequest(state.params, 1);
}

/**
 * Page 1 fetched again: its sessions (new ones, or ones with new activity) go to the top, the
 * rest keep their order below. A short page 1 is the whole list. Before the first step this is
 * the first step.
 */
export function applyRefresh(
  state: HistoryPagingState,
  sessions: ChatSession[],
): HistoryPagingState {
  const request = refreshRequest(state);
  if (state.step === 0) return applyStep(state, [{ request, sessions }]);
  if (sessions.length < request.pageSize) {
    return { ...state, sessions: mergeSessions(sessions, []), done: true };
  }
  return { ...state, sessions: mergeSessions(sessions, state.sessions) };
}
