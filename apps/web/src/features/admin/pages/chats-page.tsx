import ArrowLeft from 'lucide-react/icons/arrow-left';
import MessageSquare from 'lucide-react/icons/message-square';
import { useAdminChatHistoryQuery } from '../api/admin-chats';
import { PageHeader } from '../components/page-header';
import {
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  queryErrorMessage,
} from '../components/states';
import { useListPage } from '../hooks/use-list-page';
import { ChatView } from './chats/chat-view';
import { UserPicker } from './chats/user-picker';

const KEYS = ['user_id', 'session_id'] as const;

/** A chat's title: its first message's first line, shortened. */
const titleOf = (messages: string[]) => {
  const first = (messages[0] ?? '').split('\n')[0]!.trim();
  return first ? (first.length > 80 ? `${first.slice(0, 80)}…` : first) : 'Untitled chat';
};

function Sessions({
  userId,
  active,
  onOpen,
}: {
  userId: string;
  active: string | null;
  onOpen: (id: string) => void;
}) {
  const { data, error, isLoading, refetch } = useAdminChatHistoryQuery(userId);
  if (error)
    return <ErrorState message={queryErrorMessage(error)} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <LoadingState label="Loading chats…" />;
  if (data.sessions.length === 0) return <EmptyState>This user has no chats.</EmptyState>;
  return (
    <nav aria-label="Chats">
      <p className="mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase">
        {data.sessions.length} {data.sessions.length === 1 ? 'chat' : 'chats'}
      </p>
      <ul className="flex flex-col gap-1">
        {data.sessions.map((s) => (
          <li key={s.session_id}>
            <button
              type="button"
              aria-current={s.session_id === active ? 'true' : undefined}
              onClick={() => onOpen(s.session_id)}
              className={`flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors ${
                s.session_id === active
                  ? 'bg-brand-50 font-medium text-brand-700 dark:text-indigo-200'
                  : 'text-ink hover:bg-surface-muted'
              }`}
            >
              <MessageSquare className="mt-0.5 size-4 shrink-0 opacity-70" aria-hidden="true" />
              <span className="min-w-0 break-words">{titleOf(s.messages)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One person's chats (?user_id=), and one opened read-only (?session_id=): links work. */
export function ChatsPage() {
  const { values, setFilters } = useListPage(KEYS);
  const userId = values.user_id || null;
  const sessionId = values.session_id || null;
  const go = (next: { user_id?: string; session_id?: string }) => setFilters(next, false);

  return (
    <>
      <PageHeader
        title="Chat history"
        description="Read a person's chats as they see them. Nothing here can be changed."
      />
      <div className="mb-6">
        <UserPicker userId={userId} onChange={(id) => go({ user_id: id ?? '', session_id: '' })} />
      </div>
      {userId && (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Card className={sessionId ? 'max-lg:hidden' : ''}>
            <Sessions userId={userId} active={sessionId} onOpen={(id) => go({ session_id: id })} />
          </Card>
          <Card className={sessionId ? '' : 'max-lg:hidden'}>
            {sessionId ? (
              <>
                <button
                  type="button"
                  onClick={() => go({ session_id: '' })}
                  className="mb-3 inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink lg:hidden"
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  All chats
                </button>
                <ChatView sessionId={sessionId} />
              </>
            ) : (
              <EmptyState>Choose a chat to read it.</EmptyState>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
