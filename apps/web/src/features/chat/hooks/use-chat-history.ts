import { messages, type ChatSession } from '@prd/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useSelector, useStore } from 'react-redux';
import { failedForSessionEnd } from '../../../lib/session-end';
import { notify } from '../../../lib/toast';
import { getChatHistory } from '../api/get-chat-history';
import type { ChatState } from '../chat.slice';
import {
  adminPaging,
  applyRefresh,
  applyStep,
  initialPagingState,
  nextRequests,
  refreshRequest,
  userPaging,
  type HistoryPagingState,
  type PageRequest,
} from '../utils/history-paging';

type Mode = 'user' | 'admin';

interface ChatHistoryView {
  /** Newest activity first, one entry per session_id. */
  sessions: ChatSession[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page has arrived (so an empty list means there are no chats). */
  loaded: boolean;
  loadingMore: boolean;
  /** Nothing more to load. */
  done: boolean;
}

interface ChatHistory extends ChatHistoryView {
  /** Loads the next step unless one is running or all is loaded; safe to call on every scroll. */
  loadMore: () => void;
}

interface HistoryStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ChatHistoryView;
  /** Loads the first page for `mode` unless it is loaded or loading; a new mode starts afresh. */
  start: (mode: Mode, version: number) => void;
  loadMore: () => void;
  /** Page 1 again when `version` (the chat slice's historyVersion) is one not seen yet. */
  refresh: (version: number) => void;
}

/**
 * The history lives beside the app's Redux store (one per store), not in a component: the wide
 * screen's column and the phone's drawer show the same list, and reopening the drawer keeps the
 * pages already loaded. Operations run one after another; a mode change drops older results.
 */
function createHistoryStore(): HistoryStore {
  let mode: Mode | null = null;
  let paging: HistoryPagingState = initialPagingState(userPaging);
  let generation = 0;
  let loading = false;
  let loadingMore = false;
  let refreshQueued = false;
  let seenVersion = 0;
  let queue: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const viewOf = (): ChatHistoryView => ({
    sessions: paging.sessions,
    loading,
    loaded: paging.step > 0,
    loadingMore,
    done: paging.done,
  });
  let view = viewOf();
  const emit = () => {
    view = viewOf();
    for (const listener of listeners) listener();
  };

  const fetchPage = async (request: PageRequest, admin: boolean) =>
    (await getChatHistory({ page: request.page, pageSize: request.pageSize, admin })).sessions;

  /** Queues `op`; it learns whether the mode it started in is still the current one. */
  const run = (op: (current: () => boolean) => Promise<void>) => {
    const gen = generation;
    queue = queue.then(() => op(() => gen === generation)).catch(() => undefined);
  };

  const step = async (current: () => boolean) => {
    const requests = nextRequests(paging);
    if (!requests) return;
    const admin = mode === 'admin';
    const results = await Promise.all(
      requests.map(async (request) => ({ request, sessions: await fetchPage(request, admin) })),
    );
    if (current()) paging = applyStep(paging, results);
  };

  /** One step of pages, with `busy` (loading or loadingMore) set while it runs. */
  const loadStep = (busy: (on: boolean) => void) => {
    busy(true);
    emit();
    run(async (current) => {
      try {
        await step(current);
      } catch (err) {
        // A deleted account or an ended session is told once, by the shell.
        const quiet = failedForSessionEnd(err, mode ?? 'user');
        if (current() && !quiet) notify.error(messages.chat.historyFetchFailed);
      } finally {
        if (current()) {
          busy(false);
          emit();
        }
      }
    });
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => view,
    start: (next, version) => {
      if (next !== mode) {
        mode = next;
        generation += 1;
        paging = initialPagingState(next === 'admin' ? adminPaging : userPaging);
        loading = false;
        loadingMore = false;
        refreshQueued = false;
        seenVersion = version;
      }
      if (paging.step > 0 || loading) return;
      loadStep((on) => (loading = on));
    },
    loadMore: () => {
      if (!mode || paging.step === 0 || paging.done || loading || loadingMore) return;
      loadStep((on) => (loadingMore = on));
    },
    refresh: (version) => {
      if (!mode || version === seenVersion) return;
      seenVersion = version;
      if (refreshQueued) return;
      refreshQueued = true;
      const admin = mode === 'admin';
      run(async (current) => {
        refreshQueued = false;
        try {
          const sessions = await fetchPage(refreshRequest(paging), admin);
          if (current()) paging = applyRefresh(paging, sessions);
        } catch (err) {
          const quiet = failedForSessionEnd(err, admin ? 'admin' : 'user');
          if (current() && !quiet) notify.error(messages.chat.historyRefreshFailed);
        } finally {
          if (current()) emit();
        }
      });
    },
  };
}

const stores = new WeakMap<object, HistoryStore>();
function historyStoreFor(owner: object): HistoryStore {
  let store = stores.get(owner);
  if (!store) {
    store = createHistoryStore();
    stores.set(owner, store);
  }
  return store;
}

/**
 * The sidebar's past chats (spec section 4 "Chat history"): the first page when enabled, the
 * next step on `loadMore()`, page 1 again whenever the chat slice's historyVersion moves on
 * (after a send). Failures are toasts: "Failed to fetch chat history." for loading,
 * "Could not refresh chat history." for a refresh; none when the account was deleted (410
 * ACCOUNT_DELETED) or the session has ended meanwhile: the shell says why instead.
 */
export function useChatHistory({
  admin,
  enabled = true,
}: {
  admin: boolean;
  enabled?: boolean;
}): ChatHistory {
  const store = historyStoreFor(useStore());
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const version = useSelector((s: { chat: ChatState }) => s.chat.historyVersion);
  const mode: Mode = admin ? 'admin' : 'user';
  useEffect(() => {
    if (!enabled) return;
    store.start(mode, version);
    store.refresh(version);
  }, [store, enabled, mode, version]);
  return { ...view, loadMore: store.loadMore };
}
