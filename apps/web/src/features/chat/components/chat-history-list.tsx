import { constants, messages, type ChatSession } from '@prd/contract';
import { chatTitle, messageText } from '@prd/documents';
import { memo, useEffect, useRef, type MouseEvent, type UIEvent } from 'react';
import { chatPath } from '../hooks/use-chat-address';

const t = messages.sidebar;

/** Within the spec's 50 px of the bottom of the scrolling list. */
const nearBottom = (el: HTMLElement) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= constants.chatHistoryScrollThresholdPx;

const GROUP = 50;
const groupsOf = <T,>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / GROUP) }, (_, g) =>
    items.slice(g * GROUP, (g + 1) * GROUP),
  );

interface RowProps {
  session: ChatSession;
  active: boolean;
  onSelect: (sessionId: string) => void;
  /** Kept after the chat's address (admin mode's `#gernationPRD`), '' otherwise. */
  hash: string;
}

/** A click the browser should handle itself: a new tab or window (modifier, other button). */
const opensElsewhere = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * One past chat: a link to its address (decision 021), so it opens in a new tab with
 * Ctrl/Cmd-click or a middle click; a plain click loads it in place. Memoised and effect-free;
 * off screen, its group of rows is skipped by the browser's layout (content-visibility), so a
 * list of 1,000 stays cheap.
 */
const HistoryRow = memo(function HistoryRow({ session, active, onSelect, hash }: RowProps) {
  const first = session.messages[0];
  const title = chatTitle(first);
  const full = first === undefined ? '' : messageText(first).replace(/\s+/g, ' ').trim();
  return (
    <div role="listitem">
      <a
        href={`${chatPath(session.session_id)}${hash}`}
        title={full || title}
        aria-current={active ? 'page' : undefined}
        onClick={(e) => {
          if (opensElsewhere(e)) return;
          e.preventDefault();
          onSelect(session.session_id);
        }}
        className={`block w-full truncate rounded-lg px-3 py-2 text-left text-sm transition-colors ${
          active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink hover:bg-surface-muted'
        }`}
      >
        {title}
      </a>
    </div>
  );
});

interface ChatHistoryListProps {
  sessions: ChatSession[];
  /** The open chat (marked aria-current). */
  activeId: string | null;
  /** The first page is on its way. */
  loading: boolean;
  /** The first page has arrived. */
  loaded: boolean;
  loadingMore: boolean;
  done: boolean;
  onLoadMore: () => void;
  /** Must be stable (useCallback): every row receives it. */
  onSelect: (sessionId: string) => void;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** Kept after each chat's address (admin mode's `#gernationPRD`). */
  hash?: string;
}

/** The scrolling list of past chats; scrolling near its bottom asks for the next page. */
export function ChatHistoryList({
  sessions,
  activeId,
  loading,
  loaded,
  loadingMore,
  done,
  onLoadMore,
  onSelect,
  labelledBy,
  hash = '',
}: ChatHistoryListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (nearBottom(event.currentTarget)) onLoadMore();
  };
  // A page that did not fill the visible list (or added only duplicates) gives no scroll to
  // react to: ask again while the bottom is in view. A hidden list has no height and waits.
  useEffect(() => {
    const el = scroller.current;
    if (!el || !loaded || loadingMore || done) return;
    if (el.clientHeight > 0 && nearBottom(el)) onLoadMore();
  }, [sessions, loaded, loadingMore, done, onLoadMore]);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      data-history-scroller=""
      className="min-h-0 flex-1 overflow-y-auto px-3 pb-3"
    >
      {loading && !loaded ? (
        <div role="status">
          <span className="sr-only">{t.loadingChats}</span>
          <ul aria-hidden="true" className="space-y-1.5 pt-1">
            {[80, 65, 72, 55, 68].map((w) => (
              <li key={w} className="px-3 py-2">
                <span
                  className="block h-3.5 animate-pulse rounded bg-surface-muted"
                  style={{ width: `${w}%` }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : loaded && sessions.length === 0 ? (
        <p className="px-3 py-2 text-sm text-ink-muted">{t.noChats}</p>
      ) : (
        <div role="list" aria-labelledby={labelledBy} className="space-y-0.5">
          {groupsOf(sessions).map((group, g) => (
            // The browser skips layout and paint of groups off screen: a group per 50 rows, as
            // it checks every such element on every frame.
            <div
              // By position: a chat moving to the top must not remount every group.
              key={g}
              role="none"
              className="space-y-0.5 [contain-intrinsic-size:auto_1900px] [content-visibility:auto]"
            >
              {group.map((session) => (
                <HistoryRow
                  key={session.session_id}
                  session={session}
                  active={session.session_id === activeId}
                  onSelect={onSelect}
                  hash={hash}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      {loadingMore && (
        <p role="status" className="flex items-center gap-2 px-3 py-2 text-xs text-ink-muted">
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
          {t.loadingMore}
        </p>
      )}
    </div>
  );
}
