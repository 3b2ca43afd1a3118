import { constants, messages } from '@prd/contract';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import PlusIcon from 'lucide-react/icons/plus';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RailTooltip } from '../../../components/ui/rail-tooltip';
import { useAdminMode } from '../../../lib/admin-mode';
import { tokenStorage } from '../../../lib/token-storage';
import { chatActions, type ChatState } from '../chat.slice';
import { AdminFooter } from './admin-footer';
import { chatPath } from '../hooks/use-chat-address';
import { useChatHistory } from '../hooks/use-chat-history';
import { ChatHistoryList } from './chat-history-list';
import { RemainingUploads } from './remaining-uploads';

const t = messages.sidebar;

/** Where the wide screen's collapsed/expanded choice is remembered. */
export const SIDEBAR_COLLAPSED_KEY = 'prd.sidebar.collapsed';

interface SidebarProps {
  /** column: the wide screen's left column, collapsible; drawer: inside the phone's drawer. */
  variant?: 'column' | 'drawer';
  /** The bottom of the sidebar (the account menu); left out in admin mode (spec section 2). */
  footer?: ReactNode;
  /** The bottom of the collapsed rail (the account menu as an avatar). */
  railFooter?: ReactNode;
  /** Called after a chat or a new chat was picked (the phone's drawer closes). */
  onNavigate?: () => void;
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean) {
  try {
    if (collapsed) localStorage.setItem(SIDEBAR_COLLAPSED_KEY, '1');
    else localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

/**
 * The signed-in sidebar (spec section 2): "Document Generator", 310 px wide and collapsible,
 * the remaining-uploads counter, "Generate New chat" and the past chats, loaded page by page as
 * the list is scrolled. Admin mode (`/#gernationPRD` with an admin token) reads every chat with
 * the admin token, and has no collapse toggle and no account menu.
 */
export function Sidebar({ variant = 'column', footer, railFooter, onNavigate }: SidebarProps) {
  const adminMode = useAdminMode();
  const adminHistory = adminMode && tokenStorage.access('admin') !== null;
  const history = useChatHistory({ admin: adminHistory });
  const activeId = useSelector((s: { chat: ChatState }) => s.chat.sessionId);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const contentId = useId();
  const headingId = useId();
  const listHeadingId = useId();

  const collapsible = variant === 'column' && !adminMode;
  const [collapsedChoice, setCollapsedChoice] = useState(readCollapsed);
  const collapsed = collapsible && collapsedChoice;
  const toggle = () => {
    setCollapsedChoice(!collapsed);
    writeCollapsed(!collapsed);
  };

  // Rows get one stable handler; what it reads at click time sits in a ref.
  const latest = useRef({ adminMode, pathname, hash, onNavigate });
  useEffect(() => {
    latest.current = { adminMode, pathname, hash, onNavigate };
  });
  const goHome = useCallback(() => {
    const now = latest.current;
    if (now.pathname !== '/') {
      void navigate({ pathname: '/', hash: now.adminMode ? now.hash : '' });
    }
    now.onNavigate?.();
  }, [navigate]);

  // Chats have addresses (useChatAddress): picking one, or a new chat, is a navigation.
  const onSelect = useCallback(
    (sessionId: string) => {
      const now = latest.current;
      void navigate({ pathname: chatPath(sessionId), hash: now.adminMode ? now.hash : '' });
      now.onNavigate?.();
    },
    [navigate],
  );
  const onNewChat = () => {
    dispatch(chatActions.newChat());
    goHome();
  };

  return (
    <section
      aria-labelledby={headingId}
      style={collapsed || variant === 'drawer' ? undefined : { width: constants.sidebarWidthPx }}
      className={`flex h-full min-h-0 flex-col bg-surface transition-[width] duration-200 ${
        collapsed ? 'w-14 items-center' : variant === 'drawer' ? 'w-full' : ''
      }`}
    >
      <div
        className={`flex items-center gap-2 pt-4 pb-3 ${
          collapsed ? 'px-2' : variant === 'drawer' ? 'pr-12 pl-5' : 'pr-3 pl-5'
        }`}
      >
        <h2
          id={headingId}
          className={
            collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-base font-semibold text-ink'
          }
        >
          {t.title}
        </h2>
        {collapsible && (
          <RailTooltip label={collapsed ? t.expand : t.collapse}>
            <button
              type="button"
              aria-label={collapsed ? t.expand : t.collapse}
              aria-expanded={!collapsed}
              aria-controls={contentId}
              onClick={toggle}
              className="rounded-lg p-2 text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5" strokeWidth={1.8} aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-5" strokeWidth={1.8} aria-hidden="true" />
              )}
            </button>
          </RailTooltip>
        )}
      </div>
      {collapsed && (
        // The rail keeps what matters as icons (issue 13): a new chat and the account menu.
        <div className="flex w-full flex-1 flex-col items-center gap-2 pb-3">
          <RailTooltip label={t.newChat}>
            <button
              type="button"
              aria-label={t.newChat}
              onClick={onNewChat}
              className="grid size-10 place-items-center rounded-lg bg-brand-600 text-white transition-colors hover:bg-brand-700"
            >
              <PlusIcon className="size-5" strokeWidth={2} aria-hidden="true" />
            </button>
          </RailTooltip>
          <div className="flex-1" />
          {railFooter && !adminMode && railFooter}
        </div>
      )}
      <div id={contentId} hidden={collapsed} className="flex min-h-0 w-full flex-1 flex-col">
        <div className="space-y-3 px-4">
          {/* An admin has no upload quota: the counter would mislead. */}
          {!adminHistory && <RemainingUploads />}
          <Button className="w-full" onClick={onNewChat}>
            <PlusIcon className="size-4" strokeWidth={2} aria-hidden="true" />
            {t.newChat}
          </Button>
        </div>
        <h3
          id={listHeadingId}
          className="px-5 pt-5 pb-2 text-xs font-medium tracking-wide text-ink-muted uppercase"
        >
          {t.pastChats}
        </h3>
        <ChatHistoryList
          sessions={history.sessions}
          activeId={activeId}
          loading={history.loading}
          loaded={history.loaded}
          loadingMore={history.loadingMore}
          done={history.done}
          onLoadMore={history.loadMore}
          onSelect={onSelect}
          labelledBy={listHeadingId}
          hash={adminMode ? hash : ''}
        />
        {footer && !adminMode && <div className="border-t border-line p-3">{footer}</div>}
        {adminHistory && <AdminFooter />}
      </div>
    </section>
  );
}
